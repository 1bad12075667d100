// The smoke run (test/e2e/smoke-run.ts) as a visitor and as player01.
import { smokeRun } from './smoke-run.ts';

smokeRun('smoke: visitor, player01', ['visitor', 'player01']);
