// The signed-in member's total balance (2 decimals) with a refresh button and shortcut buttons
// (deposit, withdraw, ...); the amount is kept in the session wallet so every screen agrees.
import type { BalanceHeaderProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine, useStore } from '../engine/widget-module.ts';
import { Icon } from './ui/all-icons.ts';
import { Spinner } from './ui/spinner.tsx';
import { useReloadOn } from './records/fetch-call.ts';
import { balanceOf } from '../engine/api/readers/wallet.ts';
import './records/balance.css';

export default function BalanceHeader({ config }: WidgetProps<BalanceHeaderProps>) {
  const engine = useEngine();
  const { t, money, run, allowed } = engine;
  const user = useStore(engine.session.state, (s) => s.info?.userName);
  const balance = useStore(engine.session.state, (s) => s.wallet?.sumBalance);
  // The amount shown is the session wallet's (kept there so every screen agrees); this load only renews it.
  const { status, reload: refresh } = useData(
    () =>
      engine.call('wallet').then((w) => {
        engine.session.state.wallet = { sumBalance: balanceOf(w) };
      }),
    [],
  );
  useReloadOn(config.refreshOn, refresh);
  const buttons = (config.buttons ?? []).filter((b) => allowed(b.gate));
  return (
    <section className="rec-balance" aria-label={t(config.label ?? 'total_balance')}>
      {config.showUser && user !== undefined && <p className="rec-balance__user">{user}</p>}
      <p className="rec-balance__label">{t(config.label ?? 'total_balance')}</p>
      <div className="rec-balance__row">
        <output className="rec-balance__amount" aria-live="polite">
          {status === 'failed' && balance === undefined ? (
            t('rec_balance_unavailable')
          ) : balance === undefined ? (
            <span className="rec-balance__placeholder" />
          ) : (
            money(balance)
          )}
        </output>
        <button
          type="button"
          className="rec-balance__refresh"
          onClick={refresh}
          aria-label={t('rec_refresh_balance')}
          aria-busy={status === 'loading'}
        >
          {status === 'loading' ? <Spinner /> : <Icon name="refresh" size={20} />}
        </button>
      </div>
      {buttons.length > 0 && (
        <div className="rec-balance__buttons">
          {buttons.map((b) => (
            <button key={b.label} type="button" className="rec-balance__button" onClick={() => run(b.actions)}>
              {b.icon && <Icon name={b.icon} size={20} />}
              <span>{t(b.label)}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
