// Tells staff about data the engine refused at run time (an unsafe link, a screen reaching a session secret):
// once per problem, in the console and in the problems list (shown in development builds or with ?staff=1).
import type { Problem } from './screens/describe.ts';
import { app } from './state.ts';

const told = new Set<string>();

/** Reports a problem once per page life; players never see it. */
export function tellStaff(problem: Problem): void {
  const key = `${problem.file}|${problem.pointer}|${problem.message}`;
  if (told.has(key)) return;
  told.add(key);
  console.warn(`[staff] ${problem.file}${problem.pointer ? ` ${problem.pointer}` : ''}: ${problem.message}`);
  app.problems.push(problem);
}
