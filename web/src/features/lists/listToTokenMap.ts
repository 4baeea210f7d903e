import type { TokenList } from "@uniswap/token-lists";
import { Token, type TokenTag } from "@/sdk";

/** A chain's tokens of one list, by checksummed address. */
export type TokenAddressMap = { readonly [address: string]: Token };

const EMPTY: TokenAddressMap = {};
// A list document never changes once stored, so its maps are built once per (list, chain).
const cache = new WeakMap<TokenList, Map<number, TokenAddressMap>>();

function tagsOf(list: TokenList, tagIds: readonly string[] | undefined): TokenTag[] | undefined {
  if (!tagIds || !list.tags) return undefined;
  return tagIds.flatMap((id) => {
    const tag = list.tags?.[id];
    return tag ? [{ id, name: tag.name, description: tag.description }] : [];
  });
}

/**
 * The tokens of a list on one chain as sdk Tokens. Entries that cannot be a Token (bad checksum, decimals out of
 * range — possible in a list restored from storage) are skipped one by one; if the document itself is unusable,
 * the error is logged and the list shows empty ('Could not show token list due to error').
 */
export function listToTokenMap(list: TokenList | null | undefined, chainId: number): TokenAddressMap {
  if (!list) return EMPTY;
  let byChain = cache.get(list);
  const cached = byChain?.get(chainId);
  if (cached) return cached;
  let map: Record<string, Token> = {};
  try {
    for (const info of list.tokens) {
      if (info.chainId !== chainId) continue;
      try {
        const token = new Token(info.chainId, info.address, info.decimals, info.symbol, info.name, {
          logoURI: info.logoURI,
          tags: tagsOf(list, info.tags),
        });
        if (map[token.address]) throw new Error("Duplicate tokens.");
        map[token.address] = token;
      } catch (error) {
        if ((error as Error).message === "Duplicate tokens.") throw error;
        console.debug("Skipping token list entry", info, error);
      }
    }
  } catch (error) {
    console.error("Could not show token list due to error", error);
    map = {};
  }
  if (!byChain) {
    byChain = new Map();
    cache.set(list, byChain);
  }
  byChain.set(chainId, map);
  return map;
}
