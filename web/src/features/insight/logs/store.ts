import { createStore, del, get, keys, set } from "idb-keyval";

/** The key-value operations the log cache needs; IndexedDB in the browser, a Map in unit tests. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

let idbStore: KeyValueStore | undefined;

/** PenSwap's own IndexedDB database (not idb-keyval's shared default), so clearing it touches nothing else. */
export function indexedDbStore(): KeyValueStore {
  if (!idbStore) {
    const custom = createStore("penswap-insight", "logs");
    idbStore = {
      get: (key) => get(key, custom),
      set: (key, value) => set(key, value, custom),
      del: (key) => del(key, custom),
      keys: async () => (await keys(custom)).map(String),
    };
  }
  return idbStore;
}

export function memoryStore(): KeyValueStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async (key) => structuredClone(map.get(key)),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    keys: async () => [...map.keys()],
  };
}
