/**
 * Indexer benchmark: when does a deployment need the market indexer? For each market size, on a fresh local chain:
 *
 *   npm run bench:indexer      (BENCH_INDEXER_SWAPS=2000,20000,100000 BENCH_INDEXER_POOLS=500 BENCH_INDEXER_RUNS=100
 *                               BENCH_INDEXER_PORT_BASE=18800 change it)
 *
 * Set-up per size: a Hardhat node for 555555 (the repo's deploy script) on PORT_BASE + 20 × the size's place in
 * BENCH_INDEXER_SWAPS, then BENCH_INDEXER_POOLS pools and that many swaps spread over the 24 h of block time before the
 * head (bench/lib/bulkMarket: a batch of 120 swaps per transaction and block, real pairs' events), then SETTLE_BLOCKS
 * empty blocks.
 *
 * Seeding 100,000 swaps takes most of an hour on a small machine (each 120-swap transaction costs the node about a
 * CPU-second), so a market can be seeded once and measured many times: with BENCH_INDEXER_REUSE_NODE=1 the bench uses
 * the node you started on each size's port (`HARDHAT_CHAIN_ID=555555 npx hardhat --config hardhat.node.config.ts node
 * --hostname 127.0.0.1 --port <port>`) and never stops it; it deploys and seeds a node whose factory has fewer than
 * BENCH_INDEXER_POOLS pools and measures the market as it is otherwise (the swaps counted from its logs).
 * BENCH_INDEXER_SEED_ONLY=1 (with reuse) seeds the nodes and stops there, e.g. in the background while you work.
 *
 * Measured per size, one after the other so they do not share the machine:
 * - bare read: every log of the factory and its pools from the deployment to the head, in chunked eth_getLogs (the
 *   app's chunk size, ≤ 4 in flight): the floor of any sync from the chain;
 * - chain source, cold: what the Explore pools tab reads without an indexer, in Node with the app's own modules
 *   (Vite's SSR loader): the factory's pairs, reserves and token metadata (string or bytes32) through the app's
 *   multicallOnce and read client, the 24 h and 7 d logs through the app's loadActivity with an empty log cache, then
 *   buildOverview;
 * - indexer sync: `ponder start` on a fresh PGlite directory (PORT_BASE + 10) until its /status reaches the head;
 *   events per second and the ratio to the bare read (goal ≤ 3×); then the same on PostgreSQL, the production
 *   database, when BENCH_INDEXER_DATABASE_URL (default PENSWAP_TEST_DATABASE_URL; "none" skips it) names one: a
 *   schema of the run's own and an empty sync cache (Ponder's one `ponder_sync` schema, emptied before and after,
 *   in turns with the indexer's production-mode test under scripts/lib/postgresTurn), dropped afterwards;
 *   BENCH_INDEXER_NODE_ARGS (space-separated) are Node's flags for `ponder start` alone (e.g. `--cpu-prof
 *   --cpu-prof-dir=<dir>` profiles each sync);
 * - indexer Explore: the app's loadIndexerMarket over HTTP and buildOverview (the rows the page shows),
 *   BENCH_INDEXER_RUNS times in a row; p50 and p95 (goal p95 ≤ 100 ms); then where a load's time goes: requests and
 *   round trips, each request's server time (its Server-Timing), wait and transfer, the client's decoding and the
 *   page's rows. The indexer caches no answers: every load is a full read.
 * A figure, not a pass/fail test.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { id as topicOf, type Interface } from "ethers";
import deployment from "../deployments/555555.json";
import { deployLocalChains, startLocalChains } from "../scripts/lib/localChains";
import { startLocalIndexer, untilIndexed, type IndexerDatabase, type LocalIndexer } from "../scripts/lib/localIndexer";
import { psql, takePostgresTurn } from "../scripts/lib/postgresTurn";
import { headOf, jsonRpc, type Rpc } from "../scripts/lib/market/blockMiner";
import type { DeploymentRecord } from "../scripts/lib/deploymentRecord";
import { DEFAULT_CHUNK_BLOCKS, MAX_IN_FLIGHT } from "../web/src/features/insight/logs/scanLogs";
import { factoryPairCount, factoryPairsBetween, seedBulkMarket } from "./lib/bulkMarket";
import { roundTrips, timedFetch, type RequestTiming } from "./lib/indexerReadTiming";
import { loadNote, median, quantile } from "./lib/pairedRuns";
import { describeBreakdown, readSyncBreakdown } from "./lib/ponderMetrics";
import { ROOT } from "./lib/previewApp";
import { openWebModules, type WebModules } from "./lib/webModules";

const HOST = "127.0.0.1";
const CHAIN_ID = 555555;
const PORT_BASE = Number(process.env.BENCH_INDEXER_PORT_BASE ?? 18800);
const SIZES = (process.env.BENCH_INDEXER_SWAPS ?? "2000,20000,100000").split(",").map(Number);
/** Each size has its own node (so reused markets live side by side) and its indexer 10 ports above it. */
const portsOf = (sizeIndex: number) => ({ node: PORT_BASE + 20 * sizeIndex, indexer: PORT_BASE + 20 * sizeIndex + 10 });
const nodeUrl = (port: number) => `http://${HOST}:${port}`;
const REUSE_NODE = process.env.BENCH_INDEXER_REUSE_NODE === "1";
const SEED_ONLY = process.env.BENCH_INDEXER_SEED_ONLY === "1";
const POOLS = Number(process.env.BENCH_INDEXER_POOLS ?? 500);
const RUNS = Number(process.env.BENCH_INDEXER_RUNS ?? 100);
/** PostgreSQL for the second sync, or undefined: PGlite only. */
const DATABASE_URL = ((url) => (url && url !== "none" ? url : undefined))(process.env.BENCH_INDEXER_DATABASE_URL ?? process.env.PENSWAP_TEST_DATABASE_URL);
/**
 * Node's flags for `ponder start` alone (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the sync; NODE_OPTIONS
 * refuses --cpu-prof, and would profile the bench too).
 */
