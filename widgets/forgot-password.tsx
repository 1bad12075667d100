// Forgot password: by mobile (default when offered) or by e-mail, toggled. E-mail: loading notice,
// 'been out' for 1 s, then back. Phone: sets the password and signs in; modify.new.old.same clears the password,
// any other error the SMS code. The phone submit stays disabled until a field is touched and none has errors.
import { useState, type FormEvent } from 'react';
import type { ForgotPasswordProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { ROUTES } from '../engine/constants.ts';
import { RECOVERY_LOADING_MS, RECOVERY_SENT_MS } from '../engine/page-constants.ts';
import { Button } from './ui/button.tsx';
import { clock } from './ui/clock.ts';
import { completeLogin, readSignIn } from './form/after-login.ts';
import { loginTokenOf } from '../engine/api/readers/session.ts';
import { FieldExtras } from './form/field-extras.tsx';
import { FieldView } from './form/field-view.tsx';
import { EMAIL_FIELDS, PHONE_FIELDS } from './form/forgot-fields.ts';
import { runCall, showFailure } from './form/run-call.ts';
import { useForm } from './form/use-form.ts';
import { useServerRules } from './form/use-rules.ts';
import './form/form.css';
import './form/account.css';

export default function ForgotPassword({ config }: WidgetProps<ForgotPasswordProps>) {
  const engine = useEngine();
  const { t, allowed, run } = engine;
  const phoneOffered = !!config.phone && allowed(config.phone.gate);
  const [way, setWay] = useState<'phone' | 'email'>(phoneOffered ? 'phone' : 'email');
  const [busy, setBusy] = useState(false);
  const rules = useServerRules(true);
  const fields = way === 'phone' ? PHONE_FIELDS : EMAIL_FIELDS;
  const form = useForm(fields, rules);
  const disabled = way === 'phone' && !(form.touched && form.valid);

  async function sendEmail() {
    const body = { username: form.values.username?.trim() ?? '', email: form.values.email?.trim() ?? '' };
    const outcome = await runCall(engine, () => engine.call('forgotByEmail', body), t('forgot_sending'), RECOVERY_LOADING_MS);
    if (!outcome.ok) {
      showFailure(engine, outcome.text);
      return;
    }
    engine.notify.show({ text: t('forgot_been_out'), kind: 'success', durationMs: RECOVERY_SENT_MS });
    clock.setTimeout(() => run(config.emailActions ?? [{ do: 'back', rule: 'history' }]), RECOVERY_SENT_MS);
  }

  async function setByPhone() {
    const mobileNum = form.values.mobileNum?.trim() ?? '';
    const newPassword = form.values.newPassword ?? '';
    const outcome = await runCall(
      engine,
      () => engine.call('setPasswordByPhone', { mobileNum, newPassword, verificationCode: form.values.verificationCode?.trim() ?? '' }),
      t('in_please_wait'),
    );
    if (!outcome.ok) {
      showFailure(engine, outcome.text);
      const clear = outcome.code === 'modify.new.old.same' ? 'newPassword' : 'verificationCode';
      form.clear([clear]);
      form.focus(clear);
      return;
    }
    const login = await runCall(
      engine,
      async () =>
        readSignIn(
          engine,
          loginTokenOf(await engine.call('login', { type: 'username', username: mobileNum, password: newPassword, remember: false })),
        ),
      t('in_please_wait'),
    );
    if (!login.ok) {
      showFailure(engine, login.text);
      return;
    }
    const refused = await completeLogin(engine, login.value, { password: newPassword });
    if (refused) {
      showFailure(engine, t(refused));
      return;
    }
    run(config.phoneActions ?? [{ do: 'replace', to: ROUTES.home }]);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy || disabled || !form.check()) return;
    setBusy(true);
    await (way === 'phone' ? setByPhone() : sendEmail());
    setBusy(false);
  }

  return (
    <form className="f-form" noValidate onSubmit={onSubmit} aria-label={t(way === 'phone' ? 'forgot_by_phone' : 'forgot_by_email')}>
      <h2 className="f-title">{t(way === 'phone' ? 'forgot_by_phone' : 'forgot_by_email')}</h2>
      <p className="f-intro">{t(way === 'phone' ? 'forgot_phone_intro' : 'forgot_email_intro')}</p>
      {fields.map((field) => (
        <FieldExtras key={`${way}-${field.name}`} field={field} form={form} t={t}>
          {(extras) => <FieldView field={field} form={form} t={t} {...extras} />}
        </FieldExtras>
      ))}
      <Button type="submit" block loading={busy} disabled={disabled}>
        {t(way === 'phone' ? 'forgot_set_password' : 'forgot_send_email')}
      </Button>
      {phoneOffered && (
        <button type="button" className="acc-toggle" onClick={() => setWay(way === 'phone' ? 'email' : 'phone')}>
          {t(way === 'phone' ? 'forgot_use_email' : 'forgot_use_phone')}
        </button>
      )}
    </form>
  );
}
