// Test play: starts a trial session and, when the answer's trial value is not 0, runs the configured actions.
// With a description, the trial offer (GET /wps/session/trial) is shown above the button and the button hides
// when free play is not offered.
import { useEffect, useState } from 'react';
import type { FreePlayProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { api } from '../engine/api/calls.ts';
import { infoFromLogin, signIn } from '../engine/session/store.ts';
import { Button } from './ui/button.tsx';
import { runCall, showFailure } from './form/run-call.ts';
import './form/account.css';

export default function FreePlay({ config }: WidgetProps<FreePlayProps>) {
  const { t, run, money } = useEngine();
  const [busy, setBusy] = useState(false);
  const [offer, setOffer] = useState<{ enabled: boolean; balance: number } | null>(null);
  useEffect(() => {
    if (!config.description) return;
    let live = true;
    api
      .trialAccount()
      .then((v) => {
        if (live && v) setOffer({ enabled: v.enabled !== false, balance: Number(v.balance) || 0 });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [config.description]);
  if (offer && !offer.enabled) return null;

  async function start() {
    if (busy) return;
    setBusy(true);
    const outcome = await runCall(() => api.loginFreeplay(), t('in_please_wait'), t);
    setBusy(false);
    if (!outcome.ok) {
      showFailure(outcome.text);
      return;
    }
    signIn(infoFromLogin(outcome.value));
    if (outcome.value.trial !== 0) run(config.actions);
  }

  return (
    <div className="acc-free">
      {config.description && <p className="acc-free-text">{t(config.description, [offer ? money(offer.balance) : '…'])}</p>}
      <Button variant={config.variant ?? 'secondary'} block loading={busy} onClick={() => void start()}>
        {t(config.label)}
      </Button>
    </div>
  );
}
