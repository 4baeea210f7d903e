/**
 * Fixtures of the MetaMask project. Onboarding (import the Hardhat mnemonic, set a password) happens at most once
 * per run into a profile folder, kept for later runs as Synpress's wallet cache does; each spec file starts Chromium
 * on a copy of it (or of the connected profile built from it) and its tests share that browser.
 * The chains go back to the deployed state at the start of each spec file, like the headless-wallet project.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { createHash } from "crypto";
import { test as base, expect, type Page } from "@playwright/test";
import { startFileOnDeployedChains } from "../support/chainSnapshots";
import { APP_PORT, ROOT } from "../support/env";
import { findMetaMaskExtension, metamaskSkipReason } from "./extension";
import { HARDHAT_MNEMONIC, METAMASK_PASSWORD, MetaMaskDriver, copyProfile, copyProfileInto, removeProfile } from "./driver";
import { addChain, connectOnMainnet } from "./app";

const lookup = findMetaMaskExtension();
export const EXTENSION_PATH = lookup.path;
export const MISSING_EXTENSION = metamaskSkipReason();

/**
 * Profiles built during this run live in one folder per run (PENSWAP_E2E_RUN_ID, set by the Playwright config),
 * so a worker restarted after a failed test reuses them; folders of earlier runs on these ports are removed.
 */
const RUN_DIR = path.join(os.tmpdir(), `penswap-metamask-${APP_PORT}`, process.env.PENSWAP_E2E_RUN_ID ?? `pid-${process.pid}`);
const READY = "penswap-profile-ready";

function cleanEarlierRuns(): void {
  const parent = path.dirname(RUN_DIR);
  if (!fs.existsSync(parent)) return;
  for (const name of fs.readdirSync(parent)) if (name !== path.basename(RUN_DIR)) removeProfile(path.join(parent, name));
}

/** Builds a profile once per run: the folder counts only once `build` finished and wrote its marker. */
async function profileOnce(name: string, build: (dir: string) => Promise<void>): Promise<string> {
  const dir = path.join(RUN_DIR, name);
  if (fs.existsSync(path.join(dir, READY))) return dir;
  removeProfile(dir);
  fs.mkdirSync(dir, { recursive: true });
  try {
    await build(dir);
  } catch (error) {
    removeProfile(dir);
    throw error;
  }
  fs.writeFileSync(path.join(dir, READY), new Date().toISOString());
  return dir;
}

