// The smoke run (test/e2e/smoke-run.ts) signed in: player01, a trial member and agent01, over the pages that differ.
import { smokeRun } from './smoke-run.ts';

smokeRun('smoke: player01, trial, agent01', ['player01', 'trial', 'agent01']);