const INDEXER_NODE_ARGS = process.env.BENCH_INDEXER_NODE_ARGS?.split(" ").filter(Boolean);
/** Longest wait for the production-mode test (or another bench) to end its turn on the PostgreSQL database. */
const POSTGRES_TURN_LIMIT_MS = 30 * 60 * 1000;
const DAY = 24 * 60 * 60;
const SWAP_TOPIC = topicOf("Swap(address,uint256,uint256,uint256,uint256,address)");
/** Generous for a busy machine: a sync that has not reached the head by then is reported as such. */
const SYNC_LIMIT_MS = 60 * 60 * 1000;
/**
 * Empty blocks after the last swap. Ponder takes a chain's last 30 blocks (its finality depth for a chain it does not
 * know) as not final and indexes them one block at a time, each its own database transaction without its in-memory
 * cache. The seeder puts 120 swaps in a block where a real chain at 100,000 swaps a day puts about 2, so without these
 * blocks the last 30 blocks held up to 3,600 swaps, all of a 2,000-swap market: the sync timed that slow path, not the
 * historical sync a real chain's market goes through.
 */
const SETTLE_BLOCKS = 32;
/** Decimals a token may declare and still be shown (the chain source's own limit). */
const MAX_DECIMALS = 255;

const say = (s: string) => console.log(`bench:indexer: ${s}`);

interface SizeFigures {
  swaps: number;
  pools: number;
  blocks: number;
  events: number;
  seedS: number;
  bareMs: number;
  chainColdMs: number;
  /** The sync on PGlite, then on PostgreSQL (undefined: not measured). */
  sync: SyncFigures;
  postgresSync: SyncFigures | undefined;
  indexerP50: number;
  indexerP95: number;
  /** Where a load's time goes (medians over PROFILED_RUNS loads), printed line by line. */
  readProfile: string[];
  load: string;
  /** The indexer's Explore rows equal the chain source's. */
  sameRows: boolean;
}

interface SyncFigures {
  syncMs: number;
  syncAfterHealthMs: number;
  /** Where the sync went, from Ponder's metrics (lines to print). */
  breakdown: string[];
  load: string;
}