/** Onboards a fresh profile and proves the wallet survived a browser restart (MetaMask persists lazily). */
async function onboard(dir: string, extensionPath: string): Promise<void> {
  const started = Date.now();
  const first = await MetaMaskDriver.launch(dir, extensionPath);
  try {
    await first.onboard();
  } finally {
    await first.close().catch(() => undefined);
  }
  const again = await MetaMaskDriver.launch(dir, extensionPath);
  try {
    await again.unlock();
  } finally {
    await again.close().catch(() => undefined);
  }
  console.log(`[metamask] onboarding took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The onboarded wallet, kept between runs like Synpress's wallet cache (in the git-ignored .cache-synpress/):
 * onboarding is minutes of MetaMask pages on a loaded 2-core machine and its result depends only on the
 * extension, the mnemonic and the onboarding code, which make up the cache key. Set
 * PENSWAP_E2E_METAMASK_ONBOARD=1 to onboard afresh anyway. Built in a temporary folder and renamed into place,
 * so a run that stops half-way (or a second run at the same time) never leaves a half-made wallet behind.
 */
async function cachedOnboardedProfile(extensionPath: string): Promise<string> {
  const key = createHash("sha256")
    .update(`${extensionPath}\n${HARDHAT_MNEMONIC}\n${METAMASK_PASSWORD}\n`)
    // Only the onboarding steps' own code: editing the rest of the driver keeps the wallet.
    .update(MetaMaskDriver.prototype.onboard.toString())
    .digest("hex")
    .slice(0, 16);
  const dir = path.join(ROOT, ".cache-synpress", `penswap-wallet-${key}`);
  const fresh = process.env.PENSWAP_E2E_METAMASK_ONBOARD === "1";
  if (!fresh && fs.existsSync(path.join(dir, READY))) {
    console.log(`[metamask] onboarded wallet reused from ${dir}`);
    return dir;
  }
  // Only complete wallets are ever renamed into `dir`, so the folder is removed here, before building, and never
  // after: by then another worker may have put its wallet there and be using it.
  if (fresh) removeProfile(dir);
  const building = `${dir}.building-${process.pid}`;
  removeProfile(building);
  fs.mkdirSync(building, { recursive: true });
  try {
    await onboard(building, extensionPath);
    fs.writeFileSync(path.join(building, READY), new Date().toISOString());
  } catch (error) {
    removeProfile(building);
    throw error;
  }
  try {
    fs.renameSync(building, dir);
  } catch (error) {
    // Another worker onboarded at the same time and renamed its wallet into place first: use that one.
    removeProfile(building);
    if (!fs.existsSync(path.join(dir, READY))) throw error;
  }
  return dir;
}

/** Onboarding, or connecting the second profile: seconds when idle, over ten minutes at a load average of 30. */
const PROFILE_BUILD_TIMEOUT = 1_200_000;

/** MetaMask's second account (the mnemonic's account #1), connected to the app beside the first. */
export const SECOND_ACCOUNT = "Account 2";

/**
 * The onboarded wallet with a second account, both connected to the app, switched to the PEN test chain: for the
 * tests of swaps, liquidity and wallet changes, which are not about connecting. What those tests then see is the
 * app's own auto-connect.
 */
async function connect(dir: string, extensionPath: string, appUrl: string): Promise<void> {
  const started = Date.now();
  const driver = await MetaMaskDriver.launch(dir, extensionPath);
  try {
    await driver.unlockInRequestView();
    await driver.addAccount(SECOND_ACCOUNT);
    const page = await driver.newAppPage();
    await connectOnMainnet(page, driver, `${appUrl}#/swap`, [SECOND_ACCOUNT]);
    await addChain(page, driver, 555555);
    // MetaMask writes its state to disk lazily: closing before the chain is in its storage loses it.
    await expect.poll(() => extensionStorageMentions(dir, "PEN test chain"), { timeout: 240_000 }).toBe(true);
  } finally {
    await driver.close().catch(() => undefined);
  }
  await provePersisted(dir, extensionPath, appUrl);
  console.log(`[metamask] connecting and adding chain 555555 took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Whether MetaMask's storage on disk (Chromium's LevelDB folder of the extension's chrome.storage.local) holds
 * `text` yet. LavaMoat forbids evaluating code in MetaMask's pages and service worker, so its files are read.
 */
function extensionStorageMentions(profileDir: string, text: string): boolean {
  const root = path.join(profileDir, "Default", "Local Extension Settings");
  if (!fs.existsSync(root)) return false;
  const needle = Buffer.from(text);
  return fs.readdirSync(root).some((ext) =>
    fs.readdirSync(path.join(root, ext)).some((file) => {
      try {
        return fs.readFileSync(path.join(root, ext, file)).includes(needle);
      } catch {
        return false; // LevelDB renamed or removed it while compacting
      }
    }),
  );
}

/**
 * MetaMask writes its state to disk lazily, and a browser closed right after the add-network page once lost the
 * new chain: every test then started on a MetaMask that did not know 555555. So the profile is opened again and
 * the app must come up connected on 555555 from it; if MetaMask forgot the chain, the app's own switch request
 * adds it again (confirmed here) and the check repeats, a few times at most.
 */
async function provePersisted(dir: string, extensionPath: string, appUrl: string): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const driver = await MetaMaskDriver.launch(dir, extensionPath);
    try {
      await driver.unlockInRequestView();
      const page = await driver.newAppPage();
      await page.goto(`${appUrl}#/swap`);
      // Connected on a chain the app serves ("Wrong Network" shows otherwise, and the app asks MetaMask to switch).
      const connected = expect(page.locator("#web3-status-connected")).toBeVisible({ timeout: 60_000 });
      if (await connected.then(() => true, () => false)) {
        await expect(page.getByTestId("network-selector")).toHaveValue("555555");
        return;
      }
      console.log(`[metamask] the connected profile lost chain 555555 on closing (attempt ${attempt}); adding it again`);
      await driver.confirm();
      await expect(page.locator("#web3-status-connected")).toBeVisible({ timeout: 60_000 });
    } finally {
      await driver.close().catch(() => undefined);
    }
  }
  throw new Error("MetaMask did not keep chain 555555 in the connected profile after three tries");
}

