/**
 * Insight benchmark: reading a busy chain's history from logs alone, cold (empty cache) and warm (cached).
 *
 *   npm run bench:insight        (BENCH_SWAPS=10000 BENCH_BLOCKS=200000 BENCH_ACTIONS=1000 change the sizes)
 *
 * Set-up: a Hardhat node for 555555 on a free port, deployed by the repo's deploy script; then BENCH_SWAPS router
 * swaps across 5 pools, BENCH_ACTIONS of them by one account (the "activity" account), mined 40 per block with
 * hardhat_mine gaps so they spread over BENCH_BLOCKS blocks.
 *
 * Measured in one run, per page, in BENCH_PAIRS reference/app pairs (default 41) after BENCH_WARMUP uncounted ones
 * (default 3), the two taking turns going first, a garbage collection before each (see lib/pairedRuns):
 * - raw: bare chunked eth_getLogs of the same queries and exactly the ranges the app asks for (fetch + JSON.parse,
 *   same chunk size and alignment, ≤ 4 in flight);
 * - cold: the pool page's / activity page's data path with an empty cache: the genesis check, then the app's own
 *   loaders (readPool / readActivity: cached scans, block times, activity rows), then the chart series as the pool
 *   page derives them; over the chain's FailoverTransport as the app has it (getLogs one per request, block reads
 *   as JSON-RPC batches, one shared limit of 4 requests in flight);
 * - warm: the same with the cache filled by the cold run (the in-memory copy dropped, as after a reload; the store is
 *   an in-memory stand-in for IndexedDB that structured-clones like it), with its JSON-RPC request count.
 * The budget figure is the median of the pairs' cold / raw, printed with its middle half and range, and the load
 * average before and after (a figure taken on a loaded machine is only indicative); beside it the fastest cold over
 * the fastest raw, the least disturbed pair of figures when other work shares the machine.
 * Chart drawing itself (canvas) is not in these figures: it is the browser's part once the series exist.
 * A figure, not a pass/fail test.
 */
import { freePort } from "../scripts/lib/freePort";
import { describeRatios, loadNote, median, pairedRuns } from "./lib/pairedRuns";
import { HDNodeWallet, Interface, MaxUint256, Mnemonic, parseUnits } from "ethers";
import deployment from "../deployments/555555.json";
import { deployLocalChains, startLocalChains } from "../scripts/lib/localChains";
import { clearActivityMemory } from "../web/src/features/insight/activity/activityCache";
import { readActivity } from "../web/src/features/insight/activity/readActivity";
import { clearBlockTimeMemory } from "../web/src/features/insight/logs/blockTimeCache";
import { FailoverTransport } from "../web/src/onchain/rpc/failoverTransport";
import { clearMemoryCache } from "../web/src/features/insight/logs/logCache";
import type { InsightContracts } from "../web/src/features/insight/logs/pairs";
import { activityQueries, pairCreatedQuery, poolQuery } from "../web/src/features/insight/logs/queries";
import { DEFAULT_CHUNK_BLOCKS, MAX_IN_FLIGHT } from "../web/src/features/insight/logs/scanLogs";
import { forgetGenesis, openScan } from "../web/src/features/insight/logs/scanSession";
import { memoryStore, type KeyValueStore } from "../web/src/features/insight/logs/store";
import type { LogQuery } from "../web/src/features/insight/logs/types";
import { readPool } from "../web/src/features/insight/pool/readPool";
import { priceOf, reserveHistory, toChartPoints } from "../web/src/features/insight/pool/poolSeries";

const CHAIN_ID = 555555;
const SWAPS = Number(process.env.BENCH_SWAPS ?? 10_000);
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 200_000);
const ACTIONS = Number(process.env.BENCH_ACTIONS ?? 1_000);
const PER_BLOCK = 40;
/** Counted reference/app pairs per page, after WARMUP uncounted ones. */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 41);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const MNEMONIC = "test test test test test test test test test test test junk";
const keys = [0, 1, 2, 3, 4].map((i) => HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(MNEMONIC), `m/44'/60'/0'/0/${i}`));
const ACTIVITY_ACCOUNT = keys[1];

const tokenAddress = (symbol: string) => (symbol === "WPEN" ? deployment.contracts.wrappedNative : deployment.tokens.find((t) => t.symbol === symbol)!.address);
const POOLS: Array<[string, string]> = [
  ["BARK", "FIVE"],
  ["FIVE", "USDT"],
  ["Banana", "BARK"],
  ["WPEN", "BARK"],
  ["WPEN", "CPEN"],
];
const pairAddress = (a: string, b: string) => {
  const [x, y] = [tokenAddress(a), tokenAddress(b)];
  return deployment.pairs.find((p) => (p.token0 === x && p.token1 === y) || (p.token0 === y && p.token1 === x))!.address;
};