/**
 * Every log of `addresses` in [from, to], chunked as the app chunks, ≤ MAX_IN_FLIGHT requests at once; how many, and
 * how many of them are Swaps.
 */
async function bareLogs(rpc: Rpc, addresses: string[], from: number, to: number): Promise<{ events: number; swaps: number }> {
  const ranges: Array<[number, number]> = [];
  for (let a = from; a <= to; a += DEFAULT_CHUNK_BLOCKS) ranges.push([a, Math.min(to, a + DEFAULT_CHUNK_BLOCKS - 1)]);
  let next = 0;
  let events = 0;
  let swaps = 0;
  const worker = async () => {
    while (next < ranges.length) {
      const [a, b] = ranges[next++];
      const logs = await rpc.call<Array<{ topics: string[] }>>("eth_getLogs", [{ address: addresses, fromBlock: `0x${a.toString(16)}`, toBlock: `0x${b.toString(16)}` }]);
      events += logs.length;
      swaps += logs.filter((log) => log.topics[0] === SWAP_TOPIC).length;
    }
  };
  await Promise.all(Array.from({ length: MAX_IN_FLIGHT }, worker));
  return { events, swaps };
}

/**
 * A node for 555555 on `port`, deployed (idempotent) and seeded with POOLS pools and `swaps` swaps, unless it is a
 * reused node already seeded; its stop (which leaves a reused node running) and the seeding's seconds (0 when reused).
 */
async function seededNode(port: number, swaps: number): Promise<{ stop(): Promise<void>; seedS: number; pairs: string[] }> {
  const chains = await startLocalChains({ [CHAIN_ID]: port }, { reuseRunning: REUSE_NODE });
  try {
    const rpc = jsonRpc(nodeUrl(port));
    const own = new Set(deployment.pairs.map((p) => p.address.toLowerCase()));
    // A node without the deployment answers the count with no data: not seeded. (A seeded node is not deployed again:
    // the deploy script refuses a factory with more pairs than its record.)
    const count = REUSE_NODE ? await factoryPairCount(rpc, deployment.contracts.factory).catch(() => 0) : 0;
    if (count >= POOLS) {
      const all = await factoryPairsBetween(rpc, deployment.contracts.factory, 0, count);
      say(`  reusing the market on :${port} (${count} pools)`);
      return { stop: chains.stop, seedS: 0, pairs: all.filter((p) => !own.has(p.toLowerCase())) };
    }
    await deployLocalChains({ [CHAIN_ID]: port }, () => undefined);
    const accounts = await rpc.call<string[]>("eth_accounts");
    const started = Date.now();
    // accounts[10]: the bulk seeder's sender (one the deploy script never used); its swaps pay out to the next five.
    const seeded = await seedBulkMarket(rpc, deployment as DeploymentRecord, { pools: POOLS, swaps, windowSeconds: DAY - 600, accounts: accounts.slice(10, 16), settleBlocks: SETTLE_BLOCKS }, (s) =>
      process.stdout.write(`\r  seeding: ${s}          `),
    );
    const seedS = (Date.now() - started) / 1000;
    console.log(`\n  seeded in ${seedS.toFixed(0)} s: ${seeded.swaps} swaps in ${seeded.transactions} transactions, head ${seeded.head}`);
    return { stop: chains.stop, seedS, pairs: seeded.pairs };
  } catch (error) {
    await chains.stop();
    throw error;
  }
}

type Overview = { pools: unknown[]; tokens: unknown[] };
interface AppModules {
  rules: { wrappedNative: string; minNativeLiquidity: bigint; whitelist: readonly string[] };
  buildOverview(input: unknown): Overview;
  memoryStore(): unknown;
  scanContext(chainId: number, head: number, store: unknown): Promise<unknown>;
  loadActivity(ctx: unknown, pools: Array<{ address: string }>): Promise<{ pools: unknown; reservesDayAgo: unknown }>;
  forgetMarketReads(): void;
  forgetGenesis(): void;
  loadIndexerMarket(http: unknown, expected: { chainId: number; genesisHash: string; factory: string }): Promise<{
    head: number;
    pools: unknown[];
    tokens: Map<string, { symbol: string; name: string; decimals: number | null }>;
    activity: unknown;
    reservesDayAgo: unknown;
  }>;
  indexerHttp(url: string, fetchImpl?: typeof fetch): unknown;
  /** The app's one-off multicall (chunked, failures allowed) over its read client, and its token text parser. */
  multicallOnce(client: unknown, multicall: string, calls: Array<{ address: string; callData: string }>): Promise<(string | null)[]>;
  getReadClient(chainId: number): unknown;
  parseStringOrBytes32(str: string | undefined, bytes32: string | undefined, defaultValue: string): string;
  abis: Record<"FACTORY_INTERFACE" | "PAIR_INTERFACE" | "TEST_ERC20_INTERFACE" | "BYTES32_TOKEN_INTERFACE", Interface>;
}

