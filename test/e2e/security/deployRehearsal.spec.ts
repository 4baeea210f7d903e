/**
 * Rehearsal of a public deployment: a Hardhat node with chain id 3344 on a port of this run, a fresh random
 * deployer key funded by the test (not one of Hardhat's accounts), `npm run deploy:production` against it,
 * then the production build pointed at that node (VITE_RPC_URL_3344) with the record just written. A second
 * account seeds one pool; a user swaps through the built app and the chain shows the tokens arrived.
 */
import fs from "fs";
import path from "path";
import { Contract, Wallet } from "ethers";
import { providerAt } from "../support/chain";
import { APP_PORT, DEV_KEYS, ROOT, WORKER_PORTS } from "../support/env";
import { expect, test, Web3RequestKind } from "../support/wallet";
import { startPublicDeployment, type ProductionRecordFile, type PublicDeployment } from "./productionDeployment";

const CHAIN = 3344;
// A port of this worker: above its three e2e chains (E2E_PORT_BASE moves both).
const PORT = WORKER_PORTS.spare;
const RPC = `http://127.0.0.1:${PORT}`;
const OUT_DIR = path.join(ROOT, ".e2e", `dist-rehearsal-${APP_PORT}`);
const USER_KEY = DEV_KEYS[2];

test.use({ walletChainId: CHAIN, walletRpcUrl: RPC, walletKeys: [USER_KEY] });
test.describe.configure({ mode: "serial" });

let deployment: PublicDeployment | undefined;
let record: ProductionRecordFile;

test.beforeAll(async () => {
  test.setTimeout(900_000);
  // A fresh random deployer, then a second account seeds GEM against the native coin through the deployed router;
  // the one deployed chain is the one the site opens on, so no other chain's RPC is read.
  deployment = await startPublicDeployment({ chainId: CHAIN, port: PORT, outDir: OUT_DIR });
  const { deployed } = deployment;
  expect(deployed.output).toContain(`deployer ${deployed.deployer}, balance 5.0`);
  expect(deployed.output).toContain("chain id 3344");
  expect(deployed.output).toMatch(/estimated cost \d/);
  record = deployed.record;
});

test.afterAll(async () => {
  await deployment?.stop();
});

test("the record holds the deployed core with its transactions, and the build carries it", async () => {
  for (const name of ["factory", "router", "wrappedNative", "multicall"]) {
    expect(record.contracts[name]).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(record.transactions[name]).toMatch(/^0x[0-9a-f]{64}$/);
  }
  const js = fs
    .readdirSync(path.join(OUT_DIR, "assets"))
    .map((f) => fs.readFileSync(path.join(OUT_DIR, "assets", f), "utf8"))
    .join("\n");
  expect(js).toContain(record.contracts.router);
  expect(fs.readFileSync(path.join(OUT_DIR, "_headers"), "utf8")).toContain(RPC);
});

test("a user swaps PC for GEM through the built production site", async ({ page, wallet }) => {
  // Public chains are polled every 15 s: several waits of a few blocks each, on a loaded machine.
  test.setTimeout(300_000);
  const user = new Wallet(USER_KEY).address;
  const erc20 = new Contract(deployment!.gem, ["function balanceOf(address) view returns (uint256)"], providerAt(RPC, CHAIN));
  const before: bigint = await erc20.balanceOf(user);

  // The other public RPCs are not reachable here: refuse them at once.
  await page.context().route(/^https:\/\//, (route) => route.abort());
  await page.goto(`${deployment!.site.url}#/swap?inputCurrency=PC&outputCurrency=${deployment!.gem}`);
  await page.locator("#connect-wallet").click();
  await expect(page.getByRole("dialog", { name: "Connect to a wallet" })).toBeVisible();
  await page.getByTestId("wallet-option-headless-web3-provider").click();
  await wallet.authorize(Web3RequestKind.RequestAccounts);
  await expect(page.locator("#web3-status-connected")).toBeVisible({ timeout: 60_000 });
  // GEM is on no list: the link's token needs the import warning first.
  const gate = page.getByTestId("link-token-warning");
  await expect(gate).toBeVisible({ timeout: 60_000 });
  await gate.getByRole("checkbox", { name: "I understand" }).check();
  await gate.getByRole("button", { name: "Continue" }).click();
  await page.locator("#swap-currency-input-amount").fill("1");
  // Public chains are polled every 15 s: the quote and the receipt can take a few blocks' worth of waiting.
  await expect(page.locator("#swap-button")).toBeEnabled({ timeout: 60_000 });
  await page.locator("#swap-button").click();
  await page.locator("#confirm-swap-or-send").click();
  await expect.poll(() => wallet.getPendingRequestCount(Web3RequestKind.SendTransaction), { timeout: 60_000 }).toBeGreaterThan(0);
  await wallet.authorize(Web3RequestKind.SendTransaction);
  await expect(page.getByTestId("confirm-swap-submitted")).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await erc20.balanceOf(user)) > before, { timeout: 60_000 }).toBe(true);
});
