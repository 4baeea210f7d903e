/**
 * Seeds a market on a deployed local chain: new tokens, pools through the PEN router, and many swaps from several
 * accounts at chosen block times (see blockMiner: batched, automine off). Used by `npm run dev` (the living market)
 * and by bench:explore (200 pools, 20,000 swaps). The chain's own deployment (deployments/<id>.json) is left as it
 * was: every new contract comes from `deployer`, an account the deploy script never uses.
 */
import { AbiCoder, getAddress, getCreate2Address, getCreateAddress, keccak256, MaxUint256, parseUnits, solidityPacked } from "ethers";
import { PenRouter__factory, TestERC20__factory, WrappedNative__factory } from "../../../typechain-types";
import { INIT_CODE_HASH } from "../core";
import type { DeploymentRecord } from "../deploymentRecord";
import { BlockMiner, headOf, type Rpc, type SeedTx } from "./blockMiner";
import { seededRandom } from "./seededRandom";

/** A token the market deploys (18 decimals; the whole supply goes to the deployer). */
export interface MarketTokenSpec {
  /** How the plan's pools name it; its symbol when absent (a look-alike's symbol is taken by the token it mimics). */
  key?: string;
  symbol: string;
  name: string;
  supply: number;
}

/** A pool: its two tokens by symbol (WRAPPED = the wrapped native coin, added with native coin) and whole amounts. */
export interface MarketPoolSpec {
  a: string;
  b: string;
  amountA: number;
  amountB: number;
  /** Left out of the swaps (a pool kept as it was made, e.g. one with a manipulated ratio). */
  quiet?: boolean;
}

export interface MarketPlan {
  tokens: MarketTokenSpec[];
  pools: MarketPoolSpec[];
  /** Unlocked accounts the deploy never uses: [0] deploys and adds liquidity, all of them trade. */
  accounts: string[];
  /** Holder of the chain's deployed tokens, who lends the deployer what its pools need of them. */
  holder: string;
  swaps: number;
  swapsPerBlock: number;
  /** The swaps' blocks spread from `from` to `to` (seconds), oldest first; the set-up blocks come before `from`. */
  from: number;
  to: number;
  /** Seed of the swaps' choices (pool, direction, size), so a run is repeatable. */
  seed?: number;
}

export interface SeededMarket {
  tokens: Record<string, string>;
  pairs: string[];
  swaps: number;
  head: number;
}

export const WRAPPED = "WRAPPED";
const ERC20 = TestERC20__factory.createInterface();
const ROUTER = PenRouter__factory.createInterface();
const WETH = WrappedNative__factory.createInterface();
const TOKEN_GAS = 1_500_000n;
const POOL_GAS = 4_000_000n;
const SMALL_GAS = 100_000n;
const SWAP_GAS = 200_000n;
/** Set-up transactions per batch (each batch is one JSON-RPC request and as many blocks as it needs). */
const BATCH = 100;

/** The V2 pair of two tokens, by CREATE2 (the factory's canonical init code). */
export function pairFor(factory: string, a: string, b: string): string {
  const [t0, t1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
  return getCreate2Address(factory, keccak256(solidityPacked(["address", "address"], [t0, t1])), INIT_CODE_HASH);
}

const keyOf = (t: MarketTokenSpec) => t.key ?? t.symbol;
const whole = (n: number, decimals = 18) => parseUnits(n.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: decimals }), decimals);

async function mineInBatches(miner: BlockMiner, txs: SeedTx[], time: () => number): Promise<void> {
  for (let i = 0; i < txs.length; i += BATCH) await miner.mine(txs.slice(i, i + BATCH), time());
}