async function appModules(web: WebModules): Promise<AppModules> {
  const networks = await web.load<{ getChainInfo(id: number): { wrappedNative: { address?: string }; market: { minNativeLiquidity: bigint; whitelist: readonly string[] } } | undefined }>("/src/networks/index.ts");
  const info = networks.getChainInfo(CHAIN_ID)!;
  const overview = await web.load<Pick<AppModules, "buildOverview">>("/src/features/market/overview.ts");
  const insight = await web.load<Pick<AppModules, "memoryStore" | "scanContext">>("/src/features/insight/index.ts");
  const activity = await web.load<Pick<AppModules, "loadActivity" | "forgetMarketReads">>("/src/features/market/chainSource/loadActivity.ts");
  const scanSession = await web.load<Pick<AppModules, "forgetGenesis">>("/src/features/insight/logs/scanSession.ts");
  const indexer = await web.load<Pick<AppModules, "loadIndexerMarket">>("/src/features/market/indexerSource/loadIndexerMarket.ts");
  const http = await web.load<Pick<AppModules, "indexerHttp">>("/src/features/market/indexerSource/indexerHttp.ts");
  const multicall = await web.load<Pick<AppModules, "multicallOnce">>("/src/onchain/multicall/index.ts");
  const readClients = await web.load<Pick<AppModules, "getReadClient">>("/src/onchain/readClients.ts");
  const tokens = await web.load<Pick<AppModules, "parseStringOrBytes32">>("/src/features/tokens/index.ts");
  const abis = await web.load<AppModules["abis"]>("/src/onchain/hooks/index.ts");
  return {
    rules: { wrappedNative: info.wrappedNative.address!, minNativeLiquidity: info.market.minNativeLiquidity, whitelist: info.market.whitelist },
    ...overview,
    ...insight,
    ...activity,
    forgetGenesis: scanSession.forgetGenesis,
    ...indexer,
    ...http,
    multicallOnce: multicall.multicallOnce,
    getReadClient: readClients.getReadClient,
    parseStringOrBytes32: tokens.parseStringOrBytes32,
    abis,
  };
}

/**
 * One-off reads through the app's multicallOnce and read client: each call's decoded outputs, undefined when it
 * reverted or returned something undecodable.
 */
function chainReader(app: AppModules) {
  const client = app.getReadClient(CHAIN_ID);
  if (!client) throw new Error(`the app has no read client for ${CHAIN_ID}`);
  return async (iface: Interface, calls: Array<{ target: string; fn: string; args?: unknown[] }>): Promise<Array<unknown[] | undefined>> => {
    if (calls.length === 0) return [];
    const answers = await app.multicallOnce(client, deployment.contracts.multicall, calls.map((c) => ({ address: c.target, callData: iface.encodeFunctionData(c.fn, c.args ?? []).toLowerCase() })));
    return answers.map((data, i) => {
      if (data === null) return undefined;
      try {
        return [...iface.decodeFunctionResult(calls[i].fn, data)];
      } catch {
        return undefined;
      }
    });
  };
}

/**
 * The Explore pools tab's data from the chain, cold (empty log cache): what the chain source reads (the factory's
 * pairs, their reserves, token symbols, names and decimals as string or bytes32, a token without decimals left out),
 * the 24 h and 7 d logs through loadActivity, then the overview's rows; and the milliseconds.
 */
