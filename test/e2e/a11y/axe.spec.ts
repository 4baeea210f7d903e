import { expect, test } from "../support/wallet";
import { connectWallet } from "../support/app";
import { openManageLists, openTokenSearch, searchModal, searchTokens } from "../lists/helpers";
import { proxyChainRpc } from "../support/rpcRouting";
import { expectAccessibleInBothThemes, VIEWPORTS } from "./axe";
import { deployment } from "../support/chain";
import { Web3RequestKind, buyInput, sellInput, swapButton } from "../swap/helpers";

/** Accessibility: every route and every dialog, light and dark, desktop and a 360 px phone. */
const A = "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6"; // BARK on 555555
const B = "0x8A791620dd6260079BF849Dc5567aDC3F2FdC318"; // FIVE on 555555

const ROUTES: Array<[string, string]> = [
  ["/swap", "#swap-currency-input"],
  ["/pool", "text=Connect to a wallet to view your liquidity."],
  ["/find", "text=Connect to a wallet to find pools"],
  ["/add", "text=Add Liquidity"],
  ["/create", "text=Create a pair"],
  [`/remove/${A}/${B}`, "text=Remove Liquidity"],
  ["/migrate/v1", "text=Connect to a wallet to view your V1 liquidity."],
  [`/migrate/v1/${A}`, "text=Migrate V1 Liquidity"],
  [`/remove/v1/${A}`, "text=You must connect an account."],
  ["/privacy-policy", "h1"],
  ["/terms-of-services", "h1"],
  ["/disclaimer", "h1"],
  ["/explore?tab=pools", '[data-testid="explore-pools-row"]'],
  [`/tokens/555555/${A.toLowerCase()}`, '[data-testid="token-chart"]'],
];

// The first deployed pool's liquidity token is a real ERC-20 on no list: pasting it leads to the import warning.
const UNLISTED_TOKEN = deployment(555555).pairs[0].address;

// The tests change nothing another test reads (one sends a small swap), so they may run in any worker.
test.describe.configure({ mode: "parallel" });

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(device, () => {
    // Each screen is checked light, then dark (axe.ts). Reduced motion: colours change at once when the theme
    // switches, with no transition for axe to read half way.
    test.use({ colorScheme: "light", contextOptions: { reducedMotion: "reduce" }, viewport });

    test("every route", async ({ page }) => {
      test.setTimeout(300_000);
      for (const [path, ready] of ROUTES) {
        await page.goto(`./#${path}`);
        await expect(page.locator(ready).first()).toBeVisible();
        await expectAccessibleInBothThemes(page, `${path} (${device})`);
      }
    });

    test("wallet, token search, list manager, import warning and settings dialogs", async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto("./#/swap");
      await page.locator("#connect-wallet").click();
      await expect(page.getByRole("dialog", { name: "Connect to a wallet" })).toBeVisible();
      await expectAccessibleInBothThemes(page, "wallet dialog");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name: "Connect to a wallet" })).toHaveCount(0);

      await page.locator("#open-settings-dialog-button").click();
      await expect(page.getByTestId("settings-panel")).toBeVisible();
      await expectAccessibleInBothThemes(page, "settings");
      await page.locator("#open-settings-dialog-button").click();
      await expect(page.getByTestId("settings-panel")).toHaveCount(0);

      await openTokenSearch(page);
      await expect(searchModal(page).getByRole("option").first()).toBeVisible();
      await expectAccessibleInBothThemes(page, "token search");

      await openManageLists(page);
      await expectAccessibleInBothThemes(page, "list manager");
      await page.getByRole("button", { name: "Back" }).click();

      await searchTokens(page, UNLISTED_TOKEN);
      await searchModal(page).getByTestId(`token-item-${UNLISTED_TOKEN}`).getByRole("button", { name: "Import" }).click();
      await expect(searchModal(page).getByTestId("token-warning")).toBeVisible();
      await expectAccessibleInBothThemes(page, "import warning");
    });

    test("swap confirmation and transaction submitted dialogs", async ({ page, wallet }) => {
      test.setTimeout(180_000);
      await page.goto("./#/swap");
      await connectWallet(page, wallet);
      await sellInput(page).fill("0.01");
      await expect(buyInput(page)).not.toHaveValue("");
      await expectAccessibleInBothThemes(page, "swap with a quote");
      await swapButton(page).click();
      await expect(page.locator("#confirm-swap-or-send")).toBeVisible();
      await expectAccessibleInBothThemes(page, "swap confirmation");
      await page.locator("#confirm-swap-or-send").click();
      await expect.poll(() => wallet.getPendingRequestCount(Web3RequestKind.SendTransaction)).toBeGreaterThan(0);
      await wallet.authorize(Web3RequestKind.SendTransaction);
      await expect(page.getByTestId("confirm-swap-submitted")).toBeVisible();
      await expectAccessibleInBothThemes(page, "transaction submitted");
    });

    test("the outage banner, with every RPC URL of the chain down", async ({ page }) => {
      test.setTimeout(180_000);
      const rpc = await proxyChainRpc(page);
      try {
        rpc.primary.setMode({ kind: "drop" });
        rpc.backup.setMode({ kind: "http500" });
        await page.goto("./#/swap");
        await expect(page.getByTestId("rpc-unreachable")).toContainText("Can't reach PEN test chain", { timeout: 60_000 });
        await expectAccessibleInBothThemes(page, "outage banner");
      } finally {
        await rpc.closeAll();
      }
    });
  });
}
