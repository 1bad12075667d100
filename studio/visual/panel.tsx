// The property panel: for the selected widget, a form made by rjsf from its JSON Schema (its props) and one
// from the gate schema ("Who sees it": roles, flags, member types), with the studio's pickers. Each change
// goes back as the widget's new props or gate, which the studio writes into the JSON text; the problems the
// check finds show on the fields they concern.
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core/lib/components/Form.js';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { fields, widgets, type PickerData } from './fields.tsx';
import { formValidator } from './validator.ts';
import { buttonTemplates } from './buttons.tsx';
import { partsOf } from './json-edit.ts';
import type { Problem } from '../api.ts';

/** What the panel shows: the selected widget, its schemas and values, and the problems of the file. */
export interface PanelState {
  pointer: string;
  type: string;
  name: string;
  description?: string;
  props: unknown;
  gate: unknown;
  propsSchema?: RJSFSchema;
  gateSchema: RJSFSchema;
  problems: Problem[];
  data: PickerData;
  onProps(next: unknown): void;
  onGate(next: unknown): void;
}

const UI: UiSchema = { 'ui:submitButtonOptions': { norender: true }, 'ui:options': { label: false } };
const TEMPLATES = { ButtonTemplates: buttonTemplates };
const DEFAULTS = { emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } } as const;

/** The check's problems under `base` as an rjsf error tree (shown on their fields). */
export function errorsUnder(problems: Problem[], base: string): ErrorSchema {
  const tree: Record<string, any> = {};
  for (const p of problems) {
    if (p.pointer !== base && !p.pointer.startsWith(`${base}/`)) continue;
    let at = tree;
    for (const k of partsOf(p.pointer.slice(base.length))) at = at[k] ??= {};
    const words = [p.message, p.hint].filter(Boolean).join(' — ');
    (at.__errors ??= []).push(words);
  }
  return tree as ErrorSchema;
}

/** One rjsf form of the panel: `prefix` names its fields' ids and the part of the widget it edits (props, gate). */
function SchemaForm(p: {
  prefix: 'props' | 'gate';
  schema: RJSFSchema;
  value: unknown;
  state: PanelState;
  onChange: (v: unknown) => void;
}) {
  return (
    <Form
      idPrefix={p.prefix}
      schema={p.schema}
      uiSchema={UI}
      formData={p.value ?? {}}
      formContext={p.state.data}
      validator={formValidator}
      widgets={widgets}
      fields={fields}
      templates={TEMPLATES}
      noHtml5Validate
      showErrorList={false}
      extraErrors={errorsUnder(p.state.problems, `${p.state.pointer}/${p.prefix}`)}
      experimental_defaultFormStateBehavior={DEFAULTS}
      onChange={(e) => p.onChange(e.formData)}
    />
  );
}

function Panel({ s }: { s: PanelState | null }) {
  if (!s)
    return (
      <>
        <h2 id="panel-title">Properties</h2>
        <p className="help">Select a widget in the outline, or click it in the preview, to change what it shows and who sees it.</p>
      </>
    );
  const empty = (v: unknown) => v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v) && !Object.keys(v).length);
  return (
    <>
      <h2 id="panel-title">{s.name}</h2>
      {s.description ? <p className="help">{s.description}</p> : null}
      <section aria-labelledby="panel-props">
        <h3 id="panel-props">What it shows</h3>
        {s.propsSchema ? (
          <SchemaForm key={`${s.pointer}|${s.type}`} prefix="props" schema={s.propsSchema} value={s.props} state={s} onChange={s.onProps} />
        ) : (
          <p>There is no widget type "{s.type}": fix its type in the text first.</p>
        )}
      </section>
      <section aria-labelledby="panel-gate">
        <h3 id="panel-gate">Who sees it</h3>
        <p className="help">Everyone, unless you set roles, flags or member types here: then only those who match all of them.</p>
        <SchemaForm
          key={`${s.pointer}|gate`}
          prefix="gate"
          schema={s.gateSchema}
          value={s.gate}
          state={s}
          onChange={(v) => s.onGate(empty(v) ? undefined : v)}
        />
      </section>
    </>
  );
}

/** Mounts the panel in `root`; `show` draws it for a selection (or none). */
export function createPanel(root: HTMLElement) {
  const react = createRoot(root);
  return {
    show(state: PanelState | null) {
      react.render(<Panel s={state} />);
    },
  };
}

export type PropertyPanel = ReturnType<typeof createPanel>;
