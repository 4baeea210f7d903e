/**
 * The market pages with an indexer: a build of the app whose VITE_INDEXER_URL names a real Ponder indexer (PGlite in a
 * temporary folder) that this spec runs against the worker's chain 555555. Explore and a token page read it and say
 * "Data: indexer"; a swap made by a script appears on the token page within 2 blocks; the portfolio's LP positions on
 * 555555 come from the indexer (the other chains, not indexed, from the chain) and equal the chain's; the indexer
 * stopped, the pages read the chain and say "Data: chain" with nothing broken; the indexer back, they use it again.
 *
 * Ports: the worker's spare ports (support/env.ts workerPorts: free while this file runs in its worker), spare+5 for
 * the indexer and spare+6 for this build's static server. Waits on states only, with generous limits.
 */
import fs from "fs";
import type http from "http";
import os from "os";
import path from "path";
import type { Page } from "@playwright/test";
import { indexedBlock, startLocalIndexer, type LocalIndexer } from "../../../scripts/lib/localIndexer";
import { buildApp } from "../support/appBuild";
import { DEV_KEYS, ROOT, WORKER_INDEX, WORKER_PORTS, E2E_CHAIN_PORTS, workerPorts } from "../support/env";
import { ACCOUNT0, deployedPair, latestBlock, lpPosition, mineBlock, PEN_CHAIN, scriptedAccount, tokenAddress } from "../support/chain";
import { serveStatic } from "../support/staticServer";
import { retargetPorts } from "../support/workerStacks";
import { expect, test } from "../support/wallet";

const INDEXER_PORT = WORKER_PORTS.spare + 5;
const APP_PORT = WORKER_PORTS.spare + 6;
const APP = `http://127.0.0.1:${APP_PORT}/`;
const BARK = tokenAddress("BARK").toLowerCase();
/** Ponder's first start builds its database and reads every block: generous for a busy 2-core machine. */
const INDEXER_LIMIT_MS = 240_000;

test.describe.configure({ mode: "serial" });

let indexer: LocalIndexer | undefined;
let server: http.Server | undefined;
let databaseDir = "";
let distDir = "";

const startIndexer = () => startLocalIndexer({ chainPorts: { [PEN_CHAIN]: E2E_CHAIN_PORTS[PEN_CHAIN] }, port: INDEXER_PORT, databaseDir });

/** The indexer's head on 555555 from its /status, or undefined while it does not answer. */
const indexerHead = () => indexedBlock(`http://127.0.0.1:${INDEXER_PORT}`, PEN_CHAIN);

async function indexerAtHead(): Promise<void> {
  const head = await latestBlock();
  await expect.poll(indexerHead, { timeout: INDEXER_LIMIT_MS, message: `indexer at block ${head}` }).toBeGreaterThanOrEqual(head);
}

const dataSource = (page: Page, testId: string) => page.getByTestId(testId).getAttribute("data-source", { timeout: 1_000 }).catch(() => null);

/** Where a portfolio chain section says its LP positions came from. */
const lpSource = (page: Page, chainId: number) =>
  page.getByTestId(`portfolio-chain-${chainId}`).getByTestId("portfolio-lp-source").getAttribute("data-source", { timeout: 1_000 }).catch(() => null);

/**
 * The deployer's WPEN/BARK position on 555555 in the portfolio, with its LP figures as the page states them, equal to
 * what the chain holds, its LP figures from `source`.
 */
async function expectPortfolioPosition(page: Page, source: "indexer" | "chain"): Promise<void> {
  await page.goto(`${APP}#/portfolio/${ACCOUNT0}`);
  await expect.poll(() => lpSource(page, PEN_CHAIN), { timeout: 120_000 }).toBe(source);
  // 3344 is not indexed: its section reads the chain whatever the indexer does.
  await expect.poll(() => lpSource(page, 3344), { timeout: 120_000 }).toBe("chain");
  const pair = deployedPair("WPEN", "BARK");
  const expected = await lpPosition(pair, ACCOUNT0);
  expect(expected.balance).toBeGreaterThan(0n);
  const row = page.getByTestId(`portfolio-chain-${PEN_CHAIN}`).locator(`[data-testid="portfolio-position-row"][data-pair="${pair.toLowerCase()}"]`);
  const figures = async () => Object.fromEntries(await Promise.all(["balance", "amount0", "amount1"].map(async (name) => [name, await row.getAttribute(`data-${name}`, { timeout: 5_000 })])));
  await expect.poll(figures, { timeout: 60_000 }).toEqual({ balance: String(expected.balance), amount0: String(expected.amount0), amount1: String(expected.amount1) });
  await expect(row.locator('td[data-column="value"]')).toHaveText(/^[\d.]+ PEN$/);
}