async function chainSourceCold(app: AppModules, head: number): Promise<{ ms: number; overview: Overview }> {
  app.forgetMarketReads();
  // Each size runs on a new chain behind the same read client: without this, the scan kept the first chain's genesis
  // and so its block times, and found the 24 h window's first block by the first chain's clock (12 of a pool's 41
  // swaps were left out at 20,000 swaps, and the two sources' rows differed).
  app.forgetGenesis();
  const { FACTORY_INTERFACE: factoryAbi, PAIR_INTERFACE: pairAbi, TEST_ERC20_INTERFACE: erc20Abi, BYTES32_TOKEN_INTERFACE: bytes32Abi } = app.abis;
  const read = chainReader(app);
  const t0 = performance.now();
  const factory = deployment.contracts.factory;
  const [count] = (await read(factoryAbi, [{ target: factory, fn: "allPairsLength" }]))[0]!;
  const addresses = (await read(factoryAbi, Array.from({ length: Number(count) }, (_, i) => ({ target: factory, fn: "allPairs", args: [i] })))).map((r) => String(r![0]).toLowerCase());
  const pairReads = await read(pairAbi, addresses.flatMap((target) => [{ target, fn: "token0" }, { target, fn: "token1" }, { target, fn: "getReserves" }]));
  const pools = addresses.map((address, i) => ({
    address,
    token0: String(pairReads[3 * i]![0]).toLowerCase(),
    token1: String(pairReads[3 * i + 1]![0]).toLowerCase(),
    reserve0: pairReads[3 * i + 2]![0] as bigint,
    reserve1: pairReads[3 * i + 2]![1] as bigint,
  }));
  const tokenAddresses = [...new Set(pools.flatMap((p) => [p.token0, p.token1]))];
  const [ctx, texts, texts32] = await Promise.all([
    app.scanContext(CHAIN_ID, head, app.memoryStore()),
    read(erc20Abi, tokenAddresses.flatMap((target) => [{ target, fn: "symbol" }, { target, fn: "name" }, { target, fn: "decimals" }])),
    read(bytes32Abi, tokenAddresses.flatMap((target) => [{ target, fn: "symbol" }, { target, fn: "name" }])),
  ]);
  const text = (answer: unknown[] | undefined) => (typeof answer?.[0] === "string" ? answer[0] : undefined);
  const tokens = new Map<string, { address: string; symbol: string; name: string; decimals: number; verified: boolean }>();
  tokenAddresses.forEach((address, i) => {
    const decimals = texts[3 * i + 2];
    if (!decimals || Number(decimals[0]) > MAX_DECIMALS) return;
    tokens.set(address, {
      address,
      symbol: app.parseStringOrBytes32(text(texts[3 * i]), text(texts32[2 * i]), ""),
      name: app.parseStringOrBytes32(text(texts[3 * i + 1]), text(texts32[2 * i + 1]), ""),
      decimals: Number(decimals[0]),
      verified: false,
    });
  });
  const activity = await app.loadActivity(ctx, addresses.map((address) => ({ address })));
  const overview = app.buildOverview({ pools, tokens, rules: app.rules, activity: activity.pools, reservesDayAgo: activity.reservesDayAgo });
  return { ms: performance.now() - t0, overview };
}

/**
 * The Explore pools tab's data from the indexer: the app's loader and the same overview; the milliseconds, of which
 * `overviewMs` building the page's rows. With `log`, each request's timing is recorded (bench/lib/indexerReadTiming).
 */
async function indexerExplore(
  app: AppModules,
  url: string,
  expected: { chainId: number; genesisHash: string; factory: string },
  log?: RequestTiming[],
): Promise<{ ms: number; loadedAt: number; overviewMs: number; overview: Overview; read: string }> {
  const t0 = performance.now();
  const market = await app.loadIndexerMarket(app.indexerHttp(url, log ? timedFetch(log) : undefined), expected);
  const loadedAt = performance.now();
  // Tokens without decimals are left out, as the chain source leaves them out.
  const tokens = new Map<string, { address: string; symbol: string; name: string; decimals: number; verified: boolean }>();
  for (const [address, t] of market.tokens) if (t.decimals !== null) tokens.set(address, { address, symbol: t.symbol, name: t.name, decimals: t.decimals, verified: false });
  const overview = app.buildOverview({ pools: market.pools, tokens, rules: app.rules, activity: market.activity, reservesDayAgo: market.reservesDayAgo });
  const end = performance.now();
  return { ms: end - t0, loadedAt, overviewMs: end - loadedAt, overview, read: `${market.pools.length} pools, ${market.tokens.size} tokens (${tokens.size} with decimals) at block ${market.head}` };
}

