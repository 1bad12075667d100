// On-load calls for a signed-in player on home: wallet (the header balance waits for it), merchant wallet,
// session renew and the badge counts (inbox unread, throttled by the client). Renders nothing; failures only log.
import { useEffect } from 'react';
import type { SessionRefreshProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { api } from '../engine/api/calls.ts';
import { session } from '../engine/session/store.ts';
import { local } from '../engine/session/storage.ts';
import { SESSION_KEY } from '../engine/session/store.ts';
import { useEngine } from '../engine/widget-module.ts';
import { loadCounts } from './member/counts.ts';
import { reloadWallet, walletState } from './home/wallet.ts';

/** Keeps a renewed token (the platform may rotate it) in the stored session. */
function keepToken(token: string | undefined): void {
  const info = session.info;
  if (!info || !token || token === info.token) return;
  session.info = { ...info, token };
  local()?.setItem(SESSION_KEY, JSON.stringify(session.info));
}

export default function SessionRefresh({ config }: WidgetProps<SessionRefreshProps>) {
  const { allowed } = useEngine();
  useEffect(() => {
    if (!session.info) return;
    const warn = (what: string) => (err: unknown) => console.warn(`[home] ${what} failed`, err);
    void reloadWallet();
    api.merchantWallet().then((v) => {
      walletState.vendors = Array.isArray(v?.wallets) ? v.wallets : [];
    }, warn('merchant wallet'));
    api.renew().then((v) => keepToken(v?.token), warn('renew'));
    void loadCounts((config.counts ?? []).filter((c) => allowed(c.gate)));
  }, []);
  return null;
}
