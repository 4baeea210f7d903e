import { useMemo } from "react";
import { getDeployment } from "../../../chains";
import { useAppSelector } from "../../../app/hooks";
import { isAddress } from "../../../app/validation/address";
import { nativeOnChain, Token, type Currency } from "../../../sdk";
import { NATIVE_CURRENCY_IDS } from "../parseSwapQuery";

/**
 * A currency id of the swap state → a Currency on the active chain: a native word (spec §4: PEN, PC, OAS, ETH
 * all mean the chain's native coin) or the address of a deployed or user-imported token. Unknown ids are
 * undefined (the side shows 'Select a token').
 */
export function resolveCurrency(
  chainId: number,
  currencyId: string | undefined,
  importedTokens: Record<string, { address: string; decimals: number; symbol?: string; name?: string }> | undefined,
): Currency | undefined {
  if (!currencyId) return undefined;
  if ((NATIVE_CURRENCY_IDS as readonly string[]).includes(currencyId.toUpperCase())) return nativeOnChain(chainId);
  const address = isAddress(currencyId);
  if (!address) return undefined;
  const deployment = getDeployment(chainId);
  const wrapped = nativeOnChain(chainId);
  try {
    if (wrapped.wrapped.address === address) return wrapped.wrapped;
  } catch {
    // no wrapped token registered on this chain
  }
  const deployed = deployment?.tokens.find((t) => t.address === address);
  if (deployed) return new Token(chainId, address, deployed.decimals, deployed.symbol, deployed.name);
  const imported = importedTokens?.[address];
  if (imported) return new Token(chainId, address, imported.decimals, imported.symbol, imported.name);
  return undefined;
}

/** Token instances are cached per chain+address so memoised trades and pairs stay stable across renders. */
const cache = new Map<string, Currency | undefined>();

export function useSwapCurrency(chainId: number, currencyId: string | undefined): Currency | undefined {
  const imported = useAppSelector((state) => state.user.tokens[chainId]);
  return useMemo(() => {
    const key = `${chainId}:${currencyId}:${imported ? Object.keys(imported).length : 0}`;
    if (!cache.has(key)) cache.set(key, resolveCurrency(chainId, currencyId, imported));
    return cache.get(key);
  }, [chainId, currencyId, imported]);
}
