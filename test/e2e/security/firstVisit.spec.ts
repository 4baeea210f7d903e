/**
 * The production site's first visit, as the first public deployment will be: a production build (`vite build`
 * with no profile variable) with a record for Pentagon Chain (3344) only, served statically, its RPC answered
 * by a local node (VITE_RPC_URL_3344). The other public networks' RPCs are the real addresses, refused and
 * counted here: nothing may ask a chain without a deployment for anything.
 */
import path from "path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { APP_PORT, DEV_KEYS, ROOT, WORKER_PORTS } from "../support/env";
import { expect, test, Web3RequestKind } from "../support/wallet";
import { startPublicDeployment, type PublicDeployment } from "./productionDeployment";

const CHAIN = 3344;
const PORT = WORKER_PORTS.spare;
const RPC = `http://127.0.0.1:${PORT}`;
// The wallet of the last test sits on Pentagon Testnet: its own node, which the site never learns of.
const WALLET_PORT = PORT + 1;
const WALLET_RPC = `http://127.0.0.1:${WALLET_PORT}`;
const OUT_DIR = path.join(ROOT, ".e2e", `dist-first-visit-${APP_PORT}`);
const UNDEPLOYED_RPC_HOSTS = ["rpc-testnet.pentagon.games", "rpc.chainverse.info"];

test.use({ walletChainId: 555555, walletRpcUrl: WALLET_RPC, walletKeys: [DEV_KEYS[3]] });
test.describe.configure({ mode: "serial" });

let deployment: PublicDeployment | undefined;

test.beforeAll(async () => {
  test.setTimeout(900_000);
  deployment = await startPublicDeployment({ chainId: CHAIN, port: PORT, otherNodes: { 555555: WALLET_PORT }, outDir: OUT_DIR });
});

test.afterAll(async () => {
  await deployment?.stop();
});

/** The public internet is not reachable from the test machine: refuse it at once, counting what went to the undeployed chains' RPCs. */
async function countUndeployedRpc(context: BrowserContext): Promise<{ count: () => number }> {
  let count = 0;
  await context.route(/^https:\/\//, (route) => {
    if (UNDEPLOYED_RPC_HOSTS.includes(new URL(route.request().url()).hostname)) count += 1;
    return route.abort();
  });
  return { count: () => count };
}

/** The chains whose default token list the context's pages fetched. */
function recordListFetches(context: BrowserContext): () => string[] {
  const chains = new Set<string>();
  context.on("request", (request) => {
    const match = /\/lists\/(\d+)\.tokenlist\.json$/.exec(new URL(request.url()).pathname);
    if (match) chains.add(match[1]);
  });
  return () => [...chains].sort();
}

