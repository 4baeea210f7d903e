/**
 * A token page's figures as the test computes them itself from the e2e node (the same reads as chainFigures): its
 * price by the chain's pricing rule, its reserves over all its pools, its traded amount in the last 24 h of block
 * time, and its pools.
 */
import { priceTokens, type NativePrice } from "../../../web/src/sdk/marketPricing";
import { rpc } from "../support/chain";
import { DAY, factoryPools, RULES, swapLogsOf, word } from "./chainFigures";

export interface TokenFigures {
  price?: NativePrice;
  liquidity: bigint;
  volume24h: bigint;
  pools: string[];
  /** The newest Swap log's transaction hash among the token's pools. */
  latestSwap?: string;
}

export async function tokenFigures(token: string): Promise<TokenFigures> {
  const address = token.toLowerCase();
  const head = await rpc().getBlock("latest");
  if (!head) throw new Error("no head block");
  const all = await factoryPools(head.number);
  const mine = all.filter((p) => p.token0 === address || p.token1 === address);
  const { logs, times } = await swapLogsOf(mine, head.number);
  let volume24h = 0n;
  for (const log of logs) {
    if (times.get(log.blockNumber)! < head.timestamp - DAY) continue;
    const isToken0 = mine.find((p) => p.address === log.address.toLowerCase())!.token0 === address;
    volume24h += isToken0 ? word(log.data, 0) + word(log.data, 2) : word(log.data, 1) + word(log.data, 3);
  }
  const last = logs.at(-1);
  return {
    price: priceTokens(all, RULES).get(address),
    liquidity: mine.reduce((sum, p) => sum + (p.token0 === address ? p.reserve0 : p.reserve1), 0n),
    volume24h,
    pools: mine.map((p) => p.address).sort(),
    latestSwap: last?.transactionHash.toLowerCase(),
  };
}

/** Native coins per whole token, as the chart draws it. */
export function priceNumber(price: NativePrice, decimals: number): number {
  return (Number(price.numerator) / Number(price.denominator)) * 10 ** (decimals - 18);
}
