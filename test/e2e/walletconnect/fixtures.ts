/**
 * Fixtures of the WalletConnect specs, per test: the local relay (on the worker's port baked into the e2e build), a
 * phone wallet (sign-client in this process, Hardhat dev key #0), and no way out to WalletConnect's cloud
 * (analytics, RPC): those requests fail at once, as they would on an offline machine, and the app must work without
 * them. Its Verify page is answered by a local stand-in (support/wcVerify.ts) unless a test asks for it to be
 * unreachable too. The test does not ask for the injected wallet, so the page has none.
 *
 * Built on the other specs' test and adding no worker-scoped fixture, so these tests share their workers: a test
 * type with worker fixtures of its own gets workers of its own, which Playwright starts only once the other specs'
 * queue is done, so the WalletConnect tests always ran last, in new worker processes.
 */
import { expect, type Page } from "@playwright/test";
import { WC_PROJECT_ID, WC_RELAY_PORT } from "../support/env";
import { test as walletTest } from "../support/wallet";
import { startLocalRelay, type LocalRelay } from "../support/wcRelay";
import { answerVerifyLocally } from "../support/wcVerify";
import { startWcWallet, type WcTestWallet } from "../support/wcWallet";

export const WALLET_CHAINS = [555555, 3344, 5555];

interface Options {
  /**
   * WalletConnect's Verify page: "local" answers it as the real one does when reachable; "unreachable" fails it
   * with the rest of the cloud, and the SDK then waits 5 s for an attestation before each pairing and request.
   */
  verifyPage: "local" | "unreachable";
}

export const test = walletTest.extend<Options & { relay: LocalRelay; offlineCloud: void; phone: WcTestWallet }>({
  verifyPage: ["local", { option: true }],
  // eslint-disable-next-line no-empty-pattern
  relay: async ({}, use) => {
    const relay = await startLocalRelay(WC_RELAY_PORT, process.env.WC_RELAY_DEBUG ? (line) => console.log(`[relay] ${line}`) : undefined);
    await use(relay);
    await relay.close();
  },
  offlineCloud: [
    async ({ context, verifyPage }, use) => {
      // With WC_RELAY_DEBUG the page's console joins the relay's log, to follow a session across reloads.
      if (process.env.WC_RELAY_DEBUG) context.on("console", (message) => console.log(`[page] ${message.type()} ${message.text()}`));
      await context.route(/^https?:\/\/([^/]+\.)?(walletconnect\.(org|com)|reown\.com)\//, (route) => route.abort("internetdisconnected"));
      // Registered after the abort, so it takes precedence for the pages it answers.
      if (verifyPage === "local") await answerVerifyLocally(context);
      await use();
    },
    { auto: true },
  ],
  phone: async ({ relay }, use) => {
    const log = process.env.WC_RELAY_DEBUG ? (line: string) => console.log(`[phone] ${line}`) : undefined;
    const phone = await startWcWallet({ relayUrl: relay.url, projectId: WC_PROJECT_ID, knownChains: WALLET_CHAINS, log });
    await use(phone);
    await phone.close();
  },
});

export { expect };

/** The pairing URI the wallet modal's QR view shows (once the QR code is drawn from it). */
export async function readPairingUri(page: Page): Promise<string> {
  const pairing = page.getByTestId("walletconnect-pairing");
  await expect(pairing.getByTestId("walletconnect-qr")).toBeVisible({ timeout: 30_000 });
  const uri = await pairing.getAttribute("data-uri");
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  return uri!;
}

/** Opens the wallet modal, picks WalletConnect, reads the pairing URI from the QR view and pairs the phone. */
export async function pairFromModal(page: Page, phone: WcTestWallet): Promise<void> {
  await page.locator("#connect-wallet").click();
  await page.getByTestId("wallet-option-walletconnect").click();
  await phone.pair(await readPairingUri(page));
  await expect(page.locator("#web3-status-connected")).toBeVisible({ timeout: 30_000 });
}
