import { isRecord } from "@/base/storage/guards";

export const LISTS_STATE_VERSION = 1;

/** Per-list state; `current`/`pendingUpdate` hold a token list document. */
interface PersistedListEntry {
  current: unknown | null;
  pendingUpdate: unknown | null;
  loadingRequestId: string | null;
  error: string | null;
}

export interface PersistedListsState {
  byUrl: { [url: string]: PersistedListEntry };
  selectedListUrl?: string;
  [other: string]: unknown;
}

/** A token list document needs at least a name, a version and a token array to be usable. */
function isTokenListLike(value: unknown): boolean {
  if (!isRecord(value) || typeof value.name !== "string" || !Array.isArray(value.tokens)) return false;
  const version = value.version;
  return (
    isRecord(version) &&
    [version.major, version.minor, version.patch].every((part) => Number.isSafeInteger(part) && (part as number) >= 0)
  );
}

function kindOf(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

function sanitizeEntry(raw: unknown): PersistedListEntry | undefined {
  if (!isRecord(raw)) return undefined;
  return {
    current: isTokenListLike(raw.current) ? raw.current : null,
    pendingUpdate: isTokenListLike(raw.pendingUpdate) ? raw.pendingUpdate : null,
    // A request id from a previous page load can never complete: always reset.
    loadingRequestId: null,
    error: typeof raw.error === "string" ? raw.error : null,
  };
}

/**
 * Keeps every list entry that is an object (with invalid documents nulled so they are fetched again)
 * and re-adds the default lists; other top-level fields are kept when their kind matches the default.
 */
export function sanitizeLists<S extends PersistedListsState>(raw: unknown, defaults: S): S {
  if (!isRecord(raw)) return defaults;
  const byUrl: Record<string, PersistedListEntry> = { ...defaults.byUrl };
  if (isRecord(raw.byUrl)) {
    for (const [url, rawEntry] of Object.entries(raw.byUrl)) {
      const entry = sanitizeEntry(rawEntry);
      if (entry) byUrl[url] = entry;
    }
  }
  const result: Record<string, unknown> = { ...defaults, byUrl };
  for (const [key, defaultValue] of Object.entries(defaults)) {
    if (key === "byUrl" || key === "selectedListUrl") continue;
    if (key in raw && kindOf(raw[key]) === kindOf(defaultValue)) result[key] = raw[key];
  }
  if (typeof raw.selectedListUrl === "string" && raw.selectedListUrl in byUrl) result.selectedListUrl = raw.selectedListUrl;
  return result as S;
}
