/**
 * The embedded database (PGlite, what `npm run dev` runs) serves what the indexer wrote. PGlite is one database
 * session shared by the indexer's writes and the API's reads, and Ponder's flush of more than 20 updated rows of a table
 * goes through a temporary table of the same name: a read of `pair` by the API then found that temporary table, empty
 * after the flush, instead of the indexer's table, and the market showed no pools at all once a batch of trades moved
 * more than 20 pools. (patches/ponder+*.patch names the temporary tables apart.)
 *
 * A local chain 555555 deployed by scripts/deploy.ts gets 40 pools and 500 swaps in batches (bench/lib/bulkMarket: a
 * transaction's swaps move many pools in one block), then a fresh PGlite index must serve every pool the factory made
 * and every swap. Ports: INDEXER_TEST_PORT_BASE (default 18700) + 40 for the chain, + 50 for the indexer.
 */
import fs from "fs";
import path from "path";
import { Contract, id as eventTopic, JsonRpcProvider } from "ethers";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedBulkMarket } from "../../bench/lib/bulkMarket";
import type { DeploymentRecord } from "../../scripts/lib/deploymentRecord";
import { rpcUrl } from "../../scripts/lib/localChains";
import { untilIndexed, type LocalIndexer } from "../../scripts/lib/localIndexer";
import { jsonRpc } from "../../scripts/lib/market/blockMiner";
import { startDeployedChain, type DeployedChain } from "./support/deployedChain";

const BASE = Number(process.env.INDEXER_TEST_PORT_BASE ?? 18700);
const CHAIN_ID = 555555;
const CHAIN_PORT = BASE + 40;
const INDEXER_PORT = BASE + 50;
const ROOT = path.resolve(__dirname, "../..");
/** Generous for a busy 2-core machine. */
const SYNC_LIMIT_MS = 300_000;

let chain: DeployedChain | undefined;
let indexer: LocalIndexer | undefined;

beforeAll(async () => {
  chain = await startDeployedChain(CHAIN_ID, CHAIN_PORT, "penswap-pglite-reads-");
}, 600_000);

afterAll(async () => {
  await chain?.stop();
});

/** One SELECT through the indexer's SQL over HTTP, as the app sends it. */
async function indexerCount(table: string): Promise<number> {
  const url = new URL(`${indexer!.url}/sql/db`);
  url.searchParams.set("sql", JSON.stringify({ json: { sql: `select count(*) as n from ${table}`, params: [] } }));
  const answer = (await (await fetch(url, { method: "POST" })).json()) as { rows: Array<{ n: number | string }> };
  return Number(answer.rows[0].n);
}

it("serves every pool and swap after batches of trades that moved more than 20 pools at once", async () => {
  const deployment = JSON.parse(fs.readFileSync(path.join(ROOT, "deployments", `${CHAIN_ID}.json`), "utf8")) as DeploymentRecord;
  const rpc = jsonRpc(rpcUrl(CHAIN_PORT));
  const accounts = await rpc.call<string[]>("eth_accounts");
  const seeded = await seedBulkMarket(rpc, deployment, { pools: 40, swaps: 500, windowSeconds: 6 * 3600, accounts: accounts.slice(10, 16), settleBlocks: 32 }, () => undefined);
  const provider = new JsonRpcProvider(rpcUrl(CHAIN_PORT), CHAIN_ID, { staticNetwork: true });
  const factory = new Contract(deployment.contracts.factory, ["function allPairsLength() view returns (uint256)"], provider);
  const pools = Number(await factory.allPairsLength());
  const swapLogs = await provider.getLogs({ fromBlock: 0, toBlock: "latest", topics: [eventTopic("Swap(address,uint256,uint256,uint256,uint256,address)")] });
  expect(pools).toBeGreaterThan(20);
  expect(seeded.swaps).toBe(500);

  indexer = await chain!.startIndexer({ port: INDEXER_PORT, startTimeoutMs: SYNC_LIMIT_MS });
  await untilIndexed(indexer, CHAIN_ID, await provider.getBlockNumber(), SYNC_LIMIT_MS);

  expect(await indexerCount("swap")).toBe(swapLogs.length);
  expect(await indexerCount("pair")).toBe(pools);
  expect(await indexerCount("pair_hour_data")).toBeGreaterThan(0);
}, 900_000);
