/**
 * The indexer proven equal to the chain: on two local chains (555555 and 5555, deployed and seeded by scripts/deploy.ts,
 * then traded over eight days of block time: swaps older than a week, within the week, within the last day, liquidity
 * added and removed, and last a trade on the pool that prices the whitelisted token), every figure of the Explore page
 * (pools: reserves, liquidity, 24 h and 7 d volume and swaps, fees, yearly fee rate; tokens: price, 24 h change, 24 h
 * volume, liquidity, pool count), every token page's price series and swaps, a route's series and the deployer's LP
 * positions valued as the portfolio values them are built once from the chain source's reads (the factory's pairs
 * and reserves, the tokens' contracts, the Swap / Sync logs through the insight log reader, the portfolio's
 * multicalls) and once from a real Ponder indexer (PGlite) reading the same chains, and the two must be identical:
 * amounts exact, prices as exact ratios, series points at the same times with prices equal to 12 significant digits.
 * The indexer's stored token prices must also be the pricing rule's at the head.
 *
 * Ports: INDEXER_TEST_PORT_BASE (default 18700): the chains on base and base+1, the indexer on base+10.
 * Waits on states only (the indexer's /status reaching the chain head), with generous limits for a busy machine.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { Contract, JsonRpcProvider, NonceManager, Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PenRouter__factory } from "../../../../../typechain-types/factories/contracts/PenRouter__factory";
import { deployLocalChains, rpcUrl, startLocalChains } from "../../../../../scripts/lib/localChains";
import { startLocalIndexer, untilIndexerBlocks, type LocalIndexer } from "../../../../../scripts/lib/localIndexer";
import { parseDeployment, type Deployment } from "@/networks/deploymentFile";
import { priceTokens, type PricingPool } from "@/sdk";
import type { OverviewInput } from "../overview";
import type { MarketTokenInfo } from "../types";
import { answerRows } from "./indexerAnswer";
import { indexerHttp } from "./indexerHttp";
import { loadIndexerMarket, type IndexerMarket } from "./loadIndexerMarket";

const ROOT = path.resolve(__dirname, "../../../../..");
const BASE = Number(process.env.INDEXER_TEST_PORT_BASE ?? 18700);
const CHAINS = [555555, 5555] as const;
const PORTS: Record<number, number> = { 555555: BASE, 5555: BASE + 1 };
const INDEXER_PORT = BASE + 10;
/** Hardhat's first dev account: the deployer, who holds the seeded tokens. */
const DEV_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const HOUR = 3600;
const DAY = 24 * HOUR;
/** The chain table's whitelisted pricing token of each test chain (web/src/networks/chainTable.ts), by symbol. */
const WHITELISTED: Record<number, string> = { 555555: "BARK", 5555: "OASG" };
/** Generous for a busy 2-core machine: Ponder's first start builds its database and reads every block. */
const INDEXER_SYNC_LIMIT_MS = 240_000;

const deploymentOf = (chainId: number): Deployment => parseDeployment(JSON.parse(fs.readFileSync(path.join(ROOT, "deployments", `${chainId}.json`), "utf8")));

let stopChains: (() => Promise<void>) | undefined;
let indexer: LocalIndexer | undefined;
let pgliteDir = "";

/** Two pools of standard tokens on the chain, traded by the test. */
function standardPools(d: Deployment) {
  const standard = new Set(d.tokens.filter((t) => t.kind === "standard").map((t) => t.address.toLowerCase()));
  return d.pairs.filter((p) => standard.has(p.token0.toLowerCase()) && standard.has(p.token1.toLowerCase())).slice(0, 2);
}

/**
 * Trades on `chainId` across eight days of block time, so each window has swaps inside and outside it and every pool
 * has reserves both before and after the start of the last day.
 */
