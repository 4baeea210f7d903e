import { useMemo } from "react";
import { useContracts } from "@/onchain/hooks";
import { V1_EXCHANGE_READS } from "@/onchain/hooks";
import { useMultipleContractSingleData, useSingleContractMultipleData } from "@/onchain/multicall";
import { CurrencyAmount, type Token } from "@/sdk";
import { useAllTokens } from "../../tokens";
import { nonZeroAddress, v1LiquidityToken } from "./v1Contracts";

export interface V1PositionSummary {
  token: Token;
  exchange: string;
  liquidity: CurrencyAmount<Token>;
}

/**
 * The account's V1 positions (/migrate/v1): the V1 exchange of every token in the active lists and the
 * saved tokens (V1 factory getExchange), then the account's pool-token balance in each; both rounds are plain
 * multicall reads, so all balances go out in the block's one batch.
 */
export function useV1Positions(account: string | undefined): { loading: boolean; positions: V1PositionSummary[] } {
  const { v1Factory, chainId } = useContracts();
  const allTokens = useAllTokens(chainId);
  const tokens = useMemo(() => (account ? Object.values(allTokens) : []), [account, allTokens]);
  const exchangeInputs = useMemo(() => tokens.map((t) => [t.address]), [tokens]);
  const exchangeResults = useSingleContractMultipleData(v1Factory, "getExchange", exchangeInputs);

  const withExchange = useMemo(
    () =>
      tokens.flatMap((token, i) => {
        const exchange = nonZeroAddress(exchangeResults[i]?.value);
        return exchange ? [{ token, exchange }] : [];
      }),
    [tokens, exchangeResults],
  );
  const exchangeAddresses = useMemo(() => withExchange.map((e) => e.exchange), [withExchange]);
  const balanceInputs = useMemo(() => [account], [account]);
  const balances = useMultipleContractSingleData(exchangeAddresses, V1_EXCHANGE_READS, "balanceOf", balanceInputs);

  return useMemo(() => {
    const loading = exchangeResults.some((r) => r.loading) || balances.some((r) => r.loading);
    const positions = withExchange.flatMap(({ token, exchange }, i) => {
      const raw = balances[i]?.value;
      if (raw === undefined || raw === 0n) return [];
      return [{ token, exchange, liquidity: CurrencyAmount.fromRawAmount(v1LiquidityToken(chainId, exchange), raw) }];
    });
    return { loading: !!v1Factory && loading, positions };
  }, [exchangeResults, balances, withExchange, chainId, v1Factory]);
}