let url = "";
let rpcId = 0;
async function rpc<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: ++rpcId, method, params }) });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}
async function rpcBatch(calls: Array<{ method: string; params: unknown[] }>): Promise<unknown[]> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(calls.map((c) => ({ jsonrpc: "2.0", id: ++rpcId, ...c }))) });
  const body = (await res.json()) as Array<{ result?: unknown; error?: { message: string } }>;
  const failed = body.find((b) => b.error);
  if (failed) throw new Error(`batch: ${failed.error!.message}`);
  return body.map((b) => b.result);
}

const erc20 = new Interface(["function approve(address,uint256)"]);
const weth = new Interface(["function deposit() payable"]);
const router = new Interface(["function swapExactTokensForTokens(uint256,uint256,address[],address,uint256)"]);

/** Signs and sends one block's worth of transactions, mines it, then mines `gap` empty blocks. */
async function mineBlock(txs: Array<{ from: number; to: string; data: string; value?: bigint }>, nonces: number[], gap: number): Promise<void> {
  const raw = await Promise.all(
    txs.map((tx) =>
      keys[tx.from].signTransaction({ chainId: CHAIN_ID, to: tx.to, data: tx.data, value: tx.value ?? 0n, nonce: nonces[tx.from]++, gasLimit: 300_000n, maxFeePerGas: 10n ** 11n, maxPriorityFeePerGas: 10n ** 9n, type: 2 }),
    ),
  );
  if (raw.length) await rpcBatch(raw.map((r) => ({ method: "eth_sendRawTransaction", params: [r] })));
  await rpc("evm_mine");
  if (gap > 0) await rpc("hardhat_mine", [`0x${gap.toString(16)}`]);
}

