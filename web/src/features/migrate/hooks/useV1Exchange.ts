import { useMemo } from "react";
import { useContracts, useNativeBalances, useTokenBalances } from "@/onchain/hooks";
import { useSingleCallResult } from "@/onchain/multicall";
import { CurrencyAmount, parseAddress, type Token } from "@/sdk";
import { useToken } from "../../tokens";
import { v1PositionAmounts, type NativeTokenReserves } from "../logic/v1Position";
import { nonZeroAddress, v1ExchangeContract, v1LiquidityToken } from "./v1Contracts";

export interface V1ExchangeState {
  /** 'invalid': not an exchange of this chain's V1 factory (the page redirects to /migrate/v1). */
  status: "loading" | "invalid" | "ready";
  token?: Token;
  liquidityToken?: Token;
  /** The account's pool tokens. */
  liquidity?: CurrencyAmount<Token>;
  totalSupply?: bigint;
  /** The exchange's reserves: its native balance and its token balance. */
  reserves?: NativeTokenReserves;
  /** The account's share of the reserves (what removeLiquidity returns). */
  position?: NativeTokenReserves;
}

/**
 * One V1 exchange and the account's position in it (tokenAddress on the exchange, getExchange on the
 * factory to check it is genuine; totalSupply and balanceOf on the exchange; reserves as the exchange's native
 * balance and token balance). All reads are multicall reads refreshed every block.
 */
export function useV1Exchange(exchangeAddress: string | undefined, account: string | undefined): V1ExchangeState {
  const { v1Factory, chainId } = useContracts();
  const address = useMemo(() => parseAddress(exchangeAddress), [exchangeAddress]);
  const exchange = useMemo(() => v1ExchangeContract(address), [address]);
  const tokenAddressCall = useSingleCallResult(exchange, "tokenAddress");
  const tokenAddress = nonZeroAddress(tokenAddressCall.value);
  const factoryCall = useSingleCallResult(v1Factory, "getExchange", useMemo(() => [tokenAddress], [tokenAddress]));
  const registered = nonZeroAddress(factoryCall.value);
  const token = useToken(chainId, tokenAddress);

  const supplyCall = useSingleCallResult(exchange, "totalSupply");
  const balanceCall = useSingleCallResult(exchange, "balanceOf", useMemo(() => [account], [account]));
  const exchangeAccounts = useMemo(() => [address], [address]);
  const nativeReserve = useNativeBalances(exchangeAccounts)[address ?? ""];
  const tokenList = useMemo(() => (token ? [token] : []), [token]);
  const tokenReserve = useTokenBalances(address, tokenList)[token?.address ?? ""];

  return useMemo((): V1ExchangeState => {
    if (!exchange || !address || !v1Factory) return { status: "invalid" };
    if (tokenAddressCall.error || (!tokenAddressCall.loading && tokenAddressCall.value !== undefined && !tokenAddress)) return { status: "invalid" };
    if (factoryCall.error || (registered && registered !== address)) return { status: "invalid" };
    if (token === null) return { status: "invalid" };
    if (!tokenAddress || !registered || !token) return { status: "loading" };
    const liquidityToken = v1LiquidityToken(chainId, address);
    const totalSupply = supplyCall.value;
    const rawBalance = balanceCall.value;
    const liquidity = rawBalance !== undefined ? CurrencyAmount.fromRawAmount(liquidityToken, rawBalance) : undefined;
    const reserves = nativeReserve && tokenReserve ? { native: nativeReserve.quotient, token: tokenReserve.quotient } : undefined;
    const position = reserves && liquidity && totalSupply !== undefined ? v1PositionAmounts(liquidity.quotient, totalSupply, reserves) : undefined;
    return { status: "ready", token, liquidityToken, liquidity, totalSupply, reserves, position };
  }, [exchange, address, v1Factory, tokenAddressCall, tokenAddress, factoryCall, registered, token, chainId, supplyCall, balanceCall, nativeReserve, tokenReserve]);
}
