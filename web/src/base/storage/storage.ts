/**
 * Versioned slice persistence in localStorage. Each slice is stored under its own key as
 * `{ version, state }`. Reading never throws: unreadable JSON, a wrong shape or a newer version
 * gives undefined (the slice starts from its defaults); older versions go through the sanitizer,
 * which keeps the valid parts.
 */

const STORAGE_PREFIX = "penswap.";

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Returns the slice state to use, built from `raw` and the slice's `defaults`. */
type Sanitizer<S> = (raw: unknown, defaults: S, storedVersion: number) => S;

export interface PersistedSliceConfig<S = unknown> {
  version: number;
  sanitize: Sanitizer<S>;
}

/** A slice config with its state type erased, so configs of different slices fit one table. */
export type AnyPersistedSliceConfig = PersistedSliceConfig<unknown>;

export function persistedSlice<S>(config: PersistedSliceConfig<S>): AnyPersistedSliceConfig {
  // Safe: the store only ever passes a slice's own defaults (and stored data) to its own sanitizer.
  return config as unknown as AnyPersistedSliceConfig;
}

export function storageKey(sliceName: string): string {
  return `${STORAGE_PREFIX}${sliceName}`;
}

/** Parses the stored envelope. Legacy data without an envelope is treated as version 0. */
export function parseEnvelope(text: string | null): { version: number; state: unknown } | undefined {
  if (text === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
  const envelope = parsed as { version?: unknown; state?: unknown };
  if (Number.isSafeInteger(envelope.version) && "state" in envelope) {
    return { version: envelope.version as number, state: envelope.state };
  }
  return { version: 0, state: parsed };
}

export function loadSlice<S>(
  storage: KeyValueStorage,
  sliceName: string,
  config: PersistedSliceConfig<S>,
  defaults: S,
): S | undefined {
  let text: string | null;
  try {
    text = storage.getItem(storageKey(sliceName));
  } catch {
    return undefined; // storage disabled (privacy mode) or access denied
  }
  const envelope = parseEnvelope(text);
  // Data from a newer app version may mean anything: do not guess.
  if (!envelope || envelope.version > config.version) return undefined;
  try {
    return config.sanitize(envelope.state, defaults, envelope.version);
  } catch {
    return undefined; // a sanitizer bug must not take the app down
  }
}

export function saveSlice(storage: KeyValueStorage, sliceName: string, version: number, state: unknown): void {
  try {
    storage.setItem(storageKey(sliceName), JSON.stringify({ version, state }));
  } catch {
    // Quota exceeded or storage disabled: persistence is best effort.
  }
}

/** window.localStorage when it is usable, else an in-memory stand-in. */
export function browserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    const probe = `${STORAGE_PREFIX}probe`;
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
