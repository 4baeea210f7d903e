/**
 * A busy market seeded fast, for benchmarks: pools and up to 100,000 swaps on a deployed local Hardhat node in a few
 * hundred transactions. contracts/bench/SwapBatcher.sol trades the canonical pairs directly (the input transferred in,
 * then pair.swap), so every Swap and Sync is a real pair's and a reader sees ordinary pools. One batch of swaps is one
 * block; the blocks are spread evenly over the window. No empty blocks are mined between them: the node's
 * hardhat_mine makes blocks whose parentHash is zero, which a reader that checks the chain's links (Ponder's realtime
 * sync) refuses, so a window holds a few hundred crowded blocks rather than a real chain's tens of thousands.
 *
 * The chain's own deployment (deployments/<id>.json) is left as it was: the batcher and its tokens come from
 * `accounts[0]`, which must be an unlocked account the deploy script never used.
 */
import { getAddress, getCreateAddress, Interface, parseUnits } from "ethers";
import { BlockMiner, headOf, type Rpc } from "../../scripts/lib/market/blockMiner";
import type { DeploymentRecord } from "../../scripts/lib/deploymentRecord";
import { seededRandom } from "../../scripts/lib/market/seededRandom";
import { SwapBatcher__factory } from "../../typechain-types";

export interface BulkMarketOptions {
  /** Pools the market has in all, the deployment's own included (new pools make up the difference). */
  pools: number;
  swaps: number;
  /** Seconds of block time the swaps are spread over, ending at the head. */
  windowSeconds: number;
  /** Unlocked accounts: [0] deploys the batcher and sends its transactions; all of them receive what swaps buy. */
  accounts: string[];
  /** Swaps per transaction (one block); default 120 (under the 16.7 M gas cap of a transaction). */
  swapsPerTx?: number;
  /** Seed of the swaps' choices (pool, direction, size, recipient), so a run is repeatable. */
  seed?: number;
  /**
   * Empty blocks mined after the last swap, one second apart (default 0). A reader that treats the chain's last blocks
   * as not yet final reads those one block at a time: a real chain's last blocks hold a few swaps each, these crowded
   * blocks hold a hundred, so without them that slow path would take most of the market.
   */
  settleBlocks?: number;
}

export interface BulkMarket {
  /** The new pools, which the swaps trade (checksummed); the deployment's own pools are left as they were. */
  pairs: string[];
  swaps: number;
  transactions: number;
  /** Head block after seeding, and its time. */
  head: number;
  headTime: number;
  /** The block of the first swap. */
  firstSwapBlock: number;
}

const BATCHER = SwapBatcher__factory.createInterface();
const PAIR_TOKENS = ["function token0() view returns (address)", "function token1() view returns (address)"];
// The node caps a transaction at 2^24 gas (EIP-7825).
const TX_GAS = 16_700_000n;
const TOKENS_PER_TX = 10;
const POOLS_PER_TX = 5;

const whole = (n: number) => parseUnits(String(n), 18);

/** The new pools: each new token with a wrapped-native pool (so it has a price), then pools between the tokens. */
function poolPlan(wanted: number): { tokenCount: number; pools: Array<{ a: number | "wrapped"; b: number; amountA: bigint; amountB: bigint }> } {
  let n = wanted > 0 ? 2 : 0;
  while (n > 0 && n + (n * (n - 1)) / 2 < wanted) n++;
  const pools: Array<{ a: number | "wrapped"; b: number; amountA: bigint; amountB: bigint }> = [];
  for (let i = 0; i < n && pools.length < wanted; i++) pools.push({ a: "wrapped", b: i, amountA: whole(50 + i), amountB: whole((50 + i) * (20 + 7 * i)) });
  for (let i = 0; i < n && pools.length < wanted; i++) {
    for (let j = i + 1; j < n && pools.length < wanted; j++) pools.push({ a: i, b: j, amountA: whole(100_000), amountB: whole(100_000 * (1 + ((i + j) % 5))) });
  }
  return { tokenCount: n, pools };
}

