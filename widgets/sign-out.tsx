// Sign-out (SPEC 4, 8): confirm, loading, end the session, clear what the spec lists, reload home.
import { useState } from 'react';
import type { SignOutProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/mount/use-engine.ts';
import { api } from '../engine/api/calls.ts';
import { LOGOUT_LOADING_MS } from '../engine/constants.ts';
import { signOut } from '../engine/session/store.ts';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';
import { Icon } from './ui/icons.tsx';
import { toast } from './ui/toast-store.ts';
import { holdPassword } from './form/held-password.ts';
import './form/account.css';

export default function SignOut({ config }: WidgetProps<SignOutProps>) {
  const { t } = useEngine();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setConfirming(false);
    setBusy(true);
    toast.show({ text: t('in_please_wait'), kind: 'loading', durationMs: LOGOUT_LOADING_MS });
    // The session ends locally even when the platform cannot be reached.
    await api.logout().catch((err) => console.warn('[sign-out] logout call failed', err));
    signOut();
    holdPassword(null);
    location.replace(config.reload ?? '/m/home');
  }

  return (
    <div className="acc-signout">
      <Button variant="secondary" block loading={busy} onClick={() => setConfirming(true)}>
        <Icon name="logout" size={20} /> {t(config.label)}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t('in_popup_prompt')} role="alertdialog"
        actions={<>
          <Button variant="secondary" onClick={() => setConfirming(false)}>{t('in_more_cancel')}</Button>
          <Button onClick={() => void confirm()}>{t('in_increase_submit')}</Button>
        </>}>
        <p>{t('in_sure_logout')}</p>
      </Dialog>
    </div>
  );
}