/** Deploys and seeds `plan` on the chain of `deployment`; the chain must be deployed and the accounts unused. */
export async function seedMarket(rpc: Rpc, deployment: DeploymentRecord, plan: MarketPlan, log: (s: string) => void = () => undefined): Promise<SeededMarket> {
  const [deployer] = plan.accounts;
  const { router, wrappedNative, factory } = deployment.contracts;
  const miner = new BlockMiner(rpc);
  const start = await headOf(rpc);
  if (plan.from < start.timestamp) throw new Error(`the swaps cannot start at ${plan.from}: the chain is already at ${start.timestamp}`);
  // Set-up blocks one second apart from the head on, the swaps' blocks from plan.from on.
  let setupTime = start.timestamp;
  const nextSetupTime = () => (setupTime += 1);
  await miner.pause();
  try {
    const nonce = Number(await rpc.call<string>("eth_getTransactionCount", [deployer, "pending"]));
    const tokens: Record<string, string> = {};
    for (const t of deployment.tokens) tokens[t.symbol] = t.address;
    tokens[WRAPPED] = wrappedNative;
    // The plan's own tokens have 18 decimals; a key of the chain's deployment is one of its tokens.
    const decimalsOf = (key: string) => (plan.tokens.some((t) => keyOf(t) === key) ? 18 : (deployment.tokens.find((t) => t.symbol === key)?.decimals ?? 18));
    const deployTxs: SeedTx[] = plan.tokens.map((t, i) => {
      tokens[keyOf(t)] = getCreateAddress({ from: deployer, nonce: nonce + i });
      const args = AbiCoder.defaultAbiCoder().encode(["string", "string", "uint8", "uint256"], [t.name, t.symbol, 18, whole(t.supply)]);
      return { from: deployer, data: TestERC20__factory.bytecode + args.slice(2), gas: TOKEN_GAS };
    });
    log(`${plan.tokens.length} tokens`);
    await mineInBatches(miner, deployTxs, nextSetupTime);

    // What the pools need of the chain's own tokens, lent by their holder.
    const own = new Map<string, number>();
    for (const p of plan.pools) {
      for (const [s, amount] of [[p.a, p.amountA], [p.b, p.amountB]] as const) {
        if (s !== WRAPPED && !plan.tokens.some((t) => keyOf(t) === s)) own.set(s, (own.get(s) ?? 0) + amount);
      }
    }
    const traded = [...new Set(plan.pools.filter((p) => !p.quiet).flatMap((p) => [p.a, p.b]))];
    const setup: SeedTx[] = [];
    for (const [symbol, amount] of own) setup.push({ from: plan.holder, to: tokens[symbol], data: ERC20.encodeFunctionData("transfer", [deployer, whole(amount * 2, decimalsOf(symbol))]), gas: SMALL_GAS });
    for (const account of plan.accounts) {
      for (const symbol of new Set([...traded, ...plan.tokens.map(keyOf), ...own.keys()])) {
        if (symbol !== WRAPPED) setup.push({ from: account, to: tokens[symbol], data: ERC20.encodeFunctionData("approve", [router, MaxUint256]), gas: SMALL_GAS });
      }
      setup.push({ from: account, to: wrappedNative, data: ERC20.encodeFunctionData("approve", [router, MaxUint256]), gas: SMALL_GAS });
    }
    log(`${setup.length} approvals and transfers`);
    await mineInBatches(miner, setup, nextSetupTime);

    const poolTxs: SeedTx[] = plan.pools.map((p) => {
      if (p.a === WRAPPED || p.b === WRAPPED) {
        const [token, amount, native] = p.a === WRAPPED ? [p.b, p.amountB, p.amountA] : [p.a, p.amountA, p.amountB];
        return { from: deployer, to: router, data: ROUTER.encodeFunctionData("addLiquidityPEN", [tokens[token], whole(amount, decimalsOf(token)), 0n, 0n, deployer, MaxUint256]), value: whole(native), gas: POOL_GAS };
      }
      return { from: deployer, to: router, data: ROUTER.encodeFunctionData("addLiquidity", [tokens[p.a], tokens[p.b], whole(p.amountA, decimalsOf(p.a)), whole(p.amountB, decimalsOf(p.b)), 0n, 0n, deployer, MaxUint256]), gas: POOL_GAS };
    });
    log(`${plan.pools.length} pools`);
    await mineInBatches(miner, poolTxs, nextSetupTime);

    // Every trader but the deployer gets a share of the deployer's tokens and wraps some native coin.
    const funding: SeedTx[] = [];
    const traders = plan.accounts;
    for (const account of traders.slice(1)) {
      funding.push({ from: account, to: wrappedNative, data: WETH.encodeFunctionData("deposit"), value: whole(1000), gas: SMALL_GAS });
      for (const symbol of traded) {
        if (symbol === WRAPPED) continue;
        const total = plan.tokens.find((t) => keyOf(t) === symbol)?.supply ?? (own.get(symbol) ?? 0) * 2;
        funding.push({ from: deployer, to: tokens[symbol], data: ERC20.encodeFunctionData("transfer", [account, whole(total / (4 * traders.length), decimalsOf(symbol))]), gas: SMALL_GAS });
      }
    }
    funding.push({ from: deployer, to: wrappedNative, data: WETH.encodeFunctionData("deposit"), value: whole(1000), gas: SMALL_GAS });
    await mineInBatches(miner, funding, nextSetupTime);

    // The swaps: a random pool, direction and size (0.05 %–0.5 % of the pool's first amount of the token sold).
    const next = seededRandom(plan.seed ?? 35);
    const active = plan.pools.filter((p) => !p.quiet);
    const blocks = Math.ceil(plan.swaps / plan.swapsPerBlock);
    const step = blocks > 1 ? (plan.to - plan.from) / (blocks - 1) : 0;
    log(`${plan.swaps} swaps in ${blocks} blocks`);
    let made = 0;
    for (let b = 0; b < blocks; b++) {
      const txs: SeedTx[] = [];
      for (let k = 0; k < plan.swapsPerBlock && made < plan.swaps; k++, made++) {
        const pool = active[Math.floor(next() * active.length)];
        const [sell, buy, depth] = next() < 0.5 ? [pool.a, pool.b, pool.amountA] : [pool.b, pool.a, pool.amountB];
        const from = traders[Math.floor(next() * traders.length)];
        const amount = whole(depth * (0.0005 + next() * 0.0045), decimalsOf(sell));
        txs.push({ from, to: router, data: ROUTER.encodeFunctionData("swapExactTokensForTokens", [amount, 0n, [tokens[sell], tokens[buy]], from, MaxUint256]), gas: SWAP_GAS });
      }
      await miner.mine(txs, Math.round(plan.from + b * step));
      if (b % 20 === 19) log(`${made}/${plan.swaps} swaps`);
    }
    const pairs = plan.pools.map((p) => getAddress(pairFor(factory, tokens[p.a], tokens[p.b])));
    return { tokens, pairs, swaps: made, head: (await headOf(rpc)).number };
  } finally {
    await miner.resume();
  }
}
