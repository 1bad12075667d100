// The service worker in the browser tests: switched off (the operator's kill switch, docs/operations.md) unless a
// test is about it. A page that registers the worker has it precache the whole build in the background, about 300
// requests and a CPU-second per browser context, and every later request of the page then passes through it: on
// the 2-core CI machine that was a sixth of the browser tests' CPU, spent while they checked something else. What
// the worker does is tested where it is the subject (test/e2e/pwa.e2e.ts, the worker test of live-screens.e2e.ts),
// and the visitor's smoke run keeps it on, so every route's public reads also pass through it once.
import type { SwSwitch } from '../../server/install.ts';

/** The kill switch as the browser tests' servers set it by default: no worker is registered, an old one retires. */
export const WORKER_OFF: SwSwitch = { kill: true, revoke: [] };
