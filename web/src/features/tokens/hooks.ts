import { useMemo } from "react";
import { useAppDispatch } from "@/base/store";
import { useSingleCallResult } from "@/onchain/multicall";
import { nativeOnChain } from "@/sdk";
import type { Currency } from "@/sdk";
import { Token } from "@/sdk";
import { useTokenBalances as useTokenAmounts, BYTES32_TOKEN_INTERFACE, TEST_ERC20_INTERFACE, contractAt } from "@/onchain/hooks";
import { isNativeCurrencyId } from "@/networks";
import { isAddress } from "@/base/validation/address";
import { addSerializedToken, removeSerializedToken, type SerializedToken } from "../settings";
import { useDefaultTokenMap, useSelectedTokenMap, type TokenAddressMap } from "../lists";
import type { Bytes32Token, TestERC20 } from "../../../../typechain-types";
import { parseAddressQuery } from "./filtering";
import { parseStringOrBytes32 } from "./parseStringOrBytes32";
import { useUserAddedTokens } from "./userAddedTokens";

export { useUserAddedTokens };
import type { BalancesByAddress } from "./sorting";

function serializeToken(token: Token): SerializedToken {
  return { chainId: token.chainId, address: token.address, decimals: token.decimals, symbol: token.symbol, name: token.name };
}

/** Every token the app shows on a chain: the selected list's tokens plus the user's imported ones. */
export function useAllTokens(chainId: number): TokenAddressMap {
  const listTokens = useSelectedTokenMap(chainId);
  const userTokens = useUserAddedTokens(chainId);
  return useMemo(() => {
    if (userTokens.length === 0) return listTokens;
    const all: Record<string, Token> = { ...listTokens };
    for (const token of userTokens) all[token.address] ??= token;
    return all;
  }, [listTokens, userTokens]);
}

/** Known tokens for the imported-token warning: the chain's default list and the selected list. */
export function useKnownTokens(chainId: number): Token[] {
  const defaults = useDefaultTokenMap(chainId);
  const selected = useSelectedTokenMap(chainId);
  return useMemo(() => {
    const merged: Record<string, Token> = { ...defaults, ...selected };
    return Object.values(merged);
  }, [defaults, selected]);
}

export function useImportToken() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      add: (token: Token) => dispatch(addSerializedToken({ serializedToken: serializeToken(token) })),
      remove: (token: Token) => dispatch(removeSerializedToken({ chainId: token.chainId, address: token.address })),
    }),
    [dispatch],
  );
}

/**
 * A token by address: from the known tokens when listed, else read on chain (name, symbol, decimals; bytes32
 * name/symbol for old tokens). undefined while unknown or loading, null when the address is not a token.
 */
export function useToken(chainId: number, addressQuery: string | undefined): Token | undefined | null {
  const allTokens = useAllTokens(chainId);
  const address = addressQuery ? parseAddressQuery(addressQuery) : undefined;
  const known = address ? allTokens[address] : undefined;
  const contract = useMemo(
    () => (address && !known ? contractAt<TestERC20>(TEST_ERC20_INTERFACE, address) : undefined),
    [address, known],
  );
  const bytes32Contract = useMemo(
    () => (address && !known ? contractAt<Bytes32Token>(BYTES32_TOKEN_INTERFACE, address) : undefined),
    [address, known],
  );
  const name = useSingleCallResult(contract, "name");
  const nameBytes32 = useSingleCallResult(bytes32Contract, "name");
  const symbol = useSingleCallResult(contract, "symbol");
  const symbolBytes32 = useSingleCallResult(bytes32Contract, "symbol");
  const decimals = useSingleCallResult(contract, "decimals");

  return useMemo(() => {
    if (known) return known;
    if (!address) return undefined;
    if (decimals.loading || name.loading || symbol.loading) return undefined;
    const decimalsValue = decimals.value;
    if (decimalsValue === undefined || decimals.error) return null; // no decimals(): not an ERC-20 we can trade
    return new Token(
      chainId,
      address,
      Number(decimalsValue),
      parseStringOrBytes32(symbol.value, symbolBytes32.value, "UNKNOWN"),
      parseStringOrBytes32(name.value, nameBytes32.value, "Unknown Token"),
    );
  }, [known, address, chainId, decimals, name, nameBytes32, symbol, symbolBytes32]);
}

/** ERC-20 balances of an account for many tokens, by token address, in the shape the search sorts by. */
export function useTokenBalances(account: string | undefined, tokens: readonly Token[]): BalancesByAddress {
  const amounts = useTokenAmounts(account, tokens);
  return useMemo(() => {
    const balances: Record<string, { raw: bigint; decimals: number }> = {};
    for (const [address, amount] of Object.entries(amounts)) {
      if (amount) balances[address] = { raw: amount.quotient, decimals: amount.currency.decimals };
    }
    return balances;
  }, [amounts]);
}

/**
 * A currency id (URL, swap state) → a Currency on the chain ('Native currency selection'): the native coin
 * for a native word, else the token at that address (listed, imported, or read from the chain). undefined while
 * loading or when the id names no currency.
 */
export function useCurrency(chainId: number, currencyId: string | undefined): Currency | undefined {
  const isNative = isNativeCurrencyId(currencyId);
  const address = !isNative && currencyId ? isAddress(currencyId) || undefined : undefined;
  const token = useToken(chainId, address);
  return useMemo(() => (isNative ? nativeOnChain(chainId) : (token ?? undefined)), [isNative, chainId, token]);
}
