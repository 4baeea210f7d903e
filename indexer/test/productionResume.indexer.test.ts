/**
 * The indexer in production mode, crashed and resumed: `ponder start` on a real PostgreSQL server (one schema per
 * run, as a deployment uses), on a local chain 3344 deployed and seeded by scripts/deploy.ts and then traded while it
 * indexes. At a random moment, once some of the swaps are indexed, the indexer is killed with SIGKILL (no shutdown
 * work, its schema lock left held); more trades follow while it is down; it is started again on the same schema and
 * must reach the chain's head with exactly the rows of an uninterrupted run into a second schema: every table, row
 * for row (nothing lost, nothing counted twice), and as many swaps as the chain has Swap logs. A token whose name and
 * symbol hold NUL characters (which PostgreSQL refuses) and whose name is 1,500 characters long (which the app
 * refuses) is listed among them, stored as the app accepts it.
 *
 * Needs PostgreSQL: PENSWAP_TEST_DATABASE_URL names a database of the test's own (`bash .ci/postgres` starts a local
 * server and prints one; CI does so). Its two schemas are named for the run (another worktree's run, or CI's, on the
 * same database writes its own) and dropped at its end. Ponder's sync cache (schema ponder_sync, one name for every
 * Ponder on the database) cannot be named per run: runs on one database take turns, under a PostgreSQL advisory lock
 * held for the whole run, and each empties that cache first. Without a reachable server the test is skipped, with the
 * reason printed.
 *
 * The random moment is printed; PENSWAP_RESUME_KILL_AT=<swaps indexed> repeats a run's. Ports: INDEXER_TEST_PORT_BASE
 * (default 18700) + 20 for the chain, + 30 for the indexer (the differential test uses the ones below).
 * Waits on states only, with generous limits for a busy machine. Ponder refuses a schema whose last writer beat its
 * heartbeat less than 25 s ago, so the restart after the kill waits out that lock by itself (at most 25 s).
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { Contract, id as eventTopic, JsonRpcProvider, NonceManager, Wallet } from "ethers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PenRouter__factory } from "../../typechain-types/factories/contracts/PenRouter__factory";
import { TestERC20__factory } from "../../typechain-types/factories/contracts/tokens/TestERC20__factory";
import { deployLocalChains, rpcUrl, startLocalChains } from "../../scripts/lib/localChains";
import { startLocalIndexer, untilIndexerBlocks, type LocalIndexer } from "../../scripts/lib/localIndexer";
import { psql as psqlOn, takePostgresTurn } from "../../scripts/lib/postgresTurn";
import { MAX_TEXT_LENGTH } from "../../web/src/features/market/indexerSource/indexerAnswer";
import { parseDeployment, type Deployment } from "../../web/src/networks/deploymentFile";
import { tokenDisplayText } from "../../web/src/sdk/tokenText";

const ROOT = path.resolve(__dirname, "../..");
const DATABASE_URL = process.env.PENSWAP_TEST_DATABASE_URL;
const BASE = Number(process.env.INDEXER_TEST_PORT_BASE ?? 18700);
const CHAIN_ID = 3344;
const CHAIN_PORTS = { [CHAIN_ID]: BASE + 20 };
const INDEXER_PORT = BASE + 30;
/** This run's own schemas (lowercase letters, digits and underscores: no quoting surprises, within 63 bytes). */
const RUN = `${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
/** The crashed-and-resumed run's schema and the uninterrupted run's. */
const RESUMED = `penswap_test_resumed_${RUN}`;
const REFERENCE = `penswap_test_reference_${RUN}`;
/** Hardhat's first dev account: the deployer, who holds the seeded tokens. */
const DEV_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
/** Swaps before the indexer starts (its historical sync), while it runs, and while it is down. */
const SWAPS_BEFORE = 24;
const SWAPS_WHILE_RUNNING = 24;
const SWAPS_WHILE_DOWN = 4;
/** Generous for a busy 2-core machine: each run builds its tables and reads every block. */
const SYNC_LIMIT_MS = 300_000;
const SWAP_TOPIC = eventTopic("Swap(address,uint256,uint256,uint256,uint256,address)");
/** The tables of ponder.schema.ts; Ponder's own (`_ponder_meta`, `_reorg__*`) start with an underscore. */
const TABLES = ["burn", "indexed_chain", "liquidity_position", "mint", "pair", "pair_day_data", "pair_hour_data", "pricing_link", "swap", "sync", "token", "token_day_data", "token_hour_data"];

/** Longest wait for another run on the same database to end (a whole run, on a busy machine). */
const TURN_LIMIT_MS = 1_200_000;

const psql = (query: string) => psqlOn(DATABASE_URL!, query);
const count = async (schema: string, table: string) => Number(await psql(`SELECT count(*) FROM "${schema}"."${table}"`));

/** Why the test cannot run here, or undefined when PostgreSQL answers. */
async function whyNoPostgres(): Promise<string | undefined> {
  if (!DATABASE_URL) return "PENSWAP_TEST_DATABASE_URL is not set (`bash .ci/postgres` starts a local PostgreSQL and prints one)";
  try {
    await psql("SELECT 1");
    return undefined;
  } catch (err) {
    // Named without its password: psql's own error, never the command line that holds the URL.
    const where = DATABASE_URL.replace(/\/\/[^@/]*@/, "//");
    const { stderr, code } = err as { stderr?: string; code?: string };
    if (code === "ENOENT") return "psql, which the test queries with, is not installed (Debian: postgresql-client)";
    return `no PostgreSQL answers at ${where}: ${stderr?.trim().split("\n")[0] || code || "psql failed"}`;
  }
}
const skipReason = await whyNoPostgres();
if (skipReason) console.warn(`indexer production-mode test SKIPPED: ${skipReason}`);

const deployment: Deployment = parseDeployment(JSON.parse(fs.readFileSync(path.join(ROOT, "deployments", `${CHAIN_ID}.json`), "utf8")));
const provider = new JsonRpcProvider(rpcUrl(CHAIN_PORTS[CHAIN_ID]), CHAIN_ID, { staticNetwork: true });
// Counts its own nonces: the node's pending count can lag behind a receipt just read.
const wallet = new NonceManager(new Wallet(DEV_KEY, provider));
const router = PenRouter__factory.connect(deployment.contracts.router, wallet);
const FAR = 2n ** 40n;
/** The hostile token's unit (18 decimals). */
const UNIT = 10n ** 18n;

let stopChain: (() => Promise<void>) | undefined;
let endTurn: (() => Promise<void>) | undefined;
const started: LocalIndexer[] = [];

/** Two pools of standard tokens, traded by the test. */
function tradedPools() {
  const standard = new Set(deployment.tokens.filter((t) => t.kind === "standard").map((t) => t.address.toLowerCase()));
  return deployment.pairs.filter((p) => standard.has(p.token0.toLowerCase()) && standard.has(p.token1.toLowerCase())).slice(0, 2);
}

/** One whole token in its smallest units. */
const unitOf = (token: string) => 10n ** BigInt(deployment.tokens.find((t) => t.address.toLowerCase() === token.toLowerCase())!.decimals);

const erc20 = (address: string) => new Contract(address, ["function approve(address,uint256) returns (bool)", "function balanceOf(address) view returns (uint256)"], wallet);

/** The `n`-th trade of the test: alternating pools and directions, small and varied amounts, an hour apart every fourth. */
async function tradeNumber(n: number): Promise<void> {
  const pools = tradedPools();
  const pool = pools[n % 2];
  const path = n % 3 === 0 ? [pool.token1, pool.token0] : [pool.token0, pool.token1];
  await (await router.swapExactTokensForTokens((BigInt(1 + (n % 7)) * unitOf(path[0])) / 10n, 0n, path, await wallet.getAddress(), FAR)).wait();
  if (n % 4 === 3) {
    await provider.send("evm_increaseTime", [3600]);
    await provider.send("evm_mine", []);
  }
}

/** Approves the router for the traded tokens and lists a hostile token in a new pool. */
async function prepareTrading(): Promise<string> {
  const pools = tradedPools();
  expect(pools.length).toBe(2);
  for (const token of new Set(pools.flatMap((p) => [p.token0, p.token1]))) await (await erc20(token).approve(deployment.contracts.router, 2n ** 255n)).wait();
  // Text PostgreSQL refuses (NUL) and text the app refuses (over 1,000 characters) in the token's own answers.
  const hostile = await new TestERC20__factory(wallet).deploy(`Hostile\0Token ${"N".repeat(1500)}`, "EV\0IL", 18, 10n ** 24n);
  await hostile.waitForDeployment();
  const hostileAddress = await hostile.getAddress();
  await (await hostile.approve(deployment.contracts.router, 2n ** 255n)).wait();
  await (await router.addLiquidity(hostileAddress, pools[0].token0, 5n * UNIT, 5n * unitOf(pools[0].token0), 0n, 0n, await wallet.getAddress(), FAR)).wait();
  return hostileAddress.toLowerCase();
}

/** Adds liquidity to one pool and removes part of another's, so mints, burns and LP transfers follow the kill too. */
async function changeLiquidity(): Promise<void> {
  const [a, b] = tradedPools();
  const owner = await wallet.getAddress();
  await (await router.addLiquidity(a.token0, a.token1, 2n * unitOf(a.token0), 2n * unitOf(a.token1), 0n, 0n, owner, FAR)).wait();
  const lp = erc20(b.address);
  await (await lp.approve(deployment.contracts.router, 2n ** 255n)).wait();
  const balance = (await lp.balanceOf(owner)) as bigint;
  await (await router.removeLiquidity(b.token0, b.token1, balance / 5n, 0n, 0n, owner, FAR)).wait();
}

async function startIndexer(schema: string): Promise<LocalIndexer> {
  const indexer = await startLocalIndexer({ chainPorts: CHAIN_PORTS, port: INDEXER_PORT, databaseUrl: DATABASE_URL!, schema });
  started.push(indexer);
  return indexer;
}

/** Resolves with the chain's head once the indexer's /status shows exactly it (nothing past it: the chain stands still). */
async function reachHead(indexer: LocalIndexer): Promise<number> {
  const head = await provider.getBlockNumber();
  await untilIndexerBlocks(indexer, [CHAIN_ID], (blocks) => blocks[CHAIN_ID] === head, { limitMs: SYNC_LIMIT_MS, goal: `the head, block ${head}` });
  return head;
}

/** Swaps the schema holds so far; 0 before Ponder has made its tables. */
const swapsIndexed = (schema: string) => count(schema, "swap").catch(() => 0);

/** Kills the indexer with SIGKILL once at least `target` swaps are indexed; resolves with how many were. */
async function killOnceIndexed(indexer: LocalIndexer, target: number): Promise<number> {
  const deadline = Date.now() + SYNC_LIMIT_MS;
  let exited = false;
  void indexer.exited.then(() => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the indexer exited before the kill: ${indexer.tail()}`);
    if ((await swapsIndexed(RESUMED)) >= target) {
      await indexer.kill();
      return swapsIndexed(RESUMED);
    }
    if (Date.now() > deadline) throw new Error(`the indexer did not index ${target} swaps: ${indexer.tail()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Rows of `table` in one schema that the other lacks, as a multiset (a row twice where the other has it once counts). */
async function rowsMissing(table: string, from: string, inSchema: string): Promise<number> {
  return Number(await psql(`SELECT count(*) FROM (SELECT * FROM "${from}"."${table}" EXCEPT ALL SELECT * FROM "${inSchema}"."${table}") AS missing`));
}

const describeWithPostgres = describe.skipIf(skipReason !== undefined);

beforeAll(async () => {
  if (skipReason) return;
  endTurn = await takePostgresTurn(DATABASE_URL!, TURN_LIMIT_MS);
  // A chain restarted from genesis has the same id: Ponder's sync cache (ponder_sync) must not serve the old chain's blocks.
  await psql("DROP SCHEMA IF EXISTS ponder_sync CASCADE");
  const chain = await startLocalChains(CHAIN_PORTS);
  stopChain = chain.stop;
  await deployLocalChains(CHAIN_PORTS, () => undefined);
}, TURN_LIMIT_MS + 600_000);

afterAll(async () => {
  for (const indexer of started) await indexer.stop();
  await stopChain?.();
  if (endTurn) {
    try {
      await psql(`DROP SCHEMA IF EXISTS "${RESUMED}", "${REFERENCE}" CASCADE`);
    } finally {
      await endTurn();
    }
  }
}, 120_000);

describeWithPostgres("the indexer on PostgreSQL, killed with SIGKILL mid-sync and restarted", () => {
  it(
    "ends with exactly the rows of an uninterrupted run",
    async () => {
      const hostile = await prepareTrading();
      let trades = 0;
      while (trades < SWAPS_BEFORE) await tradeNumber(trades++);

      const target = Number(process.env.PENSWAP_RESUME_KILL_AT ?? 1 + Math.floor(Math.random() * (SWAPS_BEFORE + SWAPS_WHILE_RUNNING)));
      console.log(`production-mode test: kill -9 once ${target} swaps are indexed (PENSWAP_RESUME_KILL_AT=${target} repeats this run)`);
      const first = await startIndexer(RESUMED);
      // Trading goes on while the indexer syncs, so it is killed between blocks it has and blocks still to come.
      const trading = (async () => {
        while (trades < SWAPS_BEFORE + SWAPS_WHILE_RUNNING) await tradeNumber(trades++);
      })();
      // A failed kill ends the test: the trading loop is let finish first, so the teardown that stops the chain does not
      // turn its next trade into an unhandled connection error that hides the real failure.
      const indexedAtKill = await killOnceIndexed(first, target).catch(async (err: unknown) => {
        await trading.catch(() => undefined);
        throw err;
      });
      const blockAtKill = await provider.getBlockNumber();
      await trading;
      for (let i = 0; i < SWAPS_WHILE_DOWN; i++) await tradeNumber(trades++);
      await changeLiquidity();
      console.log(`production-mode test: killed with ${indexedAtKill} swaps indexed, at chain block ${blockAtKill}`);

      const resumed = await startIndexer(RESUMED);
      const head = await reachHead(resumed);
      await resumed.stop();

      // The uninterrupted run reads the chain afresh: the crashed run's sync cache is dropped, so its faults cannot carry over.
      await psql("DROP SCHEMA ponder_sync CASCADE");
      const reference = await startIndexer(REFERENCE);
      expect(await reachHead(reference)).toBe(head);
      await reference.stop();

      const swapLogs = (await provider.getLogs({ fromBlock: 0, toBlock: head, topics: [SWAP_TOPIC] })).length;
      expect(indexedAtKill).toBeGreaterThan(0);
      expect(indexedAtKill).toBeLessThan(swapLogs);
      expect(await count(REFERENCE, "swap")).toBe(swapLogs);

      const tables = (await psql(`SELECT table_name FROM information_schema.tables WHERE table_schema = '${REFERENCE}' AND table_name NOT LIKE '\\_%' ORDER BY 1`)).split("\n");
      expect(tables).toEqual(TABLES);
      const figures: Record<string, number> = {};
      for (const table of TABLES) {
        figures[table] = await count(REFERENCE, table);
        expect({ table, rows: await count(RESUMED, table) }).toEqual({ table, rows: figures[table] });
        expect({ table, lost: await rowsMissing(table, REFERENCE, RESUMED) }).toEqual({ table, lost: 0 });
        expect({ table, extra: await rowsMissing(table, RESUMED, REFERENCE) }).toEqual({ table, extra: 0 });
      }
      // The summed figures the pages build on, for the log (the rows above already hold them equal).
      const volumes = `SELECT concat_ws(' ', sum(volume0), sum(volume1), (SELECT sum(trade_volume) FROM "%s".token)) FROM "%s".pair`;
      const summed = await psql(volumes.replaceAll("%s", RESUMED));
      expect(summed).toBe(await psql(volumes.replaceAll("%s", REFERENCE)));
      console.log(`production-mode test: identical tables after the resume: rows ${JSON.stringify(figures)}; pair volumes and token volume ${summed}`);
      // Every table had something to lose.
      for (const table of TABLES) expect({ table, rows: figures[table] }).not.toEqual({ table, rows: 0 });

      // The hostile token is listed, with text the app accepts and shows as it would the chain's: cleaned, and marked.
      const stored = JSON.parse(await psql(`SELECT json_build_object('symbol', symbol, 'name', name) FROM "${RESUMED}".token WHERE address = '${hostile}'`)) as { symbol: string; name: string };
      expect(stored.name.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
      expect(tokenDisplayText(stored.symbol, "symbol")).toMatchObject({ full: "EVIL", suspicious: true });
      expect(tokenDisplayText(stored.name, "name")).toMatchObject({ suspicious: true });
      expect(tokenDisplayText(stored.name, "name").full.startsWith("HostileToken NNN")).toBe(true);
    },
    4 * SYNC_LIMIT_MS,
  );
});
