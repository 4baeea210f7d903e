/**
 * A small driver for real MetaMask 13 in Debian Chromium, written against MetaMask 13's test ids.
 *
 * Why not Synpress's approval helpers: headless MetaMask 13 opens no popup window, and those helpers wait for
 * one (and use pre-13 selectors). What works is MetaMask's own side panel page opened in a tab, which moves to
 * each pending request as a popup would, and pressing its buttons. Onboarding follows Synpress's `importWallet`
 * steps with waits of its own (see `onboard`). LavaMoat forbids page.evaluate on extension pages: only locators are
 * used there.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { chromium, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { Timeline } from "./timeline";

// The tx-sentinel route below only sees the service worker's requests with this switch on; Playwright reads it
// when a context is created, so it is set before any launch.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

export const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";
export const METAMASK_PASSWORD = "PenSwap-e2e-1";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * Waiting on MetaMask under load. On an idle 2-core machine a request shows within seconds; with the machine
 * loaded far beyond its cores an add-network page took over 90 s to appear and onboarding took 7 minutes.
 */
const SLOW = 240_000;
/**
 * How long the request view may show no button before it is opened afresh. Idle, a request shows in it within
 * 2 s; a fresh view shows the oldest pending request whatever page the old one was stuck on.
 */
const REQUEST_VIEW_PATIENCE = 45_000;

/** The wallet's header menu, shown once MetaMask is unlocked (13.13's multichain header has no "account-menu-icon"). */
const HOME_MENU = "account-options-menu-button";

/** The test ids of MetaMask 13's approval pages. */
const IDS = {
  connectConfirm: "confirm-btn",
  connectCancel: "cancel-btn",
  confirm: "confirm-footer-button",
  cancel: "confirm-footer-cancel-button",
  /** The connect page's "Edit accounts", its account picker's own Connect, and the account list's entries. */
  editAccounts: "edit",
  connectMoreAccounts: "connect-more-accounts-button",
  accountMenu: "account-menu-icon",
  addAccount: "add-multichain-account-button",
  accountList: "multichain-page",
} as const;

interface AnswerOptions {
  timeout?: number;
  /** Texts the request page must show before the button is pressed. */
  showing?: string[];
  /** Runs on the request page just before the press. */
  beforeClick?: (page: Page) => Promise<void>;
}

export class MetaMaskDriver {
  /** The test's log of app console, driver steps and MetaMask's chain requests (see Timeline). */
  readonly timeline = new Timeline();
  private sidePanel?: Page;

  private constructor(
    readonly context: BrowserContext,
    readonly extensionId: string,
  ) {
    this.timeline.watchWallet(context);
  }

  /** Progress lines: when MetaMask stalls under load, the run's log shows at which step. */
  private step(what: string): void {
    console.log(`[metamask] ${new Date().toISOString().slice(11, 19)} ${what}`);
    this.timeline.add("driver", what);
  }

