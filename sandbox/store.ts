// Loads and saves the sandbox state file; writes are serialised and atomic (temp file + rename).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { STATE_VERSION, type State, seedState } from './state.ts';

export const DEFAULT_STATE_FILE = '.sandbox-state/state.json';

export interface Store {
  state: State;
  /** Persists the current state. */
  save(): Promise<void>;
  /** Restores the seed (keeping the server keys) and persists it. */
  reset(): Promise<void>;
}

/** Opens the state file, seeding it when missing, unreadable or of another version. */
export async function openStore(file = DEFAULT_STATE_FILE): Promise<Store> {
  let state: State;
  try {
    const loaded = JSON.parse(await readFile(file, 'utf8')) as State;
    // Another version's keys may be of another scheme: it starts afresh.
    state = loaded.version === STATE_VERSION ? loaded : seedState();
  } catch {
    state = seedState();
  }
  let chain: Promise<void> = Promise.resolve();
  let counter = 0;
  const store: Store = {
    state,
    save() {
      const text = JSON.stringify(store.state);
      const saving = chain
        .catch(() => undefined)
        .then(async () => {
          await mkdir(dirname(file), { recursive: true });
          const temp = `${file}.${process.pid}.${++counter}.tmp`;
          await writeFile(temp, text);
          await rename(temp, file);
        });
      // A caller that does not wait (a request answered before its save ends, say, and its folder removed since)
      // must not end the process: the failure is logged here, and a caller that waits still gets it.
      saving.catch((err: unknown) => console.warn(`[sandbox] state not saved: ${(err as Error).message}`));
      chain = saving;
      return saving;
    },
    async reset() {
      store.state = seedState(store.state.keys, store.state.linkKey);
      await store.save();
    },
  };
  // A state that cannot be written (its folder gone, a full disk) still serves from memory: save() has logged why,
  // and the next change tries again. Nothing waits on this first save's failure, so it must not reject.
  await store.save().catch(() => undefined);
  return store;
}
