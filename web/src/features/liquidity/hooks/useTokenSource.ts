import { useMemo } from "react";
import { useActiveChainId } from "../../../chain/useActiveChainId";
import { nativeOnChain, type Currency, type Token } from "../../../sdk";
import { useAllTokens, useToken } from "../../tokens";

/** Native-coin words accepted in URLs (spec §2): the chain's own native coin whichever of them is used. */
const NATIVE_WORDS = new Set(["ETH", "PEN", "PC", "OAS"]);

export function isNativeWord(id: string | undefined): boolean {
  return !!id && NATIVE_WORDS.has(id.toUpperCase());
}

/** Tokens the liquidity screens know on the active chain (selected list plus the user's tokens), by address. */
export function useKnownTokens(): Readonly<Record<string, Token>> {
  return useAllTokens(useActiveChainId());
}

/**
 * The currency of a URL id (spec §4 'Native currency selection'): the chain's native coin for a native word, else
 * the token at the address (listed, or read from the chain). undefined while loading or when it is no currency.
 */
export function useCurrencyFromId(id: string | undefined): Currency | undefined {
  const chainId = useActiveChainId();
  const native = isNativeWord(id);
  const token = useToken(chainId, native ? undefined : id);
  return useMemo(() => (native ? nativeOnChain(chainId) : (token ?? undefined)), [native, chainId, token]);
}
