// Test play: starts a trial session (free play's token, then member info) and, unless the answer's trial value is 0,
// runs the configured actions.
// With a description, the trial offer (GET /wps/session/trial) is shown above the button and the button hides
// when free play is not offered.
import { useState } from 'react';
import type { FreePlayProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import { freeplayTokenOf } from '../engine/api/readers/session.ts';
import { Button } from './ui/button.tsx';
import { completeLogin, readSignIn } from './form/after-login.ts';
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
    // As after login: the token (in the value or beside success), then member info with it.
    const outcome = await runCall(
      engine,
      async () => readSignIn(engine, freeplayTokenOf(await engine.call('loginFreeplay'))),
      t('in_please_wait'),
    );
    if (!outcome.ok) {
      setBusy(false);
      showFailure(engine, outcome.text);
      return;
    }
    await completeLogin(engine, outcome.value, {});
    setBusy(false);
    if (outcome.value.sign.trial !== 0) run(config.actions);
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
