import { nanoid, type Dispatch } from "@reduxjs/toolkit";
import type { TokenList } from "@uniswap/token-lists";
import type { ResolveENSContentHash } from "./getTokenList";
import { fetchTokenListFulfilled, fetchTokenListPending, fetchTokenListRejected } from "./listsSlice";

/**
 * Fetches one list and records each step in the lists slice (pending → fulfilled / rejected) under a fresh
 * request id, so that an older, slower answer can never overwrite a newer one. Rethrows the error for the
 * caller (the Manage Lists input shows it; the updater logs it).
 */
export async function fetchList(
  dispatch: Dispatch,
  url: string,
  resolveENS: ResolveENSContentHash,
  fetchImpl?: typeof fetch,
): Promise<TokenList> {
  const requestId = nanoid();
  dispatch(fetchTokenListPending({ url, requestId }));
  try {
    // Downloading and validating (the generated ajv validator, contenthash decoding) load on the first fetch,
    // after the first paint: the swap page renders without any list.
    const { getTokenList } = await import("./getTokenList");
    const tokenList = await getTokenList(url, resolveENS, fetchImpl);
    dispatch(fetchTokenListFulfilled({ url, requestId, tokenList }));
    return tokenList;
  } catch (error) {
    const errorMessage = error instanceof Error ? error.message : String(error);
    dispatch(fetchTokenListRejected({ url, requestId, errorMessage }));
    throw error;
  }
}
