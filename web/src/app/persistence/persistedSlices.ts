import { sanitizeLists, LISTS_STATE_VERSION, type PersistedListsState } from "@/features/lists";
import { sanitizeTransactions, TRANSACTIONS_STATE_VERSION } from "@/features/transactions";
import { sanitizeUser, USER_STATE_VERSION } from "@/features/settings";
import { persistedSlice, type AnyPersistedSliceConfig } from "@/base/storage/storage";

/**
 * Slices kept across page loads (user, transactions, token lists). A slice listed here but not
 * (yet) in the root reducer is ignored. Bump a version when the stored shape changes incompatibly and
 * teach the sanitizer to read the older one.
 */
export const PERSISTED_SLICES: Record<string, AnyPersistedSliceConfig> = {
  user: persistedSlice({ version: USER_STATE_VERSION, sanitize: sanitizeUser }),
  transactions: persistedSlice({ version: TRANSACTIONS_STATE_VERSION, sanitize: sanitizeTransactions }),
  lists: persistedSlice<PersistedListsState>({ version: LISTS_STATE_VERSION, sanitize: sanitizeLists }),
};
