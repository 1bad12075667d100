// The agent home's top card: greeting by hour, user name, total balance with refresh, and action buttons.
import { useEffect } from 'react';
import type { AgentSummaryProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine, useStore } from '../engine/widget-module.ts';
import { Button } from './ui/button.tsx';
import { Icon } from './ui/all-icons.ts';
import { greetingKey, wallClock } from './member/greeting.ts';
import { loadCounts } from './member/counts.ts';
import { balanceOf } from '../engine/api/readers/wallet.ts';
import './agent-summary.css';

export default function AgentSummary({ config }: WidgetProps<AgentSummaryProps>) {
  const engine = useEngine();
  const { t, run, money } = engine;
  const name = useStore(engine.session.state, (s) => s.member?.userName ?? s.info?.userName ?? '');
  const wallet = useData(
    () =>
      engine.call('wallet').then((w) => {
        const wallet = { sumBalance: balanceOf(w) };
        engine.session.state.wallet = wallet;
        return wallet;
      }),
    [],
    { serve: true },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the counts load once when the card mounts; new services (a language switch) must not load them again
  useEffect(() => {
    void loadCounts(engine, config.counts ?? []);
  }, []);
  const hour = wallClock.now().getHours();
  return (
    <section className="a-card" aria-labelledby="agent-summary-title">
      <h1 id="agent-summary-title" className="a-card__title">
        {t(config.title ?? 'agent_home')}
      </h1>
      <p className="a-card__greeting">{t(greetingKey(hour))}</p>
      <p className="a-card__name">{name}</p>
      <div className="a-card__balance">
        <span className="a-card__label">{t('member_total_balance')}</span>
        <span className="a-card__amount" aria-live="polite">
          {wallet.status === 'ready' && wallet.value ? (
            money(wallet.value.sumBalance)
          ) : wallet.status === 'failed' ? (
            '—'
          ) : (
            <span className="a-card__skeleton" />
          )}
        </span>
        <button
          type="button"
          className="a-card__refresh"
          aria-label={t('member_refresh_balance')}
          onClick={wallet.reload}
          aria-busy={wallet.status === 'loading'}
        >
          <Icon name="refresh" size={20} />
        </button>
      </div>
      {config.buttons?.length ? (
        <div className="a-card__actions">
          {config.buttons.map((b) => (
            <Button key={b.label} variant={b.variant ?? 'primary'} onClick={() => run(b.actions)}>
              {b.icon && <Icon name={b.icon} size={20} />}
              {t(b.label)}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
