import { useActiveChainId } from "@/onchain/useActiveChainId";
import type { Currency, Token } from "@/sdk";
import { useAllTokens, useCurrency } from "../../tokens";

/** Tokens the liquidity screens know on the active chain (selected list plus the user's tokens), by address. */
export function useKnownTokens(): Readonly<Record<string, Token>> {
  return useAllTokens(useActiveChainId());
}

/** The currency of a URL id (/add/{a}/{b}, /remove/{a}/{b}) on the active chain. */
export function useCurrencyFromId(id: string | undefined): Currency | undefined {
  return useCurrency(useActiveChainId(), id);
}
