// Sign-out: confirm, loading, end the session, clear the session's data, reload home.
import { useState } from 'react';
import type { SignOutProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { Button } from './ui/button.tsx';
import { Icon } from './ui/all-icons.ts';
import SignOutDialog, { endSession } from './account/sign-out-dialog.tsx';
import './form/account.css';
import { ROUTES } from '../engine/constants.ts';

export default function SignOut({ config }: WidgetProps<SignOutProps>) {
  const engine = useEngine();
  const { t } = engine;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  function confirm() {
    setConfirming(false);
    setBusy(true);
    void endSession(engine, config.reload ?? ROUTES.home);
  }

  return (
    <div className="acc-signout">
      <Button variant="secondary" block loading={busy} onClick={() => setConfirming(true)}>
        <Icon name="logout" size={20} /> {t(config.label)}
      </Button>
      <SignOutDialog open={confirming} onClose={() => setConfirming(false)} onConfirm={confirm} t={t} />
    </div>
  );
}