async function trade(chainId: number): Promise<void> {
  const provider = new JsonRpcProvider(rpcUrl(PORTS[chainId]), chainId, { staticNetwork: true });
  // Counts its own nonces: the node's pending count can lag behind a receipt just read.
  const wallet = new NonceManager(new Wallet(DEV_KEY, provider));
  const owner = await wallet.getAddress();
  const d = deploymentOf(chainId);
  const router = PenRouter__factory.connect(d.contracts.router, wallet);
  const pools = standardPools(d);
  expect(pools.length).toBe(2);
  const erc20 = (a: string) => new Contract(a, ["function approve(address,uint256) returns (bool)", "function balanceOf(address) view returns (uint256)"], wallet);
  for (const token of new Set(pools.flatMap((p) => [p.token0, p.token1]))) await (await erc20(token).approve(d.contracts.router, 2n ** 255n)).wait();
  const far = 2n ** 40n;
  const unitOf = (token: string) => 10n ** BigInt(d.tokens.find((t) => t.address.toLowerCase() === token.toLowerCase())!.decimals);
  /** Sells `tenths` tenths of a whole token0 of the pool (token1 when `reverse`). */
  const swap = async (p: (typeof pools)[number], tenths: bigint, reverse = false) => {
    const path = reverse ? [p.token1, p.token0] : [p.token0, p.token1];
    await (await router.swapExactTokensForTokens((tenths * unitOf(path[0])) / 10n, 0n, path, owner, far)).wait();
  };
  const passTime = async (seconds: number) => {
    await provider.send("evm_increaseTime", [seconds]);
    await provider.send("evm_mine", []);
  };
  await swap(pools[0], 3n);
  await passTime(3 * DAY);
  await swap(pools[0], 5n, true);
  await swap(pools[1], 7n);
  await (await router.addLiquidity(pools[1].token0, pools[1].token1, 2n * unitOf(pools[1].token0), 2n * unitOf(pools[1].token1), 0n, 0n, owner, far)).wait();
  await passTime(4 * DAY + 20 * HOUR);
  await swap(pools[1], 11n, true);
  await passTime(5 * HOUR);
  // Within the last day: trades on both pools and a removal of liquidity.
  await swap(pools[0], 13n);
  await swap(pools[1], 17n);
  const lp = erc20(pools[1].address);
  await (await lp.approve(d.contracts.router, 2n ** 255n)).wait();
  const balance = (await lp.balanceOf(owner)) as bigint;
  await (await router.removeLiquidity(pools[1].token0, pools[1].token1, balance / 3n, 0n, 0n, owner, far)).wait();
  await swap(pools[0], 2n, true);
  // Last, the pool of the wrapped native coin and the whitelisted token trades: every token priced through the
  // whitelisted one changes price although its own pools did not trade since.
  const whitelisted = d.tokens.find((t) => t.symbol === WHITELISTED[chainId])!.address;
  const anchors = new Set([whitelisted, d.contracts.wrappedNative].map((a) => a.toLowerCase()));
  const anchorPool = d.pairs.find((p) => anchors.has(p.token0.toLowerCase()) && anchors.has(p.token1.toLowerCase()));
  expect(anchorPool).toBeDefined();
  await (await erc20(whitelisted).approve(d.contracts.router, 2n ** 255n)).wait();
  await (await router.swapExactTokensForTokens(unitOf(whitelisted), 0n, [whitelisted, d.contracts.wrappedNative], owner, far)).wait();
}

/** Equal to 12 significant digits (a price series' points are numbers for drawing). */
const digits12 = (values: readonly number[]) => values.map((v) => v.toPrecision(12));

/** Resolves once the indexer's /status shows every test chain exactly at its head (the chains stand still meanwhile). */
async function indexerAtHeads(heads: Record<number, number>): Promise<void> {
  if (!indexer) throw new Error("the indexer is not running");
  await untilIndexerBlocks(indexer, CHAINS, (blocks) => CHAINS.every((id) => blocks[id] === heads[id]), { limitMs: INDEXER_SYNC_LIMIT_MS, goal: `the heads ${JSON.stringify(heads)}` });
}