/**
 * The MetaMask browser of the current spec file. The tests of a file share one, as they share the file's chains:
 * starting Chromium with MetaMask and unlocking it took about a third of a short test's time (13 of ~35 s, idle).
 * A new file, the other starting profile, or a failed test (whose MetaMask may hold a half-answered request) gets a
 * fresh one.
 */
class FileBrowser {
  private current?: { key: string; driver: MetaMaskDriver; dir: string };

  async forFile(key: string, profile: () => Promise<string>): Promise<MetaMaskDriver> {
    if (this.current?.key === key) return this.current.driver;
    await this.close();
    const dir = copyProfile(await profile(), "test");
    try {
      const driver = await MetaMaskDriver.launch(dir, EXTENSION_PATH!);
      this.current = { key, driver, dir };
      await driver.unlockInRequestView();
      return driver;
    } catch (error) {
      await this.close();
      removeProfile(dir);
      throw error;
    }
  }

  async close(): Promise<void> {
    const current = this.current;
    this.current = undefined;
    if (!current) return;
    await current.driver.close().catch(() => undefined);
    removeProfile(current.dir);
  }
}

interface WorkerFixtures {
  onboardedProfileDir: string;
  /** Built on first use only. */
  connectedProfileDir: () => Promise<string>;
  fileBrowser: FileBrowser;
}
interface TestFixtures {
  /** Start from the wallet connected on 555555 instead of the freshly onboarded one. */
  startConnected: boolean;
  deployedChains: void;
  metamask: MetaMaskDriver;
  /** A tab of the app in MetaMask's browser (not yet opened on a URL), closed after the test. */
  app: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  onboardedProfileDir: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (!EXTENSION_PATH) throw new Error(MISSING_EXTENSION);
      cleanEarlierRuns();
      await use(await cachedOnboardedProfile(EXTENSION_PATH));
    },
    { scope: "worker", timeout: PROFILE_BUILD_TIMEOUT },
  ],
  connectedProfileDir: [
    async ({ onboardedProfileDir }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      await use(() =>
        profileOnce("connected-555555", async (dir) => {
          copyProfileInto(onboardedProfileDir, dir);
          await connect(dir, EXTENSION_PATH!, baseURL);
        }),
      );
    },
    { scope: "worker" },
  ],
  fileBrowser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = new FileBrowser();
      await use(browser);
      await browser.close();
    },
    { scope: "worker" },
  ],
  startConnected: [false, { option: true }],
  deployedChains: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      await startFileOnDeployedChains(testInfo.file);
      await use();
    },
    { auto: true },
  ],
  metamask: async ({ onboardedProfileDir, connectedProfileDir, startConnected, fileBrowser }, use, testInfo) => {
    // The connected profile is built once per run, inside whichever test needs it first: that build (minutes under
    // load) gets time of its own, like onboarding, instead of eating into the test's.
    const profile = async () => {
      if (!startConnected) return onboardedProfileDir;
      const [started, budget] = [Date.now(), testInfo.timeout];
      testInfo.setTimeout(budget + PROFILE_BUILD_TIMEOUT);
      const dir = await connectedProfileDir();
      testInfo.setTimeout(budget + (Date.now() - started));
      return dir;
    };
    const driver = await fileBrowser.forFile(`${testInfo.file}|${startConnected}`, profile);
    driver.timeline.clear();
    await use(driver);
    await driver.timeline.save(testInfo);
    if (testInfo.status !== testInfo.expectedStatus) await fileBrowser.close();
  },
  app: async ({ metamask }, use, testInfo) => {
    const page = await metamask.newAppPage();
    metamask.timeline.watchPage(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      const screenshot = await page.screenshot({ timeout: 30_000 }).catch(() => undefined);
      if (screenshot) await testInfo.attach("app-at-failure.png", { body: screenshot, contentType: "image/png" });
    }
    await page.close().catch(() => undefined);
  },
});

/** Called at the top of each spec: without the extension the file's tests are skipped with the reason. */
export function skipWithoutMetaMask(): void {
  test.skip(MISSING_EXTENSION !== undefined, MISSING_EXTENSION);
}

export { expect };
