// The property form's pickers, in place of rjsf's plain inputs where the schema says what a value is: label
// keys (searchable, with their text in the preview language), routes (the route table), icons (as pictures),
// colours (a colour picker), images (upload or address), and flag lists (each flag: any, on or off).
import getDefaultRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { Icon, type IconName } from '../../widgets/ui/all-icons.ts';
import { Picker } from './picker.tsx';
import { uploadAsset } from '../api.ts';
import { useState } from 'react';

/** What the pickers offer, passed to the form as its context. */
export interface PickerData {
  labels: Record<string, string>;
  routes: string[];
  flags: string[];
}

const base = getDefaultRegistry();
const Text = base.widgets.TextWidget!;
const Select = base.widgets.SelectWidget!;
const ArrayField = base.fields.ArrayField!;

const data = (p: { registry: { formContext?: unknown } }) => p.registry.formContext as PickerData;

/** An image: its address (an upload's /assets/… or an allowed host), a file to upload, and the picture. */
function ImageInput(p: WidgetProps) {
  const [note, setNote] = useState('');
  const value = typeof p.value === 'string' ? p.value : '';
  return (
    <div className="image-input">
      <input id={p.id} type="text" inputMode="url" value={value} onChange={(e) => p.onChange(e.target.value || undefined)} />
      <label className="upload">
        Upload image…
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setNote(`Uploading ${file.name}…`);
            try {
              const { url } = await uploadAsset(file);
              p.onChange(url);
              setNote(`Uploaded ${file.name}.`);
            } catch (err) {
              setNote(`Not uploaded: ${(err as Error).message}`);
            }
          }}
        />
      </label>
      <p className="help" role="status">
        {note || 'An uploaded image (/assets/…) or an address on an allowed image host.'}
      </p>
      {value ? <img src={value} alt="" className="image-thumb" /> : null}
    </div>
  );
}

/** Icons as pictures: a radio group, one picture per name. */
function IconPicker(p: WidgetProps) {
  const names = (p.options.enumOptions ?? []).map((o) => String(o.value));
  return (
    <div role="radiogroup" aria-labelledby={`${p.id}-legend`} className="icon-grid" id={p.id}>
      <span id={`${p.id}-legend`} className="visually-hidden">
        {p.label || 'Icon'}
      </span>
      {names.map((name) => (
        <label key={name} className="icon-choice" title={name}>
          <input type="radio" name={p.id} value={name} checked={p.value === name} onChange={() => p.onChange(name)} />
          <Icon name={name as IconName} size={20} />
          <span>{name}</span>
        </label>
      ))}
    </div>
  );
}

/** Strings: a picker for what the schema marks, else rjsf's text box. */
function SmartText(p: WidgetProps) {
  const s = p.schema as Record<string, unknown>;
  const d = data(p);
  if (s['x-label'])
    return (
      <Picker
        id={p.id}
        value={p.value ?? ''}
        choices={Object.entries(d.labels).map(([value, text]) => ({ value, text }))}
        describe={(v) => (d.labels[v] !== undefined ? `Shows: ${d.labels[v]}` : v ? 'Not a label key yet' : '')}
        onChange={(v) => p.onChange(v || undefined)}
        placeholder="Type a key or words of its text"
      />
    );
  if (s['x-route'])
    return (
      <Picker
        id={p.id}
        value={p.value ?? ''}
        choices={d.routes.map((value) => ({ value }))}
        onChange={(v) => p.onChange(v || undefined)}
        placeholder="/m/…"
      />
    );
  if (s['x-image']) return <ImageInput {...p} />;
  if (s['x-color'])
    return (
      <input
        id={p.id}
        type="color"
        value={typeof p.value === 'string' && /^#[0-9a-f]{6}$/i.test(p.value) ? p.value : '#000000'}
        onChange={(e) => p.onChange(e.target.value)}
      />
    );
  return <Text {...p} />;
}

/** Choices: icons as pictures, else rjsf's select. */
function SmartSelect(p: WidgetProps) {
  if ((p.schema as Record<string, unknown>)['x-icon']) return <IconPicker {...p} />;
  return <Select {...p} />;
}

const STATES = [
  ['', 'Any'],
  ['on', 'Must be on'],
  ['off', 'Must be off'],
] as const;

/** A gate's flags: each known flag with any, on or off. */
function FlagsField(p: FieldProps) {
  const value: string[] = Array.isArray(p.formData) ? p.formData : [];
  const set = (flag: string, state: string) => {
    const rest = value.filter((f) => f !== flag && f !== `!${flag}`);
    const next = state === 'on' ? [...rest, flag] : state === 'off' ? [...rest, `!${flag}`] : rest;
    p.onChange(next.length ? next : undefined, p.fieldPathId.path);
  };
  const on = value.map((f) => (f.startsWith('!') ? `${f.slice(1)} off` : `${f} on`)).join(', ');
  return (
    <details className="flags-field" open={value.length > 0}>
      <summary>Flags{on ? `: ${on}` : ''}</summary>
      <div className="flag-rows" role="group" aria-label="Flags">
        {data(p).flags.map((flag) => {
          const state = value.includes(flag) ? 'on' : value.includes(`!${flag}`) ? 'off' : '';
          const id = `${p.fieldPathId.$id}-${flag}`;
          return (
            <div key={flag} className="flag-row">
              <label htmlFor={id}>{flag}</label>
              <select id={id} value={state} onChange={(e) => set(flag, e.target.value)}>
                {STATES.map(([v, t]) => (
                  <option key={v} value={v}>
                    {t}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
    </details>
  );
}

/** Arrays: flag lists get their own editor, the rest rjsf's reorderable list. */
function SmartArray(p: FieldProps) {
  if ((p.schema as Record<string, unknown>)['x-flags']) return <FlagsField {...p} />;
  return <ArrayField {...p} />;
}

/** The widgets and fields the panel's forms use in place of rjsf's. */
export const widgets: RegistryWidgetsType = { TextWidget: SmartText, SelectWidget: SmartSelect };
export const fields: RegistryFieldsType = { ArrayField: SmartArray };
