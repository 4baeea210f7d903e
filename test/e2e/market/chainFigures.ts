/**
 * The Explore page's figures as the test computes them itself, straight from the e2e node: the factory's pairs and
 * reserves, every Swap log of those pairs and the block times, priced with the chain's rule (10 PEN of depth, BARK
 * whitelisted, as the chain table sets them for 555555).
 */
import { Contract, id, type Log } from "ethers";
import { poolLiquidityInNative, priceTokens, valueInNative, type NativePrice, type PricingPool } from "../../../web/src/sdk/marketPricing";
import { deployment, rpc as chainRpc, tokenAddress } from "../support/chain";

const FACTORY_ABI = ["function allPairsLength() view returns (uint256)", "function allPairs(uint256) view returns (address)"];
const PAIR_ABI = ["function token0() view returns (address)", "function token1() view returns (address)", "function getReserves() view returns (uint112,uint112,uint32)"];
const SWAP = id("Swap(address,uint256,uint256,uint256,uint256,address)");
export const DAY = 24 * 60 * 60;
const BARK = tokenAddress("BARK");
export const RULES = { wrappedNative: deployment().contracts.wrappedNative, minNativeLiquidity: 10n * 10n ** 18n, whitelist: [BARK] };

export interface PoolFigures {
  address: string;
  token0: string;
  token1: string;
  liquidityNative?: bigint;
  swaps24h: number;
  volume24hNative?: bigint;
}

export const word = (data: string, i: number) => BigInt(`0x${data.slice(2 + i * 64, 2 + (i + 1) * 64)}`);

/** Mean of both sides' native values when both are priced, else the priced side, else none. */
function volumeValue(v0: bigint, v1: bigint, p0: NativePrice | undefined, p1: NativePrice | undefined): bigint | undefined {
  const a = p0 && valueInNative(v0, p0);
  const b = p1 && valueInNative(v1, p1);
  if (a !== undefined && b !== undefined) return (a + b) / 2n;
  return a ?? b;
}

/** The factory's pairs with their reserves at `blockTag` (lowercase addresses). */
export async function factoryPools(blockTag: number): Promise<PricingPool[]> {
  const rpc = chainRpc();
  const factory = new Contract(deployment().contracts.factory, FACTORY_ABI, rpc);
  const count = Number(await factory.allPairsLength({ blockTag }));
  const pools: PricingPool[] = [];
  for (let i = 0; i < count; i++) {
    const address = ((await factory.allPairs(i, { blockTag })) as string).toLowerCase();
    const pair = new Contract(address, PAIR_ABI, rpc);
    const [token0, token1, reserves] = await Promise.all([pair.token0(), pair.token1(), pair.getReserves({ blockTag })]);
    pools.push({ address, token0: token0.toLowerCase(), token1: token1.toLowerCase(), reserve0: reserves[0], reserve1: reserves[1] });
  }
  return pools;
}

/** Every Swap log of `pools` up to `head`, with the times of their blocks. */
export async function swapLogsOf(pools: readonly PricingPool[], head: number): Promise<{ logs: Log[]; times: Map<number, number> }> {
  const rpc = chainRpc();
  const addresses = new Set(pools.map((p) => p.address));
  const logs = (await rpc.getLogs({ fromBlock: 0, toBlock: head, topics: [SWAP] })).filter((l) => addresses.has(l.address.toLowerCase()));
  const times = new Map<number, number>();
  for (const block of new Set(logs.map((l) => l.blockNumber))) times.set(block, (await rpc.getBlock(block))!.timestamp);
  return { logs, times };
}

export async function chainFigures(): Promise<{ head: number; pools: PoolFigures[] }> {
  const head = await chainRpc().getBlock("latest");
  if (!head) throw new Error("no head block");
  const pools = await factoryPools(head.number);
  const { logs, times } = await swapLogsOf(pools, head.number);
  const prices = priceTokens(pools, RULES);
  return {
    head: head.number,
    pools: pools.map((p) => {
      let v0 = 0n;
      let v1 = 0n;
      let swaps = 0;
      for (const log of logs) {
        if (log.address.toLowerCase() !== p.address || times.get(log.blockNumber)! < head.timestamp - DAY) continue;
        v0 += word(log.data, 0) + word(log.data, 2);
        v1 += word(log.data, 1) + word(log.data, 3);
        swaps++;
      }
      return {
        address: p.address,
        token0: p.token0,
        token1: p.token1,
        liquidityNative: poolLiquidityInNative(p, prices),
        swaps24h: swaps,
        volume24hNative: volumeValue(v0, v1, prices.get(p.token0), prices.get(p.token1)),
      };
    }),
  };
}