/** A visitor with no wallet at all, in a context of its own, and what it asked of the network. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  const rpc = await countUndeployedRpc(context);
  const lists = recordListFetches(context);
  return { context, rpc, lists, page: await context.newPage() };
}

const selector = (page: Page) => page.getByTestId("network-selector");
const notDeployed = (page: Page) => page.getByTestId("not-deployed");

test("a visitor with no wallet lands on Pentagon Chain and gets a quote", async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, rpc, lists, page } = await visitor(browser);
  try {
    await page.goto(`${deployment!.site.url}#/swap?inputCurrency=PC&outputCurrency=${deployment!.gem}`);
    await expect(selector(page)).toHaveValue(String(CHAIN));
    // The chains where PenSwap is deployed come first; the others are marked.
    await expect(selector(page).locator("option")).toHaveText(["Pentagon Chain", "Chain Verse Mainnet (not deployed)", "Pentagon Testnet (not deployed)"]);
    // GEM is on no list: the link's token needs the import warning first.
    const gate = page.getByTestId("link-token-warning");
    await expect(gate).toBeVisible({ timeout: 60_000 });
    await gate.getByRole("checkbox", { name: "I understand" }).check();
    await gate.getByRole("button", { name: "Continue" }).click();
    await page.locator("#swap-currency-input-amount").fill("1");
    // 1 PC into a 100 PC : 10,000 GEM pool gives a little under 99 GEM.
    await expect.poll(async () => Number(await page.locator("#swap-currency-output-amount").inputValue()), { timeout: 60_000 }).toBeGreaterThan(90);
    await expect(page.locator("#connect-wallet")).toBeVisible();
    await expect(notDeployed(page)).toHaveCount(0);
    await expect(page.getByTestId("rpc-unreachable")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(rpc.count()).toBe(0);
    // Only the list of the chain in use, none of the other chains the app knows.
    expect(lists()).toEqual(["3344"]);
  } finally {
    await context.close();
  }
});

test("?chain= links open the named chain; an undeployed one is marked, refuses trading and is never polled", async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, rpc, lists, page } = await visitor(browser);
  try {
    await page.goto(`${deployment!.site.url}#/swap?chain=555555`);
    await expect(notDeployed(page)).toContainText("PenSwap is not yet deployed on Pentagon Testnet");
    await expect(selector(page)).toHaveValue("555555");
    await expect(page.locator("#swap-currency-input-amount")).toHaveCount(0);

    // The choice is remembered: the root redirects to the swap page, still on the chosen chain, and the legal pages render.
    await page.goto(`${deployment!.site.url}#/`);
    await expect(page).toHaveURL(/#\/swap$/);
    await expect(notDeployed(page)).toContainText("Pentagon Testnet");
    await page.goto(`${deployment!.site.url}#/privacy-policy`);
    await expect(page.locator("#legal-page-title")).toBeVisible();
    await expect(notDeployed(page)).toHaveCount(0);

    // Picking Pentagon Chain in the selector opens the app there, and the address names it for sharing.
    await page.goto(`${deployment!.site.url}#/swap`);
    await selector(page).selectOption(String(CHAIN));
    await expect(page).toHaveURL(/#\/swap\?chain=3344$/);
    await expect(page.locator("#swap-currency-input-amount")).toBeVisible();

    // Another undeployed chain named by a link; its notice offers the chain where PenSwap is.
    await page.goto(`${deployment!.site.url}#/pool?chain=5555`);
    await expect(notDeployed(page)).toContainText("PenSwap is not yet deployed on Chain Verse Mainnet");
    await page.getByTestId("not-deployed-switch").click();
    await expect(page).toHaveURL(/#\/pool\?chain=3344$/);
    await expect(notDeployed(page)).toHaveCount(0);
    await expect(selector(page)).toHaveValue(String(CHAIN));

    // No poll, no outage banner for chains the app does not use, however long the notice stayed up.
    await page.goto(`${deployment!.site.url}#/swap?chain=555555`);
    await expect(notDeployed(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("rpc-unreachable")).toHaveCount(0);
    expect(rpc.count()).toBe(0);
    // Lists only while on the deployed chain: an undeployed one has nothing to trade.
    expect(lists()).toEqual(["3344"]);
  } finally {
    await context.close();
  }
});

test("a wallet that connects on Pentagon Testnet is asked to switch to Pentagon Chain", async ({ page, wallet }) => {
  test.setTimeout(180_000);
  const rpc = await countUndeployedRpc(page.context());
  // The wallet knows Pentagon Chain at the site's node, so the switch needs no add-chain step.
  wallet.addNetwork(CHAIN, RPC);
  await page.goto(`${deployment!.site.url}#/swap`);
  await expect(page.locator("#swap-currency-input-amount")).toBeVisible();
  await page.locator("#connect-wallet").click();
  await page.getByTestId("wallet-option-headless-web3-provider").click();
  await wallet.authorize(Web3RequestKind.RequestAccounts);
  await expect(page.locator("#web3-status-connected")).toBeVisible({ timeout: 60_000 });

  // The page follows the wallet to a chain without a deployment, and the wallet is asked to leave it.
  await expect(notDeployed(page)).toContainText("Pentagon Testnet");
  await expect(page.getByTestId("not-deployed-switch")).toHaveText("Switch to Pentagon Chain");
  await expect.poll(() => wallet.getPendingRequestCount(Web3RequestKind.SwitchEthereumChain), { timeout: 60_000 }).toBe(1);
  await wallet.authorize(Web3RequestKind.SwitchEthereumChain);
  await expect(selector(page)).toHaveValue(String(CHAIN), { timeout: 60_000 });
  await expect(page.locator("#swap-currency-input-amount")).toBeVisible();
  await expect(page.locator("#web3-status-connected")).toBeVisible();
  expect(rpc.count()).toBe(0);
});
