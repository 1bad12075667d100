// Browser globals the client code expects, for Node: in-memory localStorage and sessionStorage.
class MemoryStorage implements Storage {
  #map = new Map<string, string>();
  get length() {
    return this.#map.size;
  }
  clear() {
    this.#map.clear();
  }
  getItem(k: string) {
    return this.#map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.#map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.#map.delete(k);
  }
  setItem(k: string, v: string) {
    this.#map.set(k, String(v));
  }
}

Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
