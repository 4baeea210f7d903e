import type { Page } from "@playwright/test";
import { IERC20__factory } from "../../../typechain-types";
import { accountLabel } from "../support/app";
import { collectCspViolations } from "../support/cspViolations";
import { PRODUCTION_POLICY_PARAM } from "../support/productionPolicy";
import type { WcTestWallet } from "../support/wcWallet";
import { expect, pairFromModal, readPairingUri, test } from "./fixtures";
import { ACCOUNT0, ACCOUNT1, allowance, approveFromDevKey, balanceOf, deployment, rpc, tokenAddress } from "../support/chain";
import { lpBalance } from "../liquidity/pools";
import { buyInput, closeSubmitted, confirmSwapAcceptingPriceUpdates, sellInput, swapButton } from "../swap/helpers";

/**
 * WalletConnect end to end: the app in Chromium, a phone wallet (sign-client, dev key) in the test process,
 * both talking through the local relay; every write is checked on the local chain.
 */
const PEN_CHAIN = 555555;
const D = deployment(PEN_CHAIN);
const ROUTER = D.contracts.router;
const WPEN = D.contracts.wrappedNative;
const BARK = tokenAddress("BARK", PEN_CHAIN);
const FIVE = tokenAddress("FIVE", PEN_CHAIN);
const CPEN = tokenAddress("CPEN", PEN_CHAIN);

const sentTransactions = (phone: WcTestWallet) => phone.requests.filter((r) => r.method === "eth_sendTransaction").length;

/**
 * Swap → Confirm Swap (accepting a price that moved while the dialog was open, as after a swap of the test's own
 * whose block the app had not yet read); the phone answers on its own. Waits for 'Transaction Submitted'.
 */
async function confirmSwap(page: Page): Promise<void> {
  await expect(swapButton(page)).toBeEnabled();
  await swapButton(page).click();
  await confirmSwapAcceptingPriceUpdates(page);
  await expect(page.getByTestId("confirm-swap-submitted")).toBeVisible({ timeout: 30_000 });
}

/**
 * After a failed pairing: the app still offers Connect Wallet, Try Again shows a new pairing (another topic than
 * `failedUri`), and the phone pairs with it.
 */
async function tryAgainPairs(page: Page, phone: WcTestWallet, failedUri: string): Promise<void> {
  await expect(page.locator("#connect-wallet")).toHaveCount(1);
  await page.getByTestId("walletconnect-failure").getByRole("button", { name: "Try Again" }).click();
  const second = await readPairingUri(page);
  expect(second.split("@")[0]).not.toBe(failedUri.split("@")[0]);
  await phone.pair(second);
  await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT0), { timeout: 30_000 });
}

// Each test pairs its own phone and checks balances against its own "before": its tests may run in any worker (each
// worker has its own chains and relay port).
test.describe.configure({ mode: "parallel" });