  /** Starts Chromium on a profile folder with the extension loaded. */
  static async launch(profileDir: string, extensionPath: string): Promise<MetaMaskDriver> {
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      // Extensions need Chromium's new headless mode, which Playwright only leaves alone when not "headless".
      headless: false,
      viewport: { width: 1280, height: 900 },
      args: [
        "--headless=new",
        `--disable-extensions-except=${extensionPath}`,
        `--load-extension=${extensionPath}`,
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-sync",
      ],
    });
    // Under load an extension page has taken over 30 s (Playwright's default) just to load; and a step that
    // waits on something MetaMask never shows must fail with its locator, not hang until the test's limit.
    context.setDefaultNavigationTimeout(SLOW);
    context.setDefaultTimeout(SLOW);
    // Offline, MetaMask's publish step fails every transaction ("Failed to fetch") on this request; its other
    // services fail by DNS and MetaMask copes with those.
    await context.route(/tx-sentinel-[a-z-]+\.api\.cx\.metamask\.io\/networks/, (route) => route.fulfill({ json: {} }));
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker", { timeout: SLOW }));
    return new MetaMaskDriver(context, new URL(worker.url()).host);
  }

  url(page: "home.html" | "sidepanel.html"): string {
    return `chrome-extension://${this.extensionId}/${page}`;
  }

  /**
   * Imports the Hardhat test mnemonic on a fresh profile and waits for MetaMask's home page. The steps are
   * Synpress's `importWallet` for MetaMask 13, each followed by a wait for the state it leads to: Synpress types
   * the phrase key by key and clicks Continue at once, and under load MetaMask had not yet parsed the phrase, so
   * Continue was still disabled and onboarding stalled.
   */
  async onboard(): Promise<void> {
    const page = await this.openHome();
    await page.getByTestId("onboarding-import-wallet").click({ timeout: SLOW });
    this.step("importing the wallet");
    await page.getByTestId("onboarding-import-with-srp-button").click();
    // MetaMask 13 turns each typed word followed by a space into its own field. Typed as one stream of keys, under
    // load the keys of the next word arrived before its field did and Continue stayed disabled; so each word goes
    // into its own field once that field exists, and is checked there.
    const words = HARDHAT_MNEMONIC.split(" ");
    await page.getByTestId("srp-input-import__srp-note").pressSequentially(`${words[0]} `);
    for (const [index, word] of words.entries()) {
      const field = page.getByTestId(`import-srp__srp-word-${index}`);
      if (index > 0) {
        await field.fill(word);
        if (index < words.length - 1) await field.press("Space");
      }
      await expect(field).toHaveValue(word);
    }
    const next = page.getByTestId("import-srp-confirm");
    await expect(next).toBeEnabled();
    await next.click();
    await page.getByTestId("create-password-new-input").fill(METAMASK_PASSWORD);
    await page.getByTestId("create-password-confirm-input").fill(METAMASK_PASSWORD);
    await page.getByTestId("create-password-terms").check();
    await expect(page.getByTestId("create-password-submit")).toBeEnabled();
    await page.getByTestId("create-password-submit").click();
    await page.locator("#metametrics-opt-in").click();
    await page.getByTestId("metametrics-i-agree").click();
    await page.close();
    // What follows ("Your wallet is ready", a lock, the side panel) is the same walk as after any start.
    await this.unlock();
  }

  /**
   * Walks MetaMask's home page until the wallet itself shows: unlocks it when it asks for the password, and
   * finishes onboarding when it still shows "Your wallet is ready". Several of these can follow each other
   * (under load MetaMask has locked itself between onboarding's last two pages, and "Open wallet" headless
   * opens the side panel instead of navigating), so each pass looks at what the page shows now.
   */
  async unlock(): Promise<void> {
    let page = await this.openHome();
    const states = {
      home: HOME_MENU,
      password: "unlock-password",
      done: "onboarding-complete-done",
      metrics: "metametrics-i-agree",
    } as const;
    try {
      // The limit is per page shown, not for the whole walk: under load each of these pages has taken minutes.
      for (let pass = 1; ; pass++) {
        if (pass > 10) throw new Error(`MetaMask's home page did not reach the wallet in ${pass - 1} steps (at ${page.url()})`);
        const any = Object.values(states)
          .map((id) => page.getByTestId(id))
          .reduce((a, b) => a.or(b));
        await expect(any.first()).toBeVisible({ timeout: SLOW });
        this.step(`home page at ${page.url().replace(/^.*\//, "")}`);
        if (await page.getByTestId(states.home).isVisible()) break;
        if (await page.getByTestId(states.password).isVisible()) {
          await this.submitPassword(page);
        } else if (await page.getByTestId(states.done).isVisible()) {
          await page.getByTestId(states.done).click();
          // Headless, "Open wallet" completes onboarding but leaves this tab on "Your wallet is ready" (the
          // wallet opens in the side panel or MetaMask's own onboarding tab): a fresh home page shows the result.
          // The short wait only gives the click time to reach MetaMask; the next pass clicks again if needed.
          await expect(page.getByTestId(states.done)).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
          await this.closeSidePanels();
          await page.close();
          page = await this.openHome();
        } else if (await page.getByTestId(states.metrics).isVisible()) {
          await page.getByTestId(states.metrics).click();
        }
      }
      await this.closeSidePanels();
    } finally {
      await page.close().catch(() => undefined);
    }
  }

  /**
   * Opens MetaMask's request view (see `requestView`) and unlocks MetaMask there, as every start of a saved profile
   * needs: the view then stays open for the requests to come, and no separate home page is loaded for the unlock.
   */
  async unlockInRequestView(): Promise<void> {
    const page = await this.requestView({ afresh: false });
    const password = page.getByTestId("unlock-password");
    await expect(password.or(page.getByTestId(HOME_MENU)).first()).toBeVisible({ timeout: SLOW });
    if (await password.isVisible()) await this.submitPassword(page);
    await expect(page.getByTestId(HOME_MENU)).toBeVisible({ timeout: SLOW });
    this.step("unlocked in the request view");
  }

  /** "Add account" in MetaMask's account list: the mnemonic's next account, listed under `name`. */
  async addAccount(name: string): Promise<void> {
    const page = await this.openHome();
    await page.getByTestId(IDS.accountMenu).click();
    await page.getByTestId(IDS.addAccount).click();
    await expect(page.getByTestId(IDS.accountList).getByText(name, { exact: true })).toBeVisible();
    await page.close();
  }

  /** Selects an account in MetaMask's account list, as a user switching accounts does. */
  async switchAccount(name: string): Promise<void> {
    const page = await this.openHome();
    await page.getByTestId(IDS.accountMenu).click();
    await page.getByTestId(IDS.accountList).getByText(name, { exact: true }).click();
    await expect(page.getByTestId(IDS.accountMenu)).toHaveText(name);
    this.step(`switched to ${name}`);
    await page.close();
  }

  /**
   * Cancels the pending transaction from MetaMask's activity list: MetaMask sends a replacement with the same nonce
   * and a higher fee (a zero-value transfer to the account itself).
   */
  cancelPendingTransaction = () => this.replacePendingTransaction("cancel-button", "cancelled");

  /** Speeds up the pending transaction from MetaMask's activity list: the same call again, same nonce, higher fee. */
  speedUpPendingTransaction = () => this.replacePendingTransaction("speed-up-button", "sped up");

  private async replacePendingTransaction(button: "cancel-button" | "speed-up-button", done: string): Promise<void> {
    const page = await this.openHome();
    await page.getByTestId("account-overview__activity-tab").click();
    await page.getByTestId(button).first().click();
    await page.locator(".cancel-speedup-popover").getByRole("button", { name: "Submit" }).click();
    await expect(page.locator(".cancel-speedup-popover")).toHaveCount(0);
    this.step(`${done} the pending transaction`);
    await page.close();
  }

  /**
   * Switches the app's network from MetaMask's own pages, as a user does: the side panel's connected-site menu, the
   * site's network, then the chain in MetaMask's network list. The side panel acts on the site of the active tab,
   * so the app's tab is brought to the front first.
   */
  async switchSiteNetwork(app: Page, chainId: number): Promise<void> {
    await app.bringToFront();
    const page = await this.requestView({ afresh: false });
    await page.getByTestId("connection-menu").first().click();
    await page.getByTestId("connected-site-popover-network-button").click();
    const chain = page.getByTestId(`network-list-item-eip155:${chainId}`);
    await chain.click();
    await expect(chain).toHaveCount(0);
    this.step(`switched the site to chain ${chainId} in MetaMask`);
  }

  /** Locks MetaMask from its account menu. */
  async lock(): Promise<void> {
    const page = await this.openHome();
    await page.getByTestId(HOME_MENU).click({ timeout: SLOW });
    await page.getByTestId("global-menu-lock").click();
    await expect(page.getByTestId("unlock-password")).toBeVisible({ timeout: SLOW });
    await page.close();
  }

  /**
   * Approves a connect request. MetaMask proposes only its selected account; `alsoAccounts` (account names as
   * MetaMask lists them) are ticked in its "Edit accounts" picker too, so switching to them later reaches the app.
   */
  approveConnect = (alsoAccounts: string[] = []) =>
    this.answer(IDS.connectConfirm, {
      beforeClick: async (page) => {
        if (alsoAccounts.length === 0) return;
        await page.getByTestId(IDS.editAccounts).click();
        for (const name of alsoAccounts) await page.getByTestId(IDS.accountList).getByText(name, { exact: true }).click();
        await page.getByTestId(IDS.connectMoreAccounts).click();
      },
    });
  rejectConnect = () => this.answer(IDS.connectCancel);
  /**
   * Add-network, switch-network, transaction, spending-cap and signature pages share one footer. `showing`: texts
   * the request page must show before it is confirmed (it renders some parts after its buttons).
   */
  confirm = (showing: string[] = []) => this.answer(IDS.confirm, { showing });
  reject = () => this.answer(IDS.cancel);

  /**
   * Waits for the pending request in MetaMask's request view and presses the button with this test id. If the view
   * shows no such button for a while (it may still be on an earlier page, or have closed), it is opened afresh,
   * until a generous deadline.
   */
  async answer(testId: string, options: AnswerOptions = {}): Promise<void> {
    const { timeout = SLOW, showing = [], beforeClick } = options;
    const deadline = Date.now() + timeout;
    let lastError: unknown;
    while (Date.now() < deadline) {
      const page = await this.requestView({ afresh: lastError !== undefined });
      try {
        const waitingSince = Date.now();
        const button = page.getByTestId(testId);
        const password = page.getByTestId("unlock-password");
        const wait = (limit = SLOW) => ({ timeout: Math.min(limit, Math.max(1_000, deadline - Date.now())) });
        await expect(button.or(password).first()).toBeVisible(wait(REQUEST_VIEW_PATIENCE));
        // MetaMask locks itself when Chromium restarts its service worker (seen under heavy load).
        if (await password.isVisible()) await this.submitPassword(page);
        await expect(button).toBeEnabled(wait());
        for (const text of showing) await expect(page.locator("body")).toContainText(text, wait());
        this.timeline.add("driver", `${testId} ready after ${Date.now() - waitingSince} ms`);
        const text = await page.locator("body").innerText();
        if (beforeClick) await beforeClick(page);
        await expect(button).toBeEnabled(wait());
        this.step(`pressing ${testId} on: ${text.replace(/\s+/g, " ").slice(0, 240)}`);
        const sent = this.timeline.transactionsSent;
        await button.click();
        return await this.leaveRequest(page, button, () => this.timeline.transactionsSent > sent);
      } catch (error) {
        lastError = error;
        this.timeline.add("driver", `no ${testId} yet: ${String(error).split("\n")[0]}`);
      }
    }
    throw new Error(`MetaMask's request was not answered with "${testId}" within ${timeout / 1000} s: ${String(lastError)}`);
  }

  /**
   * MetaMask's side panel, opened once in a tab of its own and kept. Like a popup, it moves to each new pending
   * request by itself, and unlike the notification page it stays open when none is left, so a request costs no
   * page load (notification.html took 7-10 s to load and render for every request, idle). With it open, MetaMask
   * opens no popup of its own.
   */
  private async requestView({ afresh }: { afresh: boolean }): Promise<Page> {
    if (this.sidePanel && !this.sidePanel.isClosed() && !afresh) return this.sidePanel;
    await this.sidePanel?.close().catch(() => undefined);
    this.sidePanel = await this.context.newPage();
    await this.sidePanel.goto(this.url("sidepanel.html"));
    return this.sidePanel;
  }

  /**
   * Waits until MetaMask has acted on a click: it left the request (the view moves on to its next page, or it
   * closed), or it sent the transaction (once, the page kept showing a confirmed request for minutes). It may first
   * want its alerts acknowledged in a modal of its own: offline, "we couldn't check for security alerts" can arrive
   * after the page has rendered and the button was pressed. The modal is acknowledged and logged. If MetaMask stays
   * on the request, what it shows goes into the timeline; the caller's next wait reports it.
   */
  private async leaveRequest(page: Page, button: Locator, sent: () => boolean): Promise<void> {
    const bodyText = async () => (await page.locator("body").innerText().catch(() => "(closed)")).replace(/\s+/g, " ");
    const alertSubmit = page.getByTestId("confirm-alert-modal-submit-button");
    try {
      await expect(async () => {
        if (sent() || page.isClosed() || (await button.count()) === 0) return;
        if (await alertSubmit.isVisible()) {
          this.step(`acknowledging MetaMask's alert: ${(await bodyText()).slice(0, 300)}`);
          const acknowledge = page.getByTestId("alert-modal-acknowledge-checkbox");
          if ((await alertSubmit.isDisabled()) && (await acknowledge.isVisible())) await acknowledge.click();
          await alertSubmit.click();
        }
        expect(await button.count()).toBe(0);
      }).toPass({ timeout: SLOW });
    } catch {
      this.timeline.add("driver", `still on the request after the click: ${(await bodyText()).slice(0, 600)}`);
    }
  }

  /** A page of the app in this browser. */
  async newAppPage(): Promise<Page> {
    return this.context.newPage();
  }

  async close(): Promise<void> {
    await this.context.close();
  }

  private async openHome(): Promise<Page> {
    const page = await this.context.newPage();
    await page.goto(this.url("home.html"));
    return page;
  }

  private async submitPassword(page: Page): Promise<void> {
    await page.getByTestId("unlock-password").fill(METAMASK_PASSWORD);
    await page.getByTestId("unlock-submit").click();
    await expect(page.getByTestId("unlock-password")).toHaveCount(0, { timeout: SLOW });
  }

  private async closeSidePanels(): Promise<void> {
    for (const p of this.context.pages()) if (p.url().includes("sidepanel.html")) await p.close().catch(() => undefined);
  }
}

/** A fresh, empty profile folder. */
export function newProfileDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `penswap-metamask-${label}-`));
}

/** Copies a closed profile into a folder; Chromium's lock files are left out. */
export function copyProfileInto(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true, filter: (src) => !path.basename(src).startsWith("Singleton") });
}

/** A copy of a closed profile in a new folder, so a test starts from that wallet state. */
export function copyProfile(from: string, label: string): string {
  const to = newProfileDir(label);
  copyProfileInto(from, to);
  return to;
}

export function removeProfile(dir: string): void {
  // A Chromium that is still shutting down may write into the folder while it is removed: retry a few times.
  if (dir) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