async function seedHistory(): Promise<void> {
  await rpc("evm_setAutomine", [false]);
  const nonces = await Promise.all(keys.map((k) => rpc<string>("eth_getTransactionCount", [k.address, "latest"]).then(Number)));
  const setup: Array<{ from: number; to: string; data: string; value?: bigint }> = [];
  for (let i = 0; i < keys.length; i++) {
    setup.push({ from: i, to: deployment.contracts.wrappedNative, data: weth.encodeFunctionData("deposit"), value: parseUnits("50", 18) });
    for (const symbol of ["BARK", "FIVE", "USDT", "Banana", "WPEN", "CPEN"]) setup.push({ from: i, to: tokenAddress(symbol), data: erc20.encodeFunctionData("approve", [deployment.contracts.router, MaxUint256]) });
  }
  await mineBlock(setup, nonces, 0);
  const txBlocks = Math.ceil(SWAPS / PER_BLOCK);
  const gap = Math.max(0, Math.floor((BLOCKS - txBlocks) / txBlocks));
  const activityEvery = Math.max(1, Math.floor(SWAPS / ACTIONS));
  let made = 0;
  let activityMade = 0;
  const started = Date.now();
  for (let b = 0; b < txBlocks; b++) {
    const txs = [];
    for (let k = 0; k < PER_BLOCK && made < SWAPS; k++, made++) {
      const [a, c] = POOLS[made % POOLS.length];
      const forward = Math.floor(made / POOLS.length) % 2 === 0;
      const path = forward ? [a, c] : [c, a];
      const isActivity = made % activityEvery === 0 && activityMade < ACTIONS;
      if (isActivity) activityMade++;
      // Everyone but the activity account trades from accounts #0, #2, #3, #4.
      const from = isActivity ? 1 : [0, 2, 3, 4][made % 4];
      const amount = parseUnits("0.01", path[0] === "USDT" ? 6 : 18);
      txs.push({ from, to: deployment.contracts.router, data: router.encodeFunctionData("swapExactTokensForTokens", [amount, 0n, path.map(tokenAddress), keys[from].address, MaxUint256]) });
    }
    await mineBlock(txs, nonces, gap);
    if (b % 25 === 0) process.stdout.write(`\r  seeded ${made}/${SWAPS} swaps (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await rpc("evm_setAutomine", [true]);
  process.stdout.write(`\r  seeded ${made} swaps, ${activityMade} by the activity account, head ${Number(await rpc<string>("eth_blockNumber"))}\n`);
}

/** The ranges scanLogs asks one query for: chunks of DEFAULT_CHUNK_BLOCKS from the head down (newest first). */
function scanRanges(from: number, to: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (let cursor = to; cursor >= from; ) {
    const start = Math.max(from, cursor - DEFAULT_CHUNK_BLOCKS + 1);
    ranges.push([start, cursor]);
    cursor = start - 1;
  }
  return ranges;
}

/**
 * Bare chunked eth_getLogs: exactly the ranges the app's scans ask for (same chunk size and alignment, queries in the
 * order the app's queue serves them), MAX_IN_FLIGHT at once; fetch + the platform's JSON parse, nothing else.
 */
async function rawGetLogs(queries: LogQuery[], from: number, to: number): Promise<number> {
  let count = 0;
  const ranges = queries.flatMap((q) => scanRanges(from, to).map(([s, e]): [LogQuery, number, number] => [q, s, e]));
  let next = 0;
  const worker = async () => {
    while (next < ranges.length) {
      const [q, s, e] = ranges[next++];
      const logs = await rpc<unknown[]>("eth_getLogs", [{ address: q.address, topics: q.topics, fromBlock: `0x${s.toString(16)}`, toBlock: `0x${e.toString(16)}` }]);
      count += logs.length;
    }
  };
  await Promise.all(Array.from({ length: MAX_IN_FLIGHT }, worker));
  return count;
}

/**
 * The chain's transport as the app has it (onchain/readClients): one FailoverTransport per chain, its URL's chain id
 * already checked by the block poll that gave the page its head; here it counts the JSON-RPC calls sent through it.
 */
let transport: FailoverTransport;
let calls = 0;
/** HTTP requests and the calls in them by method, since the last reset: where a cold run's requests go. */
const traffic = { requests: 0, methods: new Map<string, number>() };
async function appTransport(): Promise<void> {
  const inner = new FailoverTransport(CHAIN_ID, [url]);
  const send = inner.send.bind(inner);
  inner.send = (body, options) => {
    const list = (Array.isArray(body) ? body : [body]) as Array<{ method?: string }>;
    calls += list.length;
    traffic.requests += 1;
    for (const c of list) traffic.methods.set(String(c.method), (traffic.methods.get(String(c.method)) ?? 0) + 1);
    return send(body, options);
  };
  transport = inner;
  await transport.send({ jsonrpc: "2.0", id: 0, method: "eth_blockNumber", params: [] });
}

/** What the page does before any scan (scanContext): the genesis check over the chain's transport. */
function context(store: KeyValueStore, head: number) {
  return openScan(transport, { chainId: CHAIN_ID, startBlock: deployment.deployBlock, head, store });
}

/** The chain's contracts as the app's chain table gives them (see insightContracts). */
const contracts: InsightContracts = { factory: deployment.contracts.factory, router: deployment.contracts.router, migrator: deployment.contracts.migrator, pairs: deployment.pairs };

/** The pool page's path (loadPool), then its price series as PoolInsightPage derives it. */
async function poolPage(store: KeyValueStore, head: number, pair: string) {
  const before = calls;
  const t0 = performance.now();
  const ctx = await context(store, head);
  const { info, logs, times } = await readPool(ctx, pair, contracts);
  const points = toChartPoints(reserveHistory(logs).map((p) => ({ blockNumber: p.blockNumber, value: priceOf(p, 18, 18, false) })), times);
  const ms = performance.now() - t0;
  if (!info || points.length === 0) throw new Error("pool page found no data");
  return { ms, requests: calls - before, points: points.length, logs: logs.length };
}

/** The activity page's path (loadActivity): rows, pairs and row times. */
async function activityPage(store: KeyValueStore, head: number, account: string) {
  const before = calls;
  const t0 = performance.now();
  const ctx = await context(store, head);
  const { items, times } = await readActivity(ctx, account, contracts);
  const ms = performance.now() - t0;
  if (items.some((i) => !times.has(i.blockNumber))) throw new Error("activity rows without a time");
  return { ms, requests: calls - before, items: items.length };
}

/** What a page reload forgets: the in-memory copies of cached logs, activity rows and block timestamps. */
function forgetSession() {
  forgetGenesis();
  clearMemoryCache();
  clearActivityMemory();
  clearBlockTimeMemory();
}

const f = (ms: number) => `${ms.toFixed(1)} ms`;

type PageRun = { ms: number; requests: number; detail: string };

/**
 * One page's cold budget in paired runs against the bare getLogs of its queries, and its warm figures (each cold run
 * is followed, untimed for the pair, by a warm run over the cache it filled).
 */
async function measurePage(name: string, queries: LogQuery[], from: number, head: number, page: (store: KeyValueStore) => Promise<PageRun>, budgetNote: string): Promise<void> {
  const warm: number[] = [];
  let warmRequests = 0;
  let detail = "";
  const loadBefore = loadNote();
  const runs = await pairedRuns(
    async () => {
      const t = performance.now();
      await rawGetLogs(queries, from, head);
      return performance.now() - t;
    },
    async () => {
      const store = memoryStore();
      forgetSession();
      traffic.requests = 0;
      traffic.methods.clear();
      const cold = await page(store);
      const methods = [...traffic.methods].map(([m, n]) => `${n} ${m}`).join(", ");
      detail = `${cold.detail}; cold ${cold.requests} JSON-RPC calls in ${traffic.requests} HTTP requests: ${methods}`;
      forgetSession();
      const w = await page(store);
      warm.push(w.ms);
      warmRequests = Math.max(warmRequests, w.requests);
      return cold.ms;
    },
    PAIRS,
    WARMUP,
  );
  console.log(`${name} (${detail}); ${loadBefore} before, ${loadNote()} after`);
  console.log(`  raw chunked getLogs  ${f(median(runs.reference))} (median)`);
  console.log(`  cold                 ${f(median(runs.subject))} (median); per pair cold / raw ${describeRatios(runs.ratios)} (budget ≤ 1.3)`);
  // The fastest of each side is the least disturbed by other work on the machine: a check on the median under load.
  const best = Math.min(...runs.subject) / Math.min(...runs.reference);
  console.log(`  fastest cold / fastest raw ${f(Math.min(...runs.subject))} / ${f(Math.min(...runs.reference))} = ${best.toFixed(2)} x`);
  console.log(`  warm                 ${f(median(warm))} (budget ≤ 100 ms), ${warmRequests} JSON-RPC requests${budgetNote}`);
}

/** Starts a node for 555555, deploys the repo's contracts and seeds the history; returns how to stop it. */
async function seededNode(): Promise<{ stop: () => Promise<void> }> {
  const port = Number(process.env.BENCH_INSIGHT_PORT ?? (await freePort()));
  url = `http://127.0.0.1:${port}`;
  console.log(`bench:insight — ${SWAPS} swaps over ${BLOCKS} blocks, activity account with ${ACTIONS} actions; node on :${port}`);
  let chain = await startLocalChains({ [CHAIN_ID]: port });
  try {
    // On a loaded machine the node sometimes drops the deploy's connection: start over once on a fresh node.
    try {
      await deployLocalChains({ [CHAIN_ID]: port }, () => undefined);
    } catch (error) {
      console.log(`  deploy failed (${(error as Error).message}); retrying on a fresh node`);
      await chain.stop();
      chain = await startLocalChains({ [CHAIN_ID]: port });
      await deployLocalChains({ [CHAIN_ID]: port }, () => undefined);
    }
    await seedHistory();
  } catch (error) {
    await chain.stop();
    throw error;
  }
  return chain;
}

/**
 * BENCH_INSIGHT_URL: measure against a node seeded by an earlier run (same sizes) instead of seeding a new one;
 * BENCH_INSIGHT_HOLD=1 keeps this run's node up after measuring (Ctrl-C ends it). Both for profiling rounds.
 */
async function main() {
  const external = process.env.BENCH_INSIGHT_URL;
  let chain: { stop: () => Promise<void> } | undefined;
  if (external) {
    url = external;
    console.log(`bench:insight — against the seeded node at ${url}`);
  } else chain = await seededNode();
  try {
    const head = Number(await rpc<string>("eth_blockNumber"));
    await appTransport();
    const pair = pairAddress(...POOLS[0]);
    const from = deployment.deployBlock;

    const factory = pairCreatedQuery(deployment.contracts.factory);
    // The app's queue serves the pairs' scan first (urgent), then the page's own queries.
    await measurePage("pool page", [factory, poolQuery(pair)], from, head, async (store) => {
      const c = await poolPage(store, head, pair);
      return { ms: c.ms, requests: c.requests, detail: `${c.logs} logs, ${c.points} chart points` };
    }, " (budget ≤ 2)");
    const account = ACTIVITY_ACCOUNT.address;
    await measurePage("activity", [factory, ...activityQueries(account)], from, head, async (store) => {
      const c = await activityPage(store, head, account);
      return { ms: c.ms, requests: c.requests, detail: `${c.items} rows` };
    }, "");
    if (chain && process.env.BENCH_INSIGHT_HOLD === "1") {
      console.log(`holding the seeded node at ${url} (BENCH_INSIGHT_URL=${url}); Ctrl-C ends it`);
      await new Promise<void>((resolve) => process.once("SIGINT", () => resolve()));
    }
  } finally {
    await chain?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
