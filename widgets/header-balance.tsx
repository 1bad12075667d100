// Header balance: the wallet total with 2 decimals, a show/hide toggle remembered on this device, and a refresh
// that hides the amount until the wallet reload ends.
import { useState } from 'react';
import type { HeaderBalanceProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine, useStore } from '../engine/widget-module.ts';
import { local } from '../engine/widget-module.ts';
import { Icon } from './ui/all-icons.ts';
import { reloadWallet, walletState } from './home/wallet.ts';
import './header-balance.css';

/** Local storage key of the hidden-balance choice. */
export const BALANCE_HIDDEN_KEY = 'home.balanceHidden';

export default function HeaderBalance({ config }: WidgetProps<HeaderBalanceProps>) {
  const engine = useEngine();
  const { t, money } = engine;
  const wallet = useStore(engine.session.state, (s) => s.wallet);
  const reloading = useStore(walletState, (w) => w.reloading);
  const failed = useStore(walletState, (w) => w.failed);
  const [hidden, setHidden] = useState(() => local()?.getItem(BALANCE_HIDDEN_KEY) === '1');
  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    local()?.setItem(BALANCE_HIDDEN_KEY, next ? '1' : '0');
  };
  const label = t(config.label ?? 'home_balance');
  const known = !reloading && wallet && Number.isFinite(wallet.sumBalance);
  const amount = known ? money(wallet.sumBalance) : '';
  return (
    <div className="w-balance" role="group" aria-label={label}>
      <button type="button" className="w-balance-amount" onClick={toggle}>
        <span className="ui-visually-hidden">{hidden ? t('home_show_balance') : t('home_hide_balance')}: </span>
        <span className={`w-balance-value${known ? '' : ' is-loading'}`} aria-live="polite">
          {!known ? (
            failed && !reloading ? (
              '--'
            ) : (
              <span className="w-balance-skeleton">
                <span className="ui-visually-hidden">{t('home_loading')}</span>
              </span>
            )
          ) : hidden ? (
            '******'
          ) : (
            amount
          )}
        </span>
        <Icon name={hidden ? 'eye-off' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={`w-balance-refresh${reloading ? ' is-spinning' : ''}`}
        aria-label={t('home_refresh_balance')}
        aria-busy={reloading || undefined}
        onClick={() => void reloadWallet(engine)}
      >
        <Icon name="refresh" size={18} />
      </button>
    </div>
  );
}
