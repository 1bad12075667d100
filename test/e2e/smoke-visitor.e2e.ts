// The smoke run (test/e2e/smoke-run.ts) as a visitor: every spec route, with the service worker on (a visitor's
// reads are the ones it keeps for offline; a signed-in player's pass it by, see engine/sw/policy.ts).
import { smokeRun } from './smoke-run.ts';

smokeRun('smoke: visitor', ['visitor'], { worker: true });
