import { useMemo } from "react";
import { useMultipleContractSingleData, useSingleContractMultipleData } from "@/onchain/multicall";
import { ERC20_READS, useContracts } from "@/onchain/hooks";
import { CurrencyAmount, MockV1Pair, TradeType, v1Trade, type Currency, type Token, type Trade } from "@/sdk";

const ZERO = "0x0000000000000000000000000000000000000000";

/**
 * V1 exchanges of the trade's tokens (V1 factory getExchange) with their reserves: the exchange's native balance
 * (Multicall.getEthBalance) and its token balance (balanceOf), all read by multicall.
 */
export function useV1Exchanges(inputCurrency?: Currency, outputCurrency?: Currency, enabled = true) {
  const { v1Factory, multicall } = useContracts();
  const tokens = useMemo(
    () => (enabled ? [inputCurrency, outputCurrency].filter((c): c is Token => !!c?.isToken) : []),
    [enabled, inputCurrency, outputCurrency],
  );
  const exchangeResults = useSingleContractMultipleData(v1Factory, "getExchange", tokens.map((t) => [t.address]));
  const exchanges = useMemo(
    () =>
      tokens.map((_, i) => {
        const address = exchangeResults[i]?.value;
        return address && address !== ZERO ? address : undefined;
      }),
    [tokens, exchangeResults],
  );
  const nativeReserves = useSingleContractMultipleData(
    multicall,
    "getEthBalance",
    exchanges.map((e) => (e ? [e] : undefined)),
  );
  // balanceOf(exchange) of each token: one call per token, so one multi-contract read per token.
  const tokenReserveA = useMultipleContractSingleData([tokens[0]?.address], ERC20_READS, "balanceOf", [exchanges[0]]);
  const tokenReserveB = useMultipleContractSingleData([tokens[1]?.address], ERC20_READS, "balanceOf", [exchanges[1]]);

  return useMemo(() => {
    const byToken: Record<string, { exchange: string; pair: MockV1Pair }> = {};
    tokens.forEach((token, i) => {
      const exchange = exchanges[i];
      const nativeReserve = nativeReserves[i]?.value;
      const tokenReserve = (i === 0 ? tokenReserveA : tokenReserveB)[0]?.value;
      if (!exchange || nativeReserve === undefined || tokenReserve === undefined) return;
      byToken[token.address.toLowerCase()] = {
        exchange,
        pair: new MockV1Pair(nativeReserve, CurrencyAmount.fromRawAmount(token, tokenReserve)),
      };
    });
    return byToken;
  }, [tokens, exchanges, nativeReserves, tokenReserveA, tokenReserveB]);
}

/** The V1 trade for use=v1 (undefined without exchanges or liquidity). */
export function computeV1Trade(
  exchanges: Record<string, { pair: MockV1Pair }>,
  inputCurrency: Currency | undefined,
  outputCurrency: Currency | undefined,
  parsedAmount: CurrencyAmount | undefined,
  isExactIn: boolean,
): Trade | undefined {
  if (!inputCurrency || !outputCurrency || !parsedAmount || (inputCurrency.isNative && outputCurrency.isNative)) return undefined;
  const lookup = (c: Currency) => (c.isToken ? exchanges[c.address.toLowerCase()]?.pair : undefined);
  try {
    return v1Trade(
      inputCurrency,
      outputCurrency,
      { input: lookup(inputCurrency), output: lookup(outputCurrency) },
      parsedAmount,
      isExactIn ? TradeType.EXACT_INPUT : TradeType.EXACT_OUTPUT,
    );
  } catch {
    return undefined;
  }
}
