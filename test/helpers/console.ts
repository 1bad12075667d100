// Expected warnings, captured by the test that causes them: a test whose point (or side effect) is a logged warning
// or error runs under `logged`, which keeps the console's warn and error lines for the test to assert on, so a
// green run prints nothing that reads like a failure.

/** The warn and error lines written while `fn` ran (each line's arguments joined by spaces); nothing is printed. */
export async function logged(fn: () => unknown): Promise<string[]> {
  const lines: string[] = [];
  const { warn, error } = console;
  const keep = (...args: unknown[]) => {
    lines.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '));
  };
  console.warn = keep;
  console.error = keep;
  try {
    await fn();
  } finally {
    console.warn = warn;
    console.error = error;
  }
  return lines;
}
