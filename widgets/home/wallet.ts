// The signed-in player's balance: one reload at a time, shared by the on-load calls and the header refresh.
// The header hides the amount while a reload runs, so `reloading` is part of the state.
import { proxy } from 'valtio/vanilla';
import type { EngineServices } from '../../engine/widget-module.ts';
import { balanceOf } from '../../engine/api/readers/wallet.ts';

/** Whether a wallet reload is running, whether the last one failed, and whether the merchant runs a single wallet
 * (the merchant wallet's isSingle; null until known). */
export const walletState = proxy({ reloading: false, failed: false, single: null as boolean | null });

let running: Promise<void> | null = null;

/** Reloads the wallet into session.wallet; concurrent calls share one request. Never throws. */
export function reloadWallet(engine: Pick<EngineServices, 'call' | 'session'>): Promise<void> {
  const session = engine.session.state;
  if (!session.info) return Promise.resolve();
  if (running) return running;
  walletState.reloading = true;
  running = engine
    .call('wallet')
    .then((w) => {
      session.wallet = { sumBalance: balanceOf(w) };
      walletState.failed = false;
    })
    .catch((err: unknown) => {
      console.warn('[home] wallet reload failed', err);
      walletState.failed = true;
    })
    .finally(() => {
      walletState.reloading = false;
      running = null;
    });
  return running;
}