/** Seeds the market on the node behind `rpc` (automine is paused while seeding and turned back on after). */
export async function seedBulkMarket(rpc: Rpc, deployment: DeploymentRecord, options: BulkMarketOptions, log: (s: string) => void = () => undefined): Promise<BulkMarket> {
  const { accounts, swaps } = options;
  const owner = accounts[0];
  const swapsPerTx = options.swapsPerTx ?? 120;
  const { factory, wrappedNative } = deployment.contracts;
  const miner = new BlockMiner(rpc);
  await miner.pause();
  try {
    const nonce = Number(await rpc.call<string>("eth_getTransactionCount", [owner, "pending"]));
    const batcher = getCreateAddress({ from: owner, nonce });
    await miner.mine([{ from: owner, data: SwapBatcher__factory.bytecode, gas: 3_000_000n }]);

    const plan = poolPlan(Math.max(0, options.pools - deployment.pairs.length));
    // A contract's first CREATE has nonce 1.
    const tokens = Array.from({ length: plan.tokenCount }, (_, i) => getCreateAddress({ from: batcher, nonce: 1 + i }));
    log(`${plan.tokenCount} tokens, ${plan.pools.length} new pools`);
    for (let i = 0; i < plan.tokenCount; i += TOKENS_PER_TX) {
      const batch = tokens.slice(i, i + TOKENS_PER_TX).map((_, k) => ({ name: `Bulk token ${i + k + 1}`, symbol: `B${String(i + k + 1).padStart(3, "0")}`, supply: whole(1_000_000_000) }));
      await miner.mine([{ from: owner, to: batcher, data: BATCHER.encodeFunctionData("createTokens", [batch]), gas: TX_GAS }]);
    }
    // The pools' wrapped native coin, and as much again to sell: swaps that buy it pay it back to the batcher.
    const wrappedNeeded = plan.pools.reduce((sum, p) => (p.a === "wrapped" ? sum + p.amountA : sum), 0n);
    if (wrappedNeeded > 0n) await miner.mine([{ from: owner, to: batcher, data: BATCHER.encodeFunctionData("wrap", [wrappedNative]), value: wrappedNeeded * 2n, gas: 200_000n }]);
    const newPools = plan.pools.map((p) => ({ tokenA: p.a === "wrapped" ? wrappedNative : tokens[p.a], tokenB: tokens[p.b], amountA: p.amountA, amountB: p.amountB }));
    for (let i = 0; i < newPools.length; i += POOLS_PER_TX) {
      await miner.mine([{ from: owner, to: batcher, data: BATCHER.encodeFunctionData("addPools", [factory, newPools.slice(i, i + POOLS_PER_TX), owner]), gas: TX_GAS }]);
      if ((i / POOLS_PER_TX) % 10 === 9) log(`${Math.min(i + POOLS_PER_TX, newPools.length)}/${newPools.length} pools`);
    }

    // Traded: the new pools only (the deployment's own pools hold odd tokens, e.g. fee-on-transfer, that the batcher lacks).
    const pairs = await newPairAddresses(rpc, factory, newPools.length);
    const wrappedSide = await wrappedSides(rpc, pairs, wrappedNative);
    const next = seededRandom(options.seed ?? 36);
    const txCount = Math.ceil(swaps / swapsPerTx);
    const start = (await headOf(rpc)).timestamp + 1;
    const step = txCount > 1 ? options.windowSeconds / (txCount - 1) : 0;
    log(`${swaps} swaps in ${txCount} transactions over ${options.windowSeconds} s`);
    let made = 0;
    let firstSwapBlock = 0;
    let lastTime = start - 1;
    for (let t = 0; t < txCount; t++) {
      const time = Math.round(start + t * step);
      const batch = [];
      for (let k = 0; k < swapsPerTx && made < swaps; k++, made++) {
        const p = Math.floor(next() * pairs.length);
        const zeroForOne = next() < 0.5;
        const partsPerMillion = 500 + Math.floor(next() * 4500);
        const buysWrapped = wrappedSide[p] === (zeroForOne ? 1 : 0);
        const to = buysWrapped ? batcher : accounts[Math.floor(next() * accounts.length)];
        batch.push({ pair: pairs[p], zeroForOne, partsPerMillion, to });
      }
      await miner.mine([{ from: owner, to: batcher, data: BATCHER.encodeFunctionData("swap", [batch]), gas: TX_GAS }], Math.max(time, lastTime + 1));
      const head = await headOf(rpc);
      if (t === 0) firstSwapBlock = head.number;
      lastTime = head.timestamp;
      if (t % 50 === 49) log(`${made}/${swaps} swaps`);
    }
    for (let b = 0; b < (options.settleBlocks ?? 0); b++) await miner.mine([]);
    const head = await headOf(rpc);
    return { pairs, swaps: made, transactions: txCount, head: head.number, headTime: head.timestamp, firstSwapBlock };
  } finally {
    await miner.resume();
  }
}

const FACTORY_READS = new Interface(["function allPairsLength() view returns (uint256)", "function allPairs(uint256) view returns (address)"]);

/** How many pairs the factory has made; throws where it answers no count (no factory at that address). */
export async function factoryPairCount(rpc: Rpc, factory: string): Promise<number> {
  return Number(FACTORY_READS.decodeFunctionResult("allPairsLength", await rpc.call<string>("eth_call", [{ to: factory, data: FACTORY_READS.encodeFunctionData("allPairsLength") }, "latest"]))[0]);
}

/** The factory's pairs with indexes in [from, to), checksummed, read in one batch. */
export async function factoryPairsBetween(rpc: Rpc, factory: string, from: number, to: number): Promise<string[]> {
  const answers = (await rpc.batch(
    Array.from({ length: Math.max(0, to - from) }, (_, i) => ({ method: "eth_call", params: [{ to: factory, data: FACTORY_READS.encodeFunctionData("allPairs", [from + i]) }, "latest"] })),
  )) as string[];
  return answers.map((a) => getAddress(FACTORY_READS.decodeFunctionResult("allPairs", a)[0] as string));
}

/** The factory's last `count` pairs (the ones just created), checksummed. */
async function newPairAddresses(rpc: Rpc, factory: string, count: number): Promise<string[]> {
  const total = await factoryPairCount(rpc, factory);
  return factoryPairsBetween(rpc, factory, total - count, total);
}

/** For each pair, which of its tokens (0 or 1) is the wrapped native coin, or -1. */
async function wrappedSides(rpc: Rpc, pairs: string[], wrappedNative: string): Promise<number[]> {
  const p = new Interface(PAIR_TOKENS);
  const token0s = (await rpc.batch(pairs.map((to) => ({ method: "eth_call", params: [{ to, data: p.encodeFunctionData("token0") }, "latest"] })))) as string[];
  const token1s = (await rpc.batch(pairs.map((to) => ({ method: "eth_call", params: [{ to, data: p.encodeFunctionData("token1") }, "latest"] })))) as string[];
  const is = (answer: string, fn: "token0" | "token1") => (p.decodeFunctionResult(fn, answer)[0] as string).toLowerCase() === wrappedNative.toLowerCase();
  return pairs.map((_, i) => (is(token0s[i], "token0") ? 0 : is(token1s[i], "token1") ? 1 : -1));
}