test.beforeAll(async () => {
  test.setTimeout(INDEXER_LIMIT_MS + 600_000);
  databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), "penswap-e2e-indexer-"));
  distDir = path.join(ROOT, ".e2e", `dist-indexer-${APP_PORT}`);
  // The build's RPC URLs are worker 0's (as the suite's own build): this worker's server rewrites them to its own.
  const [started] = await Promise.all([startIndexer(), buildApp(distDir, { VITE_INDEXER_URL: `http://127.0.0.1:${INDEXER_PORT}` })]);
  indexer = started;
  server = await serveStatic(distDir, APP_PORT, WORKER_INDEX === 0 ? undefined : retargetPorts(workerPorts(0), workerPorts(WORKER_INDEX)));
  await indexerAtHead();
});

test.afterAll(async () => {
  await indexer?.stop();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (databaseDir) fs.rmSync(databaseDir, { recursive: true, force: true });
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
});

test("Explore and a token page read the indexer, and a scripted swap appears within 2 blocks", async ({ page }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${APP}#/explore`);
  await expect.poll(() => dataSource(page, "explore-data-source"), { timeout: 120_000 }).toBe("indexer");
  await expect(page.getByTestId("explore-data-source")).toHaveText("Data: indexer");
  await expect(page.getByTestId("explore-tokens").locator(`tr[data-key="${tokenAddress("BARK")}"]`)).toBeVisible();

  await page.goto(`${APP}#/tokens/${PEN_CHAIN}/${BARK}`);
  await expect.poll(() => dataSource(page, "token-chart-data-source"), { timeout: 120_000 }).toBe("indexer");
  await expect(page.getByTestId("token-chart-data-source")).toHaveText("Data: indexer");
  await expect(page.getByTestId("token-chart")).toHaveAttribute("data-candles", /^[1-9]\d*$/);

  // Account 1 holds BARK from the seed.
  const trader = scriptedAccount(DEV_KEYS[1]);
  await trader.approve("BARK");
  const hash = await trader.swap(["BARK", "FIVE"], "1");
  const swapBlock = await latestBlock();
  // The page reads the indexer at each new block. A local node mines only on transactions, so once the indexer has
  // the swap's block, the test mines the one block a live chain would bring anyway: the page must show the swap then.
  // (Without it, a page that read the indexer before the indexer had the swap's block waits for a block that never
  // comes; which one wins that race depends on the machine's load.)
  await indexerAtHead();
  await mineBlock();
  await expect(page.getByTestId("token-swap").first()).toHaveAttribute("data-tx", hash, { timeout: 120_000 });
  // Still from the indexer, and no more than 2 blocks after the swap's.
  await expect(page.getByTestId("token-chart-data-source")).toHaveAttribute("data-source", "indexer");
  expect(await latestBlock()).toBeLessThanOrEqual(swapBlock + 2);

  await expectPortfolioPosition(page, "indexer");
  await expect(page.getByTestId(`portfolio-chain-${PEN_CHAIN}`).getByTestId("portfolio-lp-source")).toHaveText("Liquidity position data: indexer");
  expect(errors).toEqual([]);
});

test("the indexer stopped, the pages read the chain and say so; back, they use it again", async ({ page }) => {
  test.setTimeout(INDEXER_LIMIT_MS + 300_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${APP}#/tokens/${PEN_CHAIN}/${BARK}`);
  await expect.poll(() => dataSource(page, "token-chart-data-source"), { timeout: 120_000 }).toBe("indexer");

  await indexer!.stop();
  indexer = undefined;
  // The next block's read of the indexer fails: the page falls back to the chain.
  await mineBlock();
  await expect.poll(() => dataSource(page, "token-chart-data-source"), { timeout: 120_000 }).toBe("chain");
  await expect(page.getByTestId("token-chart-data-source")).toHaveText("Data: chain");
  await expect(page.getByTestId("token-chart")).toHaveAttribute("data-candles", /^[1-9]\d*$/, { timeout: 120_000 });
  await expect(page.getByTestId("token-stats")).toBeVisible();

  await page.goto(`${APP}#/explore`);
  await expect.poll(() => dataSource(page, "explore-data-source"), { timeout: 120_000 }).toBe("chain");
  await expect(page.getByTestId("explore-data-source")).toHaveText("Data: chain");
  await expect(page.getByTestId("explore-tokens").locator(`tr[data-key="${tokenAddress("BARK")}"]`)).toBeVisible({ timeout: 120_000 });
  await expectPortfolioPosition(page, "chain");
  await page.goto(`${APP}#/explore`);

  // Back (resuming from its database), caught up, and read again at the next block.
  indexer = await startIndexer();
  await indexerAtHead();
  await mineBlock();
  await expect.poll(() => dataSource(page, "explore-data-source"), { timeout: 120_000 }).toBe("indexer");
  await page.goto(`${APP}#/tokens/${PEN_CHAIN}/${BARK}`);
  await expect.poll(() => dataSource(page, "token-chart-data-source"), { timeout: 120_000 }).toBe("indexer");
  expect(errors).toEqual([]);
});
