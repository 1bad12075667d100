// The general form widget: fields from the screen definition (or the server's registration field config), the
// shared verification routine, a submit that calls the named API and runs success actions; failures keep input.
import { useMemo, useState, type FormEvent } from 'react';
import type { FormField, FormProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { isEndpoint, useEngine } from '../engine/widget-module.ts';
import { Button } from './ui/button.tsx';
import { LoadingState } from './ui/loading-state.tsx';
import { RetryState } from './ui/retry-state.tsx';
import { clock } from './ui/clock.ts';
import { buildBody } from './form/build-body.ts';
import { FieldView } from './form/field-view.tsx';
import { FieldExtras } from './form/field-extras.tsx';
import { fieldsFromServer } from './form/register-fields.ts';
import { runCall, showFailure } from './form/run-call.ts';
import { useChoices } from './form/use-choices.ts';
import { useForm } from './form/use-form.ts';
import { useRegisterSetup } from './form/use-register-settings.ts';
import { useServerRules } from './form/use-rules.ts';
import './form/form.css';

type Field = FormField & { sms?: FormField['sms'] };

/** Declared fields, or the server's field list with declared entries overriding by name. */
function resolveFields(config: FormProps, server: ReturnType<typeof fieldsFromServer> | null): Field[] {
  const declared = (config.fields ?? []) as Field[];
  if (!server) return declared;
  const merged = server.map((f) => ({ ...f, ...declared.find((d) => d.name === f.name) }) as Field);
  return [...merged, ...declared.filter((d) => !server.some((f) => f.name === d.name))];
}

export default function Form({ config }: WidgetProps<FormProps>) {
  const engine = useEngine();
  const { t, allowed, params, lookup, run } = engine;
  const settings = useRegisterSetup(config.serverFields === 'register');
  const server = useMemo(
    () => (config.serverFields === 'register' && settings.value ? fieldsFromServer(settings.value.fields) : null),
    [config.serverFields, settings.value],
  );
  const fields = useMemo(() => resolveFields(config, server).filter((f) => allowed(f.gate)), [config, server, allowed]);
  const rules = useServerRules(config.serverFields === 'register' || fields.some((f) => f.rule));
  // biome-ignore lint/correctness/useExhaustiveDependencies: initial values are taken once: a later query or state change must not overwrite what the player typed
  const initial = useMemo(
    () =>
      Object.fromEntries(
        (config.fields ?? []).map((f) => [
          f.name,
          String((f.fromQuery && params[f.fromQuery]) || (f.fromState && lookup(f.fromState)) || f.default || ''),
        ]),
      ),
    [],
  );
  const form = useForm(fields, rules, initial);
  const choices = useChoices(fields, t);
  const [busy, setBusy] = useState(false);
  const submit = config.submit;

  if (config.serverFields === 'register' && settings.status === 'loading') return <LoadingState label={t('form_loading')} count={3} />;
  if (config.serverFields === 'register' && settings.status === 'failed')
    return <RetryState text={t('load_failed_retry')} onRetry={settings.reload} />;

  const disabled = busy || (submit.enable === 'touchedValid' && !(form.touched && form.valid));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy || disabled || !form.check()) return;
    if (!isEndpoint(submit.call)) {
      console.error(`[form] unknown call ${submit.call}`);
      return;
    }
    setBusy(true);
    const body = buildBody(fields, form.values, { params: submit.params, query: submit.query, routeParams: params });
    const outcome = await runCall(engine, () => engine.callNamed(submit.call, body), t(submit.loading ?? 'in_please_wait'));
    setBusy(false);
    if (!outcome.ok) {
      showFailure(engine, outcome.text);
      const rule = submit.clearOnError?.find((r) => !r.errorCode || r.errorCode === outcome.code);
      if (rule) {
        form.clear(rule.fields);
        form.focus(rule.fields[0]!);
      }
      return;
    }
    if (submit.success) engine.notify.show({ text: t(submit.success), kind: 'success', durationMs: submit.successMs || undefined });
    if (submit.reset) form.clear(fields.map((f) => f.name));
    if (submit.actions) {
      if (submit.successMs) clock.setTimeout(() => run(submit.actions), submit.successMs);
      else run(submit.actions);
    }
  }

  return (
    <form className="f-form" noValidate onSubmit={onSubmit} aria-label={config.title ? t(config.title) : undefined}>
      {config.title && <h2 className="f-title">{t(config.title)}</h2>}
      {config.intro && <p className="f-intro">{t(config.intro)}</p>}
      {fields.map((field) => (
        <FieldExtras key={field.name} field={field} form={form} t={t}>
          {(extras) => <FieldView field={field} form={form} t={t} choices={choices[field.name]} {...extras} />}
        </FieldExtras>
      ))}
      <Button type="submit" block loading={busy} disabled={disabled}>
        {t(submit.label)}
      </Button>
    </form>
  );
}
