// uvu's suite, with hooks that say why they failed. uvu runs a suite's `before` and `after` hooks inside a
// try/finally whose `finally` returns, so an error thrown by a hook is dropped: the log shows "(0 / N)" and
// nothing else (a browser test's fixture that could not start its server, say). Each hook registered here prints
// its error, with the suite's name, before uvu drops it. Every test file takes `suite` from here, not from uvu
// (test/unit/quality/suite-hooks.test.ts).
import { suite as uvuSuite, type Callback, type Test } from 'uvu';

type Context = Record<string, unknown>;

/** uvu's `suite(name, context)`; its `before` and `after` hooks (and their `.each`) report a failure. */
export function suite<T = Context>(name?: string, context?: T): Test<T> {
  const s = uvuSuite<T>(name, context);
  const reported =
    (which: string, add: (hook: Callback<T>) => void) =>
    (hook: Callback<T>): void =>
      add(async (state) => {
        try {
          await hook(state);
        } catch (err) {
          console.error(`[tests] suite "${name ?? ''}": its ${which} hook failed, so its tests did not run or end:`, err);
          throw err;
        }
      });
  s.before = Object.assign(reported('before', s.before), { each: reported('before.each', s.before.each) });
  s.after = Object.assign(reported('after', s.after), { each: reported('after.each', s.after.each) });
  return s;
}
