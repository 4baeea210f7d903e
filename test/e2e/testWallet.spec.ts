import fs from "fs";
import path from "path";
import { formatBalance } from "../../web/src/wallet/utils/formatBalance";
import { shortAddress } from "./support/app";
import { balanceOf, devAddress } from "./support/chain";
import { DIST_DIR, TEST_WALLET_SUBPATH } from "./support/env";
import { expect, test } from "./support/wallet";

/**
 * The local test wallet (for `npm run dev` newcomers without an extension). No injected wallet here: the
 * page gets no `wallet` fixture. It exists only in a build made with VITE_ENABLE_TEST_WALLET=true.
 */
test.describe("local test wallet", () => {
  test("is absent from the production build (no option, no dev mnemonic in any asset)", async ({ page }) => {
    await page.goto("./#/swap");
    await page.locator("#connect-wallet").click();
    await expect(page.getByTestId("wallet-options")).toBeVisible();
    await expect(page.getByTestId("wallet-option-test-wallet")).toHaveCount(0);
    const assets = fs.readdirSync(path.join(DIST_DIR, "assets")).filter((f) => f.endsWith(".js"));
    expect(assets.length).toBeGreaterThan(0);
    for (const file of assets) expect(fs.readFileSync(path.join(DIST_DIR, "assets", file), "utf8")).not.toContain("test test test");
  });

  test("connects dev account #3 with no extension, shows its balance, and switches local chains", async ({ page }) => {
    const account3 = devAddress(3);
    await page.goto(`./${TEST_WALLET_SUBPATH}/#/swap`);
    await page.locator("#connect-wallet").click();
    await page.getByLabel("Dev account").selectOption("3");
    await expect(page.getByTestId("wallet-option-test-wallet")).toHaveText("Local test wallet (dev account #3)");
    await page.getByTestId("wallet-option-test-wallet").click();
    await expect(page.locator("#web3-status-connected")).toHaveText(shortAddress(account3));

    await expect(page.getByTestId("native-balance")).toHaveText(`${formatBalance(await balanceOf("native", account3))} PEN`);

    await page.getByTestId("network-selector").selectOption("5555");
    await expect(page.getByTestId("network-selector")).toHaveValue("5555");
    await expect(page.getByTestId("native-balance")).toContainText("OAS");
    // Still connected after the reload that followed chainChanged (auto-connect from the stored flag).
    await expect(page.locator("#web3-status-connected")).toHaveText(shortAddress(account3));
  });
});
