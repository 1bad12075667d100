// The runs `npm test` is made of, by the names the test runner records their times under (scripts/run-tests.mjs):
// one per unit folder, one per type-checked project, one per browser-test file. Read by the runner, by
// scripts/typical-times.mjs and by the test that checks test/timings.json names them all.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The unit-test folders: one process each. */
export const UNIT_DIRS = ['test/unit', 'test/ui', 'test/sandbox'];
/** The TypeScript projects `npm run typecheck` checks (after scripts/gen.mjs, which the build runs too). */
export const PROJECTS = ['tsconfig.json', 'studio/tsconfig.json', 'engine/sw/tsconfig.json'];
/** A type check's run name. */
export const typecheckName = (project) => `typecheck ${project}`;
/** The browser-test files of `dir`, sorted. */
export const browserFiles = (dir = 'test/e2e') =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.e2e.ts'))
    .sort()
    .map((f) => join(dir, f));
/** Every run's name: each a typical time in test/timings.json. */
export const runNames = () => [...browserFiles(), ...UNIT_DIRS, ...PROJECTS.map(typecheckName)];