test.describe("WalletConnect through the local relay", () => {
  // Each test pairs a new phone and sends several transactions through the relay: 3 to 15 s when the machine is
  // idle, so the limit leaves room for a busy one.
  test.describe.configure({ timeout: 120_000 });

  test("pair by the QR view's URI, swap PEN → CPEN, then approve and swap BARK → FIVE", async ({ page, phone }) => {
    await page.goto(`./#/swap?inputCurrency=PEN&outputCurrency=${CPEN}`);
    await pairFromModal(page, phone);
    expect(phone.address).toBe(ACCOUNT0);
    await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT0));

    const cpenBefore = await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN);
    await sellInput(page).fill("0.1");
    await expect(buyInput(page)).not.toHaveValue("");
    await confirmSwap(page);
    await expect.poll(() => balanceOf(CPEN, ACCOUNT0, PEN_CHAIN), { timeout: 20_000 }).toBeGreaterThan(cpenBefore);
    await closeSubmitted(page);
    expect(sentTransactions(phone)).toBe(1);

    await approveFromDevKey(0, BARK, ROUTER, 0n, PEN_CHAIN);
    await page.goto(`./#/swap?inputCurrency=${BARK}&outputCurrency=${FIVE}`);
    await sellInput(page).fill("2");
    await expect(buyInput(page)).not.toHaveValue("");
    await expect(page.locator("#approve-button")).toHaveText("Approve BARK");
    await page.locator("#approve-button").click();
    await expect.poll(() => allowance(BARK, ACCOUNT0, ROUTER, PEN_CHAIN), { timeout: 20_000 }).toBeGreaterThan(0n);
    await expect(page.locator("#approve-button")).toHaveCount(0, { timeout: 20_000 });
    const barkBefore = await balanceOf(BARK, ACCOUNT0, PEN_CHAIN);
    const fiveBefore = await balanceOf(FIVE, ACCOUNT0, PEN_CHAIN);
    await confirmSwap(page);
    await expect.poll(() => balanceOf(FIVE, ACCOUNT0, PEN_CHAIN), { timeout: 20_000 }).toBeGreaterThan(fiveBefore);
    expect(await balanceOf(BARK, ACCOUNT0, PEN_CHAIN)).toBe(barkBefore - 2n * 10n ** 18n);
    expect(sentTransactions(phone)).toBe(3);
  });

  test("under the production site's security policy the SDK frames Verify: the proposal and each request carry an attestation", async ({ page, phone }) => {
    const violations = await collectCspViolations(page);
    await page.goto(`./?${PRODUCTION_POLICY_PARAM}#/swap?inputCurrency=PEN&outputCurrency=${CPEN}`);
    await pairFromModal(page, phone);
    const cpenBefore = await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN);
    await sellInput(page).fill("0.1");
    await expect(buyInput(page)).not.toHaveValue("");
    await confirmSwap(page);
    await expect.poll(() => balanceOf(CPEN, ACCOUNT0, PEN_CHAIN), { timeout: 20_000 }).toBeGreaterThan(cpenBefore);
    // A refused Verify frame leaves the SDK without an attestation: it then sends "" after its 5-s timeout.
    expect(phone.attestations.length).toBeGreaterThanOrEqual(2);
    for (const attestation of phone.attestations) expect(attestation).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(violations).toEqual([]);
  });

  test("a pairing the phone rejects says so; Try Again shows a new QR code that pairs", async ({ page, phone, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("./#/swap");
    await page.locator("#connect-wallet").click();
    await page.getByTestId("wallet-option-walletconnect").click();
    const first = await readPairingUri(page);
    // "Copy link" puts the same URI on the clipboard (to paste into a wallet).
    // "Copied" shows for half a second: a busy machine's polling can miss it, so the page records it.
    const copy = page.getByTestId("walletconnect-copy");
    await copy.evaluate((button) => {
      const seen = { copied: false };
      (window as unknown as { copyLabel: typeof seen }).copyLabel = seen;
      const observer = new MutationObserver(() => {
        if (button.textContent === "Copied") seen.copied = true;
      });
      observer.observe(button, { childList: true, subtree: true, characterData: true });
    });
    await copy.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { copyLabel: { copied: boolean } }).copyLabel.copied)).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    await phone.pairAndReject(first);
    await expect(page.getByTestId("walletconnect-failure")).toContainText("The wallet rejected the connection.", { timeout: 30_000 });
    await tryAgainPairs(page, phone, first);
  });

  test("a pairing no wallet answers expires with a clear message; Try Again shows a new QR code that pairs", async ({ page, phone }) => {
    // The page runs on Playwright's clock (it flows as usual): the SDK's five-minute proposal expiry is
    // reached by moving that clock forward, not by waiting five minutes.
    await page.clock.install();
    await page.goto("./#/swap");
    await page.locator("#connect-wallet").click();
    await page.getByTestId("wallet-option-walletconnect").click();
    const first = await readPairingUri(page);
    await page.clock.fastForward("05:30");
    await expect(page.getByTestId("walletconnect-failure")).toContainText("The QR code expired before a wallet approved it.", { timeout: 30_000 });
    await tryAgainPairs(page, phone, first);
  });

  test("remove liquidity with a permit signed over WalletConnect", async ({ page, phone }) => {
    const start = await lpBalance(WPEN, BARK, ACCOUNT0);
    expect(start).toBeGreaterThan(0n);
    await page.goto(`./#/remove/PEN/${BARK}`);
    await pairFromModal(page, phone);
    await page.getByTestId("remove-preset-25").click();
    await expect(page.getByTestId("remove-percent")).toHaveText("25%");
    await page.locator("#remove-approve").click();
    await expect(page.locator("#remove-approve")).toHaveText("Approved", { timeout: 30_000 });
    expect(phone.requests.map((r) => r.method)).toContain("eth_signTypedData_v4");
    // A permit, not an approve transaction: the router's allowance on the pair is still zero.
    const pair = D.pairs.find((p) => [p.token0, p.token1].every((t) => [WPEN, BARK].includes(t)))!.address;
    expect(await IERC20__factory.connect(pair, rpc(PEN_CHAIN)).allowance(ACCOUNT0, ROUTER)).toBe(0n);
    expect(sentTransactions(phone)).toBe(0);

    await page.locator("#remove-liquidity").click();
    const dialog = page.getByRole("dialog", { name: "You will receive" });
    await dialog.locator("#remove-confirm").click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(() => lpBalance(WPEN, BARK, ACCOUNT0), { timeout: 20_000 }).toBe(start - start / 4n);
    expect(sentTransactions(phone)).toBe(1);
  });

  test("the app's network switch asks the phone, which approves; then the phone changes account", async ({ page, phone }) => {
    await page.goto("./#/swap");
    await pairFromModal(page, phone);
    await expect(page.getByTestId("network-selector")).toHaveValue("555555");

    await page.getByTestId("network-selector").selectOption("3344");
    // chainChanged reloads the page, which resumes the session on the new chain.
    await expect(page.getByTestId("network-selector")).toHaveValue("3344", { timeout: 30_000 });
    await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT0, 3344));
    await expect(page.getByTestId("native-balance")).toContainText("PC");
    expect(phone.requests.map((r) => r.method)).toContain("wallet_switchEthereumChain");
    expect(phone.chainId).toBe(3344);

    // On 3344 a swap goes to the 3344 chain.
    const pcg = tokenAddress("PCG", 3344);
    const pcgBefore = await balanceOf(pcg, ACCOUNT0, 3344);
    await page.goto(`./#/swap?inputCurrency=PC&outputCurrency=${pcg}`);
    await sellInput(page).fill("0.1");
    await expect(buyInput(page)).not.toHaveValue("");
    await confirmSwap(page);
    await expect.poll(() => balanceOf(pcg, ACCOUNT0, 3344), { timeout: 20_000 }).toBeGreaterThan(pcgBefore);
    await closeSubmitted(page);

    await phone.changeAccount(1);
    await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT1, 3344), { timeout: 30_000 });
    const nativeBefore = await balanceOf("native", ACCOUNT1, 3344);
    await sellInput(page).fill("0.1");
    await expect(buyInput(page)).not.toHaveValue("");
    await confirmSwap(page);
    await expect.poll(() => balanceOf(pcg, ACCOUNT1, 3344), { timeout: 20_000 }).toBeGreaterThan(0n);
    expect(await balanceOf("native", ACCOUNT1, 3344)).toBeLessThan(nativeBefore);
  });

  // Where WalletConnect's Verify page cannot be reached (an offline or filtered network), every step waits out the
  // SDK's attestation timeout, and the app must still work.
  test.describe("with the Verify page unreachable", () => {
    test.use({ verifyPage: "unreachable" });

    test("a transaction the phone rejects shows 'Transaction rejected.' and leaves nothing pending; Disconnect ends the session on the phone too", async ({ page, phone }) => {
      await page.goto(`./#/swap?inputCurrency=PEN&outputCurrency=${CPEN}`);
      await pairFromModal(page, phone);
      // The SDK gave up on the attestation and paired without one.
      expect(phone.attestations).toEqual([""]);
      const cpenBefore = await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN);
      phone.rejectNext("eth_sendTransaction");
      await sellInput(page).fill("0.5");
      await expect(swapButton(page)).toBeEnabled();
      await swapButton(page).click();
      await page.locator("#confirm-swap-or-send").click();
      await expect(page.getByTestId("swap-error-message")).toHaveText("Transaction rejected.", { timeout: 30_000 });
      await page.getByRole("button", { name: "Dismiss" }).click();
      await expect(page.getByTestId("confirm-swap-error")).toHaveCount(0);
      await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT0));
      expect(await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN)).toBe(cpenBefore);

      expect(phone.connected).toBe(true);
      await page.locator("#web3-status-connected").click();
      await page.getByTestId("wallet-disconnect").click();
      await expect(page.locator("#connect-wallet")).toHaveText("Connect Wallet");
      await expect.poll(() => phone.connected, { timeout: 30_000 }).toBe(false);
      // Nothing to resume: a reload stays disconnected.
      await page.reload();
      await expect(page.locator("#connect-wallet")).toHaveText("Connect Wallet");
    });
  });

  test("a reload resumes the session; a disconnect from the phone shows 'Connect Wallet'", async ({ page, phone }) => {
    await page.goto("./#/swap");
    await pairFromModal(page, phone);
    await page.reload();
    await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT0), { timeout: 30_000 });

    // The resumed session still carries requests to the phone.
    const cpenBefore = await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN);
    await page.goto(`./#/swap?inputCurrency=PEN&outputCurrency=${CPEN}`);
    await sellInput(page).fill("0.1");
    await expect(buyInput(page)).not.toHaveValue("");
    await confirmSwap(page);
    await expect.poll(() => balanceOf(CPEN, ACCOUNT0, PEN_CHAIN), { timeout: 20_000 }).toBeGreaterThan(cpenBefore);
    await closeSubmitted(page);

    await phone.disconnect();
    await expect(page.locator("#connect-wallet")).toHaveText("Connect Wallet", { timeout: 30_000 });
  });
});

test.describe("WalletConnect on a phone", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    viewport: { width: 360, height: 740 },
  });

  test("offers deep links carrying the pairing URI; the wallet app pairs with what the link hands it", async ({ page, phone }) => {
    await page.goto("./#/swap");
    await page.locator("#connect-wallet").click();
    await page.getByTestId("wallet-option-walletconnect").click();
    const metamask = page.getByTestId("walletconnect-link-metamask");
    await expect(metamask).toHaveText("Open in MetaMask", { timeout: 30_000 });
    await expect(page.getByTestId("walletconnect-qr")).toHaveCount(0);
    const href = await metamask.getAttribute("href");
    expect(href).toMatch(/^https:\/\/metamask\.app\.link\/wc\?uri=/);
    const uri = new URL(href!).searchParams.get("uri")!;
    expect(uri).toBe(await page.getByTestId("walletconnect-pairing").getAttribute("data-uri"));
    await expect(page.getByTestId("walletconnect-link-other")).toHaveAttribute("href", uri);
    await phone.pair(uri);
    await expect(page.locator("#web3-status-connected")).toHaveText(accountLabel(ACCOUNT0), { timeout: 30_000 });
  });
});
