// The smoke run (test/e2e/smoke-run.ts) as a visitor: every spec route.
import { smokeRun } from './smoke-run.ts';

smokeRun('smoke: visitor', ['visitor']);
