// The smoke run (test/e2e/smoke-run.ts) as a trial member and as agent01.
import { smokeRun } from './smoke-run.ts';

smokeRun('smoke: trial, agent01', ['trial', 'agent01']);
