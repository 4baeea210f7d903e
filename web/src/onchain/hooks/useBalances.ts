import { useMemo } from "react";
import { CurrencyAmount, nativeOnChain, parseAddress, type Currency, type Token } from "@/sdk";
import { useMultipleContractSingleData, useSingleContractMultipleData } from "../multicall";
import { ERC20_READS } from "./interfaces";
import { useContracts } from "./useContracts";

/** Native coin balances (PEN, PC, OAS, ETH) through Multicall.getEthBalance, keyed by account. */
export function useNativeBalances(accounts?: (string | undefined)[]): Record<string, CurrencyAmount<Currency> | undefined> {
  const { multicall, chainId } = useContracts();
  const valid = useMemo(() => (accounts ?? []).filter((a): a is string => parseAddress(a) !== undefined), [accounts]);
  const inputs = useMemo(() => valid.map((a) => [a]), [valid]);
  const results = useSingleContractMultipleData(multicall, "getEthBalance", inputs);
  return useMemo(() => {
    const out: Record<string, CurrencyAmount<Currency> | undefined> = {};
    valid.forEach((account, i) => {
      const value = results[i]?.value;
      if (value !== undefined) out[account] = CurrencyAmount.fromRawAmount(nativeOnChain(chainId), value);
    });
    return out;
  }, [valid, results, chainId]);
}

/** ERC-20 balances of one account for many tokens, one balanceOf each in the block's multicall; keyed by address. */
export function useTokenBalances(account?: string, tokens?: readonly (Token | undefined)[]): Record<string, CurrencyAmount<Token> | undefined> {
  const valid = useMemo(() => (tokens ?? []).filter((t): t is Token => !!t?.isToken), [tokens]);
  const addresses = useMemo(() => valid.map((t) => t.address), [valid]);
  const owner = parseAddress(account) ? account : undefined;
  const results = useMultipleContractSingleData(owner ? addresses : [], ERC20_READS, "balanceOf", [owner]);
  return useMemo(() => {
    const out: Record<string, CurrencyAmount<Token> | undefined> = {};
    if (!owner) return out;
    valid.forEach((token, i) => {
      const value = results[i]?.value;
      out[token.address] = value !== undefined ? CurrencyAmount.fromRawAmount(token, value) : undefined;
    });
    return out;
  }, [owner, valid, results]);
}

/** Balances of one account in any currencies (native or token), in the order given. */
export function useCurrencyBalances(account?: string, currencies?: (Currency | undefined)[]): (CurrencyAmount<Currency> | undefined)[] {
  const tokens = useMemo(() => (currencies ?? []).filter((c): c is Token => !!c?.isToken), [currencies]);
  const tokenBalances = useTokenBalances(account, tokens);
  const containsNative = useMemo(() => (currencies ?? []).some((c) => c?.isNative), [currencies]);
  const accounts = useMemo(() => (containsNative ? [account] : []), [containsNative, account]);
  const nativeBalances = useNativeBalances(accounts);
  return useMemo(
    () =>
      (currencies ?? []).map((currency) => {
        if (!account || !currency) return undefined;
        if (currency.isToken) return tokenBalances[currency.address];
        return nativeBalances[account];
      }),
    [account, currencies, tokenBalances, nativeBalances],
  );
}

export function useCurrencyBalance(account?: string, currency?: Currency): CurrencyAmount<Currency> | undefined {
  const currencies = useMemo(() => [currency], [currency]);
  return useCurrencyBalances(account, currencies)[0];
}
