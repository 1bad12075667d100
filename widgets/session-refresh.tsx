// On-load calls for a signed-in player on home: wallet (the header balance waits for it), merchant wallet,
// session renew and the badge counts (inbox unread, throttled by the client). Renders nothing; failures only log.
import { useEffect } from 'react';
import type { SessionRefreshProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { NotOfferedError, useEngine } from '../engine/widget-module.ts';
import { loadCounts } from './member/counts.ts';
import { reloadWallet, walletState } from './home/wallet.ts';
import { isSingleWallet } from '../engine/api/readers/wallet.ts';

export default function SessionRefresh({ config }: WidgetProps<SessionRefreshProps>) {
  const engine = useEngine();
  const { allowed } = engine;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per visit: signing in happens on the login screen, so a new session always comes with a new visit that mounts this again
  useEffect(() => {
    if (!engine.session.state.info) return;
    const warn = (what: string) => (err: unknown) => console.warn(`[home] ${what} failed`, err);
    void reloadWallet(engine);
    engine.call('merchantWallet').then((v) => {
      walletState.single = isSingleWallet(v);
    }, warn('merchant wallet'));
    // renew is an assumed call: a platform without it keeps the session as it is, and that is no failure.
    engine.call('renew').then(
      (v) => engine.session.keepToken(v?.token),
      (err: unknown) => err instanceof NotOfferedError || warn('renew')(err),
    );
    void loadCounts(
      engine,
      (config.counts ?? []).filter((c) => allowed(c.gate)),
    );
  }, []);
  return null;
}
