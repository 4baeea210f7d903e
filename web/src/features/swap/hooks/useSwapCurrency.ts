import { useMemo } from "react";
import { isAddress } from "../../../app/validation/address";
import { nativeOnChain, type Currency } from "../../../sdk";
import { useToken } from "../../tokens";
import { NATIVE_CURRENCY_IDS } from "../parseSwapQuery";

/** Spec §4: PEN, PC, OAS (and ETH) all name the active chain's native coin; anything else is a token address. */
export function isNativeCurrencyId(currencyId: string | undefined): boolean {
  return currencyId !== undefined && (NATIVE_CURRENCY_IDS as readonly string[]).includes(currencyId.toUpperCase());
}

/**
 * A currency id of the swap state → a Currency on the active chain: the native coin, or the token at that address
 * (from the token lists, the user's imported tokens, or read from the chain). Unknown ids are undefined, and the
 * side shows 'Select a token'.
 */
export function useSwapCurrency(chainId: number, currencyId: string | undefined): Currency | undefined {
  const isNative = isNativeCurrencyId(currencyId);
  const address = !isNative && currencyId ? isAddress(currencyId) || undefined : undefined;
  const token = useToken(chainId, address);
  return useMemo(() => (isNative ? nativeOnChain(chainId) : (token ?? undefined)), [isNative, chainId, token]);
}