const PAIR_ABI = ["function token0() view returns (address)", "function token1() view returns (address)", "function getReserves() view returns (uint112, uint112, uint32)"];
const FACTORY_ABI = ["function allPairsLength() view returns (uint256)", "function allPairs(uint256) view returns (address)"];
const STRING_METADATA = ["function symbol() view returns (string)", "function name() view returns (string)", "function decimals() view returns (uint8)"];
const BYTES32_METADATA = ["function symbol() view returns (bytes32)", "function name() view returns (bytes32)"];

/** The chain source's reads at `head`: the factory's pairs with reserves and the tokens' metadata. */
async function chainReads(chainId: number, head: number): Promise<{ pools: PricingPool[]; tokens: Map<string, MarketTokenInfo> }> {
  // Imported here, after the chain table points at the test chains (the tokens feature reads it at import).
  const { parseStringOrBytes32 } = await import("../../tokens");
  const provider = new JsonRpcProvider(rpcUrl(PORTS[chainId]), chainId, { staticNetwork: true });
  const blockTag = head;
  const factory = new Contract(deploymentOf(chainId).contracts.factory, FACTORY_ABI, provider);
  const count = Number(await factory.allPairsLength({ blockTag }));
  const pools: PricingPool[] = [];
  for (let i = 0; i < count; i++) {
    const address = ((await factory.allPairs(i, { blockTag })) as string).toLowerCase();
    const pair = new Contract(address, PAIR_ABI, provider);
    const [token0, token1, reserves] = await Promise.all([pair.token0({ blockTag }), pair.token1({ blockTag }), pair.getReserves({ blockTag })]);
    pools.push({ address, token0: token0.toLowerCase(), token1: token1.toLowerCase(), reserve0: reserves[0], reserve1: reserves[1] });
  }
  const tokens = new Map<string, MarketTokenInfo>();
  for (const address of new Set(pools.flatMap((p) => [p.token0, p.token1]))) {
    const text = new Contract(address, STRING_METADATA, provider);
    const bytes = new Contract(address, BYTES32_METADATA, provider);
    const read = (c: Contract, f: string) => (c[f]({ blockTag }) as Promise<string>).catch(() => undefined);
    const decimals = await (text.decimals({ blockTag }) as Promise<bigint>).catch(() => undefined);
    if (decimals === undefined) continue;
    tokens.set(address, {
      address,
      symbol: parseStringOrBytes32(await read(text, "symbol"), await read(bytes, "symbol"), ""),
      name: parseStringOrBytes32(await read(text, "name"), await read(bytes, "name"), ""),
      decimals: Number(decimals),
      verified: false,
    });
  }
  return { pools, tokens };
}

/** The indexer's token metadata in the chain source's shape (tokens without decimals left out, as the chain source does). */
function indexedTokens(market: IndexerMarket): Map<string, MarketTokenInfo> {
  const tokens = new Map<string, MarketTokenInfo>();
  for (const [address, t] of market.tokens) if (t.decimals !== null) tokens.set(address, { address, symbol: t.symbol, name: t.name, decimals: t.decimals, verified: false });
  return tokens;
}

const byAddress = <T extends { address: string }>(rows: T[]) => [...rows].sort((a, b) => (a.address < b.address ? -1 : 1));

beforeAll(async () => {
  const chains = await startLocalChains(PORTS);
  stopChains = chains.stop;
  await deployLocalChains(PORTS, () => undefined);
  for (const chainId of CHAINS) await trade(chainId);
  pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "penswap-indexer-test-"));
  indexer = await startLocalIndexer({ chainPorts: PORTS, port: INDEXER_PORT, databaseDir: pgliteDir });
}, 900_000);

afterAll(async () => {
  await indexer?.stop();
  await stopChains?.();
  if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
}, 120_000);

