// Test play: starts a trial session and, when the answer's trial value is not 0, runs the configured actions.
// With a description, the trial offer (GET /wps/session/trial) is shown above the button and the button hides
// when free play is not offered.
import { useState } from 'react';
import type { FreePlayProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { infoFromLogin, useData, useEngine } from '../engine/widget-module.ts';
import { Button } from './ui/button.tsx';
import { runCall, showFailure } from './form/run-call.ts';
import './form/account.css';

export default function FreePlay({ config }: WidgetProps<FreePlayProps>) {
  const engine = useEngine();
  const { t, run, money } = engine;
  const [busy, setBusy] = useState(false);
  // The offer is only read when described; without an answer the description shows '…' and the button stays.
  const trial = useData(() => engine.call('trialAccount'), [config.description], { enabled: !!config.description });
  const offer =
    trial.status === 'ready' && trial.value ? { enabled: trial.value.enabled !== false, balance: Number(trial.value.balance) || 0 } : null;
  if (offer && !offer.enabled) return null;

  async function start() {
    if (busy) return;
    setBusy(true);
    const outcome = await runCall(engine, () => engine.call('loginFreeplay'), t('in_please_wait'));
    setBusy(false);
    if (!outcome.ok) {
      showFailure(engine, outcome.text);
      return;
    }
    engine.session.signIn(infoFromLogin(outcome.value));
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
