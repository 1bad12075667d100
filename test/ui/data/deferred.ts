// Loads a test answers by hand: each call to `load` is recorded with its input and signal, and settles when the
// test says so.
export interface Asked<I, T> {
  input: I;
  signal: AbortSignal;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** A load whose calls wait for the test: `asked` lists them in order. */
export function handLoads<I, T>() {
  const asked: Asked<I, T>[] = [];
  const load = (input: I, signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      asked.push({ input, signal, resolve, reject });
    });
  return { asked, load };
}
