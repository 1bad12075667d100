// uvu's suite, with hooks that say why they failed. uvu runs a suite's `before` and `after` hooks inside a
// try/finally whose `finally` returns, so an error thrown by a hook is dropped: the log shows "(0 / N)" and
// nothing else (a browser test's fixture that could not start its server, say). Each hook registered here prints
// its error, with the suite's name, before uvu drops it. Every test file takes `suite` from here, not from uvu
// (test/unit/quality/suite-hooks.test.ts). With TEST_TIMES=<file>, each test's and hook's time is appended to that
// file (seconds, suite, test), for finding where a slow run spends its time; uvu prints none.
import { appendFileSync } from 'node:fs';
import { suite as uvuSuite, type Callback, type Test } from 'uvu';

const timesFile = process.env.TEST_TIMES;
/** The real clock, taken before any test replaces performance.now with a fake one. */
const now = performance.now.bind(performance);
/** Runs `fn`, and with TEST_TIMES appends how long it took. */
async function timed<S>(suiteName: string | undefined, what: string, fn: (state: S) => unknown, state: S): Promise<void> {
  const start = now();
  try {
    await fn(state);
  } finally {
    if (timesFile) appendFileSync(timesFile, `${((now() - start) / 1000).toFixed(2)}\t${suiteName ?? ''}\t${what}\n`);
  }
}

type Context = Record<string, unknown>;

/** uvu's `suite(name, context)`; its `before` and `after` hooks (and their `.each`) report a failure. */
export function suite<T = Context>(name?: string, context?: T): Test<T> {
  const s = uvuSuite<T>(name, context);
  const reported =
    (which: string, add: (hook: Callback<T>) => void) =>
    (hook: Callback<T>): void =>
      add(async (state) => {
        try {
          await timed(name, `(${which} hook)`, hook, state);
        } catch (err) {
          console.error(`[tests] suite "${name ?? ''}": its ${which} hook failed, so its tests did not run or end:`, err);
          throw err;
        }
      });
  s.before = Object.assign(reported('before', s.before), { each: reported('before.each', s.before.each) });
  s.after = Object.assign(reported('after', s.after), { each: reported('after.each', s.after.each) });
  if (!timesFile) return s;
  const test = ((title: string, fn: Callback<T>) => s(title, (state) => timed(name, title, fn, state))) as Test<T>;
  return Object.assign(test, s);
}
