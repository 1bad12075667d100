// Safe access to browser storage: undefined when absent (Node, tests) or blocked (private mode).

/** window.localStorage, or undefined when it cannot be used. */
export function local(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** window.sessionStorage, or undefined when it cannot be used. */
export function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Parses a stored JSON value; undefined when missing or corrupt. */
export function readJson<T>(storage: Storage | undefined, key: string): T | undefined {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}
