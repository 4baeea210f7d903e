/**
 * Links cannot smuggle tokens or recipients: a token named by a link (swap query, add and remove paths) that is
 * neither listed nor imported gets the import warning first, with look-alikes called out; a recipient from
 * ?recipient= is flagged and the confirm dialog shows the address that will receive; contracts that would
 * swallow the output are refused as recipients.
 */
import { Wallet, ZeroAddress } from "ethers";
import type { Page } from "@playwright/test";
import { TestERC20__factory } from "../../../typechain-types";
import { expectAccessibleInBothThemes } from "../a11y/axe";
import { DEV_KEYS } from "../support/env";
import { expect, test } from "../support/wallet";
import { deployment, rpc, tokenAddress } from "../support/chain";
import { openSwap, sellInput, swapButton } from "../swap/helpers";

const CHAIN = 555555;
const D = deployment(CHAIN);
const USDT = tokenAddress("USDT", CHAIN);
const CPEN = tokenAddress("CPEN", CHAIN);
const ALICE = D.ensNames!["alice.eth"];
// Cyrillic Ѕ (U+0405) and Т (U+0422): renders as "USDT".
const FAKE_SYMBOL = "U\u0405D\u0422";

/**
 * Deploys an unlisted token from dev account #4. Called inside a test, never in beforeAll: the first test of a
 * file reverts the chains to their deployed snapshot, which would remove a token deployed before it.
 */
async function deployUnlistedToken(name: string, symbol: string): Promise<string> {
  const signer = new Wallet(DEV_KEYS[4], rpc(CHAIN));
  const contract = await new TestERC20__factory(signer).deploy(name, symbol, 6, 10n ** 12n);
  await contract.waitForDeployment();
  return contract.getAddress();
}

const gate = (page: Page) => page.getByTestId("link-token-warning");
const outputTokenButton = (page: Page) => page.locator("#swap-currency-output").getByRole("button");

async function acceptGate(page: Page): Promise<void> {
  await gate(page).getByRole("checkbox", { name: "I understand" }).check();
  await gate(page).getByRole("button", { name: "Continue" }).click();
  await expect(gate(page)).toHaveCount(0);
}

test.describe("links", () => {
  test("a look-alike USDT from a swap link is held behind the warning; declining leaves the field empty", async ({ page }) => {
    const fake = await deployUnlistedToken("Tether USD", FAKE_SYMBOL);
    await page.goto(`./#/swap?outputCurrency=${fake}`);
    await expect(gate(page)).toBeVisible();
    await expect(gate(page)).toContainText(fake);
    await expect(gate(page).getByTestId("token-warning-lookalike")).toContainText(`USDT (${USDT})`);
    await expect(gate(page).getByTestId("token-warning-nonascii")).toBeVisible();
    await expect(gate(page).getByRole("button", { name: "Continue" })).toBeDisabled();
    await gate(page).getByRole("button", { name: "Cancel" }).click();
    await expect(gate(page)).toHaveCount(0);
    await expect(outputTokenButton(page)).toHaveText("Select a token");

    // A listed token from a link goes straight in.
    await page.goto(`./#/swap?outputCurrency=${USDT}`);
    await expect(outputTokenButton(page)).toHaveText("USDT");
    await expect(gate(page)).toHaveCount(0);
  });

  test("add and remove paths: the warning first; accepted tokens are imported, declined ones leave", async ({ page }) => {
    const fake = await deployUnlistedToken("Tether USD", FAKE_SYMBOL);
    const fake2 = await deployUnlistedToken("Other Token", "OTHER");
    await page.goto(`./#/add/${fake}`);
    await expect(gate(page)).toBeVisible();
    await expect(gate(page)).toContainText(fake);
    await acceptGate(page);
    await expect(page.locator("#add-liquidity-input-tokena")).toContainText(FAKE_SYMBOL);

    // Imported now: the same token from a swap link needs no second warning.
    await page.goto(`./#/swap?outputCurrency=${fake}`);
    await expect(outputTokenButton(page)).toHaveText(FAKE_SYMBOL);
    await expect(gate(page)).toHaveCount(0);

    await page.goto(`./#/remove/${fake2}/${USDT}`);
    await expect(gate(page)).toBeVisible();
    await expect(gate(page)).toContainText(fake2);
    await gate(page).getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/#\/pool$/);
  });

  test("a recipient from the link is flagged; the confirm dialog shows the address beside the name", async ({ page, wallet }) => {
    test.setTimeout(180_000);
    await openSwap(page, wallet, `inputCurrency=PEN&outputCurrency=${CPEN}&recipient=alice.eth`);
    await expect(page.getByTestId("link-recipient-warning")).toContainText("Recipient set by the link you opened");
    // The warning's red box reads in both themes.
    await expectAccessibleInBothThemes(page, "swap with a recipient from the link");
    await sellInput(page).fill("0.2");
    await expect(page.getByTestId("recipient-resolved")).toHaveText(ALICE);
    await expect(swapButton(page)).toBeEnabled();
    await swapButton(page).click();
    await expect(page.getByTestId("confirm-recipient-address")).toHaveText(ALICE);
    await expect(page.getByTestId("confirm-recipient-name")).toHaveText("(alice.eth)");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("confirm-swap")).toHaveCount(0);

    // Typed by the user: no longer the link's.
    await page.locator("#recipient-input").fill(D.ensNames!["bob.eth"]);
    await expect(page.getByTestId("link-recipient-warning")).toHaveCount(0);
  });

  test("contracts that would swallow the output are invalid recipients", async ({ page, wallet }) => {
    await openSwap(page, wallet, `inputCurrency=PEN&outputCurrency=${CPEN}`);
    await sellInput(page).fill("0.2");
    await page.locator("#add-recipient-button").click();
    const blocked = {
      multicall: D.contracts.multicall,
      "wrapped native": D.contracts.wrappedNative,
      migrator: D.contracts.migrator,
      "ENS registry": D.contracts.ensRegistry,
      "V1 factory": D.contracts.v1Factory,
      "V1 exchange": D.v1Exchanges[0].exchange,
      "zero address": ZeroAddress,
    };
    for (const [what, address] of Object.entries(blocked)) {
      await test.step(what, async () => {
        await page.locator("#recipient-input").fill(address);
        await expect(swapButton(page)).toHaveText("Invalid recipient");
      });
    }
    await page.locator("#recipient-input").fill(ALICE);
    await expect(swapButton(page)).not.toHaveText("Invalid recipient");
    await expect(swapButton(page)).toBeEnabled();
  });
});
