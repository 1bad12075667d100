// Change password: same-as-old is refused without sending; 'Please wait...' while saving; on success
// 'Change saved' for 1 s, the new password held and the remembered credential updated, then home after 1 s.
import { useState, type FormEvent } from 'react';
import type { ChangePasswordProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { type SessionServices, useEngine, useStore } from '../engine/widget-module.ts';
import { ROUTES } from '../engine/constants.ts';
import { REDIRECT_AFTER_PASSWORD_CHANGE_MS } from '../engine/page-constants.ts';
import { Button } from './ui/button.tsx';
import { clock } from './ui/clock.ts';
import { changePasswordFields } from './form/change-password-fields.ts';
import { FieldView } from './form/field-view.tsx';
import { heldPassword, holdPassword } from './form/held-password.ts';
import { runCall, showFailure } from './form/run-call.ts';
import { useForm } from './form/use-form.ts';
import { useServerRules } from './form/use-rules.ts';
import './form/form.css';

/** Updates the remembered username credential when it belongs to this member. */
async function updateRemembered(session: SessionServices, userName: string, password: string): Promise<void> {
  const saved = await session.readRemembered('username').catch(() => null);
  if (saved && saved.username.toLowerCase() === userName.toLowerCase()) await session.remember({ ...saved, password });
}

export default function ChangePassword({ config }: WidgetProps<ChangePasswordProps>) {
  const engine = useEngine();
  const { t, run } = engine;
  const info = useStore(engine.session.state, (s) => s.info);
  const [askOld] = useState(() => heldPassword() === null);
  const [busy, setBusy] = useState(false);
  const fields = changePasswordFields(askOld);
  const form = useForm(fields, useServerRules(true), { username: info?.userName ?? '' });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy || !form.check()) return;
    const oldPassword = askOld ? (form.values.oldPassword ?? '') : (heldPassword() ?? '');
    const newPassword = form.values.newPassword ?? '';
    if (newPassword === oldPassword) {
      showFailure(engine, t('password_same_as_old'));
      form.focus('newPassword');
      return;
    }
    setBusy(true);
    const outcome = await runCall(
      engine,
      () => engine.call('changePassword', { oldPassword, newPassword, confirmNewPassword: form.values.confirmNewPassword ?? '' }),
      t('in_please_wait'),
    );
    if (!outcome.ok) {
      setBusy(false);
      showFailure(engine, outcome.text);
      return;
    }
    holdPassword(newPassword);
    await updateRemembered(engine.session, info?.userName ?? '', newPassword).catch((err) =>
      console.error('[change-password] remembered not updated', err),
    );
    engine.notify.show({ text: t('cp_saved'), kind: 'success', durationMs: REDIRECT_AFTER_PASSWORD_CHANGE_MS });
    clock.setTimeout(() => run(config.actions ?? [{ do: 'replace', to: ROUTES.home }]), REDIRECT_AFTER_PASSWORD_CHANGE_MS);
  }

  return (
    <form className="f-form" noValidate onSubmit={onSubmit} aria-label={t('change_password')}>
      {config.intro && <p className="f-intro f-intro-top">{t(config.intro)}</p>}
      {fields.map((field) => (
        <FieldView key={field.name} field={field} form={form} t={t} />
      ))}
      <Button type="submit" block loading={busy}>
        {t('cp_confirm')}
      </Button>
    </form>
  );
}
