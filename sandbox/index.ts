// The sandbox platform: answers /wps, /lgw, /lotto, /__sandbox and /sandbox-assets requests from seeded, persisted state.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HandlerMap } from './context.ts';
import { serveAsset } from './assets.ts';
import { control } from './control.ts';
import { type Runtime, createRouter } from './router.ts';
import { type Store, openStore } from './store.ts';
import { accountHandlers } from './routes/account.ts';
import { agentHandlers } from './routes/agent.ts';
import { financeHandlers } from './routes/finance.ts';
import { gameHandlers } from './routes/games.ts';
import { lotteryHandlers } from './routes/lottery.ts';
import { memberHandlers } from './routes/member.ts';
import { noticeHandlers } from './routes/notice.ts';
import { reportHandlers } from './routes/reports.ts';
import { promotionHandlers } from './routes/promotions.ts';
import { sessionHandlers } from './routes/session.ts';
import { systemHandlers } from './routes/system.ts';
import { platformOnlyHandlers } from './routes/platform-only.ts';

export interface Sandbox {
  /** Answers the request when its path belongs to the sandbox; resolves false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  /** Restores the seed data (and clears latency and failRate). */
  reset(): Promise<void>;
}

/** Every endpoint's handler; the type makes a missing one a compile error. */
export const handlers: HandlerMap = {
  ...systemHandlers,
  ...sessionHandlers,
  ...accountHandlers,
  ...memberHandlers,
  ...noticeHandlers,
  ...promotionHandlers,
  ...gameHandlers,
  ...lotteryHandlers,
  ...agentHandlers,
  ...financeHandlers,
  ...reportHandlers,
  ...platformOnlyHandlers,
};

/** Creates a sandbox backed by `stateFile` (default .sandbox-state/state.json), loaded on first request. */
export function createSandbox(opts: { stateFile?: string } = {}): Sandbox {
  const runtime: Runtime = { latencyMs: 0, failRate: 0 };
  let store: Store | undefined;
  const ready = openStore(opts.stateFile).then((s) => (store = s));
  const getStore = (): Store => {
    if (!store) throw new Error('sandbox store not loaded');
    return store;
  };
  const route = createRouter(handlers, getStore, runtime);
  const reset = async () => {
    await ready;
    runtime.latencyMs = 0;
    runtime.failRate = 0;
    await getStore().reset();
  };
  return {
    async handle(req, res, url) {
      const path = url.pathname;
      if (path.startsWith('/sandbox-assets/')) {
        serveAsset(res, path.slice('/sandbox-assets/'.length));
        return true;
      }
      // The platform's three roots (PLATFORM-API.md §2), /lotto/lgw/... being the one call under /lotto.
      const api = path.startsWith('/wps/') || path.startsWith('/lgw/') || path.startsWith('/lotto/');
      const ctl = path.startsWith('/__sandbox/');
      if (!api && !ctl) return false;
      await ready;
      if (ctl) await control(req, res, url, getStore(), runtime, reset);
      else await route(req, res, url);
      return true;
    },
    reset,
  };
}