/** Loads timed request by request, after the p50/p95 runs (the recording fetch copies each body once). */
const PROFILED_RUNS = 20;

/**
 * Where the time of a load goes, medians over PROFILED_RUNS loads: requests and round trips per load; per request the
 * server's own time (Server-Timing), the wait for the answer's headers beyond it (network, queueing behind the other
 * requests), the body's transfer and size; then the client's share after the last body (JSON parsing, validation,
 * decoding in indexerAnswer / loadIndexerMarket) and the page's rows (buildOverview).
 */
async function profileIndexerRead(app: AppModules, url: string, expected: { chainId: number; genesisHash: string; factory: string }): Promise<string[]> {
  const loads: Array<{ log: RequestTiming[]; ms: number; clientMs: number; overviewMs: number }> = [];
  for (let i = 0; i < PROFILED_RUNS; i++) {
    const log: RequestTiming[] = [];
    const run = await indexerExplore(app, url, expected, log);
    loads.push({ log, ms: run.ms, clientMs: run.loadedAt - Math.max(...log.map((r) => r.bodyMs)), overviewMs: run.overviewMs });
  }
  const f = (ms: number) => ms.toFixed(1);
  const first = loads[0].log;
  const lines = [`${first.length} requests per load in ${roundTrips(first)} round trips; load ${f(median(loads.map((l) => l.ms)))} ms (median of ${PROFILED_RUNS})`];
  first.forEach((r, i) => {
    const at = loads.map((l) => l.log[i]).filter((x): x is RequestTiming => x?.what === r.what);
    const server = at.map((x) => x.serverMs).filter((x): x is number => x !== undefined);
    const headers = median(at.map((x) => x.headersMs - x.startMs));
    const serverMs = server.length ? median(server) : undefined;
    lines.push(
      `  ${r.what.padEnd(48)} server ${serverMs === undefined ? "  -  " : f(serverMs).padStart(5)} ms, headers after ${f(headers).padStart(5)} ms, body ${f(median(at.map((x) => x.bodyMs - x.headersMs))).padStart(4)} ms, ${(median(at.map((x) => x.bytes)) / 1024).toFixed(1)} KB`,
    );
  });
  lines.push(`client after the last body (parse, validate, decode) ${f(median(loads.map((l) => l.clientMs)))} ms; page rows (buildOverview) ${f(median(loads.map((l) => l.overviewMs)))} ms`);
  return lines;
}

/**
 * `ponder start` on `database` from nothing until its /status reaches `head`: the time from the start, and after its
 * /health; where it went (Ponder's /metrics). The indexer is left running.
 */
async function timedSync(ports: { node: number; indexer: number }, head: number, database: IndexerDatabase, label: string): Promise<{ indexer: LocalIndexer; figures: SyncFigures }> {
  const load = loadNote();
  const started = performance.now();
  const indexer = await startLocalIndexer({ chainPorts: { [CHAIN_ID]: ports.node }, port: ports.indexer, startTimeoutMs: SYNC_LIMIT_MS, ...database, nodeArgs: INDEXER_NODE_ARGS });
  try {
    const healthyAt = performance.now();
    await untilIndexed(indexer, CHAIN_ID, head, SYNC_LIMIT_MS);
    const syncMs = performance.now() - started;
    say(`  indexer on ${label} at the head ${(syncMs / 1000).toFixed(1)} s after its start (${((performance.now() - healthyAt) / 1000).toFixed(1)} s after /health)`);
    const breakdown = describeBreakdown(await readSyncBreakdown(indexer.url));
    for (const line of breakdown) say(`    ${line}`);
    return { indexer, figures: { syncMs, syncAfterHealthMs: syncMs - (healthyAt - started), breakdown, load: `${load} before, ${loadNote()} after` } };
  } catch (error) {
    await indexer.stop();
    throw error;
  }
}