describe("indexer source against chain source, on the seeded and traded local chains", () => {
  it(
    "gives every Explore figure, token series, route series and LP value of both chains identically",
    async () => {
      const heads: Record<number, number> = {};
      for (const chainId of CHAINS) heads[chainId] = await new JsonRpcProvider(rpcUrl(PORTS[chainId]), chainId, { staticNetwork: true }).getBlockNumber();
      await indexerAtHeads(heads);

      // The app's chain table and read clients must point at the test chains before they are imported.
      for (const chainId of CHAINS) vi.stubEnv(`VITE_RPC_URL_${chainId}`, rpcUrl(PORTS[chainId]));
      const { getChainInfo } = await import("@/networks");
      const { memoryStore, scanContext } = await import("../../insight");
      const { loadActivity } = await import("../chainSource/loadActivity");
      // Imported here too, not at the top: it reaches the insight index, whose scan modules build the chain table.
      const { buildOverview } = await import("../overview");
      const { loadHistory } = await import("../chainSource/loadHistory");
      const { LATEST_TOKEN_SWAPS } = await import("../chainSource/useTokenHistory");
      const { routeHops } = await import("../chainSource/useRouteHistory");
      const { routePriceHistory, tokenPriceHistory } = await import("../priceSeries");
      const { tokenSwaps } = await import("../tokenSwaps");
      const { loadIndexerRouteHistory, loadIndexerTokenHistory } = await import("./loadIndexerHistory");
      const { readChainHoldings } = await import("../portfolio/readChainHoldings");
      const { assembleHoldings } = await import("../portfolio/holdings");
      const { indexedPositions } = await import("./indexedPositions");

      for (const chainId of CHAINS) {
        const info = getChainInfo(chainId)!;
        const rules = { wrappedNative: info.wrappedNative.address!, minNativeLiquidity: info.market.minNativeLiquidity, whitelist: info.market.whitelist };
        const head = heads[chainId];

        const chain = await chainReads(chainId, head);
        const ctx = await scanContext(chainId, head, memoryStore());
        const activity = await loadActivity(ctx, chain.pools.map((p) => ({ address: p.address })));
        const fromChain: OverviewInput = { pools: chain.pools, tokens: chain.tokens, rules, activity: activity.pools, reservesDayAgo: activity.reservesDayAgo };

        const http = indexerHttp(indexer!.url);
        const expectedChain = { chainId, genesisHash: ctx.genesisHash, factory: info.contracts.factory!.toLowerCase() };
        const market = await loadIndexerMarket(http, expectedChain);
        const fromIndexer: OverviewInput = { pools: market.pools, tokens: indexedTokens(market), rules, activity: market.activity, reservesDayAgo: market.reservesDayAgo };

        // The trading above reached every window: swaps in the last day, in the week before it, and older.
        const swapsOf = (w: "day" | "week") => [...activity.pools.values()].reduce((n, a) => n + a[w].swaps, 0);
        expect(swapsOf("day")).toBe(5);
        expect(swapsOf("week")).toBe(7);
        expect(activity.reservesDayAgo.size).toBe(chain.pools.filter((p) => p.reserve0 > 0n).length);

        // The inputs, then every figure built from them.
        expect(market.head).toBe(head);
        expect(byAddress(market.pools)).toEqual(byAddress(chain.pools));
        expect(fromIndexer.tokens).toEqual(fromChain.tokens);
        expect(market.activity).toEqual(activity.pools);
        expect(market.reservesDayAgo).toEqual(activity.reservesDayAgo);
        const a = buildOverview(fromChain);
        const b = buildOverview(fromIndexer);
        expect(byAddress(b.pools)).toEqual(byAddress(a.pools));
        expect(byAddress(b.tokens)).toEqual(byAddress(a.tokens));
        // Figures the pages show exist (the comparison is not between two empty lists).
        expect(a.pools.filter((p) => p.day && p.day.swaps > 0 && p.day.feesNative !== undefined).length).toBeGreaterThan(0);
        expect(a.tokens.filter((t) => t.price && t.change24h !== undefined && t.change24h !== 0).length).toBeGreaterThan(0);

        // The indexer's stored prices are the rule's at the head, also for tokens priced through the whitelisted
        // token, whose pool traded last.
        const prices = priceTokens(chain.pools, rules);
        const whitelisted = rules.whitelist.map((w) => w.toLowerCase());
        const throughWhitelist = [...prices].filter(([token, p]) => {
          const source = chain.pools.find((pool) => pool.address === p.sourcePool);
          return !whitelisted.includes(token) && source && whitelisted.some((w) => w === source.token0 || w === source.token1);
        });
        expect(throughWhitelist.length).toBeGreaterThan(0);
        const storedRows = answerRows(await http.sql("select address, price_numerator, price_denominator from token where chain_id = $1", [chainId]), "token prices");
        const stored = new Map(storedRows.map((r) => [r.address, r.price_numerator === null ? undefined : `${r.price_numerator}/${r.price_denominator}`]));
        const expected = new Map([...stored.keys()].map((t) => [t, prices.has(t as string) ? `${prices.get(t as string)!.numerator}/${prices.get(t as string)!.denominator}` : undefined]));
        expect(stored).toEqual(expected);

        // Every token page's series and swaps, and a route's series.
        const pairs = chain.pools.map(({ address, token0, token1 }) => ({ address, token0, token1 }));
        let points = 0;
        for (const [address, { decimals }] of chain.tokens) {
          const fromChainLogs = await loadHistory(ctx, pairs.map((p) => p.address), (logs) => ({
            points: tokenPriceHistory(logs, pairs, rules, address, decimals),
            swaps: tokenSwaps(logs, pairs, address, LATEST_TOKEN_SWAPS),
          }));
          const fromRows = await loadIndexerTokenHistory(http, expectedChain, rules, { address, decimals });
          // Every block time was read, none interpolated: the times must be the same.
          expect(fromChainLogs.interpolated).toBe(false);
          expect(fromRows.now).toBe(fromChainLogs.now);
          expect(fromRows.points.map((p) => p.time)).toEqual(fromChainLogs.points.map((p) => p.time));
          expect(digits12(fromRows.points.map((p) => p.value))).toEqual(digits12(fromChainLogs.points.map((p) => p.value)));
          expect(fromRows.swaps).toEqual(fromChainLogs.swaps);
          points += fromRows.points.length;
        }
        expect(points).toBeGreaterThan(chain.tokens.size);
        // A token priced through the whitelisted one, routed over its pricing pool and the whitelisted token's native pool.
        const [through, { sourcePool }] = throughWhitelist[0];
        const viaPool = chain.pools.find((p) => p.address === sourcePool)!;
        const routePath = [through, viaPool.token0 === through ? viaPool.token1 : viaPool.token0, info.wrappedNative.address!.toLowerCase()];
        const hops = routeHops(routePath, pairs)!;
        const routeFromLogs = await loadHistory(ctx, pairs.map((p) => p.address), (logs) => ({ points: routePriceHistory(logs, hops, 18, 18), swaps: [] }));
        const routeFromRows = await loadIndexerRouteHistory(http, expectedChain, { path: routePath, inputDecimals: 18, outputDecimals: 18 });
        expect(routeFromRows.points.map((p) => p.time)).toEqual(routeFromLogs.points.map((p) => p.time));
        expect(digits12(routeFromRows.points.map((p) => p.value))).toEqual(digits12(routeFromLogs.points.map((p) => p.value)));
        expect(routeFromLogs.points.length).toBeGreaterThan(0);

        // The deployer's LP positions, read and valued as the portfolio page does with and without the indexer.
        const owner = new Wallet(DEV_KEY).address;
        const reads = await readChainHoldings(chainId, owner, [], chain.tokens);
        const indexedReads = await readChainHoldings(chainId, owner, [], chain.tokens, indexedPositions(indexer!.url, async () => ctx.genesisHash));
        expect([reads.lpSource, indexedReads.lpSource]).toEqual(["chain", "indexer"]);
        const fromChainReads = assembleHoldings(reads, chain.tokens, rules).positions;
        const fromIndexerRows = assembleHoldings(indexedReads, chain.tokens, rules).positions;
        expect(fromIndexerRows).toEqual(fromChainReads);
        expect(fromChainReads.filter((p) => p.valueNative !== undefined && p.valueNative > 0n).length).toBeGreaterThan(1);
      }
    },
    INDEXER_SYNC_LIMIT_MS + 300_000,
  );
});
