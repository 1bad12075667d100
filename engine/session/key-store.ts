// Keeps one non-extractable WebCrypto AES-GCM key in IndexedDB (structured clone keeps it non-extractable).

export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
}

const DB = 'mc-keys';
const STORE = 'keys';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function run<T>(mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const req = act(db.transaction(STORE, mode).objectStore(STORE));
        req.onsuccess = () => {
          resolve(req.result as T);
          db.close();
        };
        req.onerror = () => {
          reject(req.error);
          db.close();
        };
      }),
  );
}

/** The IndexedDB key store, one key per `id`. */
export function idbKeyStore(id: string): KeyStore {
  return {
    get: () => run<CryptoKey | undefined>('readonly', (s) => s.get(id)),
    put: (key) => run<void>('readwrite', (s) => s.put(key, id)),
  };
}

/** An in-memory key store (tests, or browsers without IndexedDB for the page's lifetime). */
export function memoryKeyStore(): KeyStore {
  let key: CryptoKey | undefined;
  return {
    get: async () => key,
    put: async (k) => {
      key = k;
    },
  };
}

/** The stored key, created (non-extractable, AES-GCM 256) on first use. */
export async function ensureKey(store: KeyStore): Promise<CryptoKey> {
  const existing = await store.get();
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await store.put(key);
  return key;
}