/**
 * The sync on PostgreSQL: a schema of this run's own, and Ponder's sync cache emptied first (a cache left by an earlier
 * run of the same chain id would spare the sync its RPC reads) and afterwards; both under the database's turn, so no
 * other indexer run on it loses its cache meanwhile.
 */
async function postgresTimedSync(databaseUrl: string, ports: { node: number; indexer: number }, head: number): Promise<SyncFigures> {
  const schema = `penswap_bench_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  say(`  waiting for a turn on PostgreSQL (schema ${schema})`);
  const endTurn = await takePostgresTurn(databaseUrl, POSTGRES_TURN_LIMIT_MS);
  const dropAll = () => psql(databaseUrl, `DROP SCHEMA IF EXISTS ponder_sync, "${schema}" CASCADE`);
  try {
    await dropAll();
    const { indexer, figures } = await timedSync(ports, head, { databaseUrl, schema }, "PostgreSQL");
    await indexer.stop();
    return figures;
  } finally {
    try {
      await dropAll();
    } finally {
      await endTurn();
    }
  }
}

async function measureSize(app: AppModules, swaps: number, ports: { node: number; indexer: number }): Promise<SizeFigures> {
  const cleanups: Array<() => unknown> = [];
  try {
    say(`${swaps} swaps: node 555555 on :${ports.node}`);
    const node = await seededNode(ports.node, swaps);
    cleanups.push(() => node.stop());
    const rpc = jsonRpc(nodeUrl(ports.node));
    const head = await headOf(rpc);
    const genesis = await rpc.call<{ hash: string }>("eth_getBlockByNumber", ["0x0", false]);
    const pairs = [...deployment.pairs.map((p) => p.address), ...node.pairs];
    const load = loadNote();

    const bareStarted = performance.now();
    const { events, swaps: swapCount } = await bareLogs(rpc, [deployment.contracts.factory, ...pairs], deployment.deployBlock, head.number);
    const bareMs = performance.now() - bareStarted;
    say(`  bare eth_getLogs of ${head.number - deployment.deployBlock + 1} blocks: ${events} events (${swapCount} swaps) in ${bareMs.toFixed(0)} ms`);

    const chain = await chainSourceCold(app, head.number);
    say(`  chain source cold: ${chain.ms.toFixed(0)} ms (${chain.overview.pools.length} pool rows)`);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "penswap-bench-indexer-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const { indexer, figures: sync } = await timedSync(ports, head.number, { databaseDir: dir }, "PGlite");
    cleanups.push(() => indexer.stop());

    const expected = { chainId: CHAIN_ID, genesisHash: genesis.hash.toLowerCase(), factory: deployment.contracts.factory.toLowerCase() };
    const first = await indexerExplore(app, indexer.url, expected);
    // The two sources must show the same rows, or their times are not of the same work.
    const rows = (o: Overview) => [...o.pools].sort(byAddress).map((row) => JSON.stringify(row, bigintText));
    const indexerRows = rows(first.overview);
    const chainRows = rows(chain.overview);
    const same = indexerRows.join("\n") === chainRows.join("\n");
    if (!same) {
      const at = Array.from({ length: Math.max(indexerRows.length, chainRows.length) }, (_, i) => i).find((i) => indexerRows[i] !== chainRows[i]) ?? 0;
      say(`  WARNING: the indexer's pool rows differ from the chain source's (${indexerRows.length} and ${chainRows.length} rows; the indexer read ${first.read}); the first difference:`);
      say(`    indexer ${indexerRows[at] ?? "(none)"}`);
      say(`    chain   ${chainRows[at] ?? "(none)"}`);
    }
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await indexerExplore(app, indexer.url, expected)).ms);
    const readProfile = await profileIndexerRead(app, indexer.url, expected);
    // One indexer at a time: the PostgreSQL sync must not share the machine with the PGlite one.
    await indexer.stop();
    const postgresSync = DATABASE_URL ? await postgresTimedSync(DATABASE_URL, ports, head.number) : undefined;
    const figures: SizeFigures = {
      swaps: swapCount,
      pools: pairs.length,
      blocks: head.number - deployment.deployBlock + 1,
      events,
      seedS: node.seedS,
      bareMs,
      chainColdMs: chain.ms,
      sync,
      postgresSync,
      indexerP50: quantile(times, 0.5),
      indexerP95: quantile(times, 0.95),
      readProfile,
      load: `${load} before, ${loadNote()} after`,
      sameRows: same,
    };
    say(`  indexer Explore p50 ${figures.indexerP50.toFixed(1)} ms, p95 ${figures.indexerP95.toFixed(1)} ms (${RUNS} runs, ${loadNote()})`);
    for (const line of figures.readProfile) say(`    ${line}`);
    return figures;
  } finally {
    for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => undefined);
  }
}

const bigintText = (_key: string, value: unknown) => (typeof value === "bigint" ? value.toString() : value);
const byAddress = (a: unknown, b: unknown) => ((a as { address: string }).address < (b as { address: string }).address ? -1 : 1);

async function main(): Promise<void> {
  say(`${POOLS} pools; swaps in the last 24 h: ${SIZES.join(", ")}; nodes on ${SIZES.map((_, i) => portsOf(i).node).join(", ")}, each one's indexer 10 above${REUSE_NODE ? " (reused)" : ""}`);
  if (SEED_ONLY) {
    if (!REUSE_NODE) throw new Error("BENCH_INDEXER_SEED_ONLY=1 seeds nodes for later runs: set BENCH_INDEXER_REUSE_NODE=1 and start the nodes yourself");
    for (const [i, swaps] of SIZES.entries()) await seededNode(portsOf(i).node, swaps);
    return;
  }
  const all: SizeFigures[] = [];
  for (const [i, swaps] of SIZES.entries()) {
    // The app's read client takes its RPC URL from the build settings: one set of app modules per size's node.
    const web = await openWebModules(ROOT, { [`VITE_RPC_URL_${CHAIN_ID}`]: nodeUrl(portsOf(i).node) });
    try {
      all.push(await measureSize(await appModules(web), swaps, portsOf(i)));
    } finally {
      await web.close();
    }
  }
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log("");
  console.log(`indexer (${os.cpus().length} cores; the load average of each size below)`);
  for (const f of all) {
    console.log(`  ${f.swaps} swaps in the last 24 h, ${f.pools} pools, ${f.blocks} blocks (${f.load}; seeded in ${f.seedS.toFixed(0)} s; rows of both sources ${f.sameRows ? "equal" : "DIFFER"})`);
    const syncLine = (label: string, sync: SyncFigures) => {
      console.log(`    sync from an empty ${label.padEnd(10)} ${s(sync.syncMs)} (${s(sync.syncAfterHealthMs)} after /health), ${(f.events / (sync.syncMs / 1000)).toFixed(0)} events/s; sync / bare ${(sync.syncMs / f.bareMs).toFixed(1)} x (goal ≤ 3; ${sync.load})`);
      console.log(`      where it went: start to /health ${s(sync.syncMs - sync.syncAfterHealthMs)}; ${sync.breakdown.join("; ")}`);
    };
    console.log(`    bare chunked eth_getLogs ${s(f.bareMs)} for ${f.events} events`);
    syncLine("PGlite", f.sync);
    if (f.postgresSync) syncLine("PostgreSQL", f.postgresSync);
    else console.log("    sync on PostgreSQL not measured (no BENCH_INDEXER_DATABASE_URL or PENSWAP_TEST_DATABASE_URL)");
    console.log(`    Explore pools tab, indexer    p50 ${f.indexerP50.toFixed(1)} ms, p95 ${f.indexerP95.toFixed(1)} ms (goal p95 ≤ 100 ms)`);
    for (const line of f.readProfile) console.log(`      ${line}`);
    console.log(`    Explore pools tab, chain cold ${s(f.chainColdMs)}: ${(f.chainColdMs / f.indexerP50).toFixed(0)} x the indexer's p50`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:indexer: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
