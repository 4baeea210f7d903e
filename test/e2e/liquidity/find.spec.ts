import { computeAddress } from "ethers";
import { DEV_KEYS } from "../support/env";
import { expect, test } from "../support/wallet";
import { openConnected, pickCurrency } from "./helpers";
import { ACCOUNT0, tokenAddress } from "../support/chain";
import { lpBalance, seedPool } from "./pools";

const WPEN = tokenAddress("WPEN");
const BARK = tokenAddress("BARK");
const FIVE = tokenAddress("FIVE");
const BANANA = tokenAddress("Banana");
const B32 = tokenAddress("B32");
const PRMT = tokenAddress("PRMT");
const CPEN = tokenAddress("CPEN");


async function pickPair(page: import("@playwright/test").Page, a: string, b: string) {
  await page.locator("#find-token-a").click();
  await pickCurrency(page, a);
  await page.locator("#find-token-b").click();
  await pickCurrency(page, b);
}

test.describe("find a pool", () => {
  test("prompts and empty slots", async ({ page, wallet }) => {
    await page.goto("./#/find");
    await expect(page.locator("#find-token-a")).toHaveText("Select a Token");
    await expect(page.getByTestId("find-outcome")).toHaveText("Connect to a wallet to find pools");
    await openConnected(page, wallet, "/find");
    await expect(page.getByTestId("find-outcome")).toHaveText("Select a token to find your liquidity.");
  });

  test("found: 'Pool Found!' with the position card", async ({ page, wallet }) => {
    await openConnected(page, wallet, "/find");
    await pickPair(page, "PEN", CPEN);
    await expect(page.getByTestId("find-outcome")).toContainText("Pool Found!");
    await expect(page.getByTestId("position-card")).toContainText("Your position");
    await expect(page.getByTestId("position-title")).toHaveText("CPEN/PEN");
  });

  test("no pool: 'No pool found.' links to create it", async ({ page, wallet }) => {
    await openConnected(page, wallet, "/find");
    await pickPair(page, FIVE, BANANA);
    await expect(page.getByTestId("find-outcome")).toContainText("No pool found.");
    await page.getByTestId("find-create-pool").click();
    await expect(page).toHaveURL(new RegExp(`#/add/${FIVE}/${BANANA}$`));
  });

  test("invalid pair: PEN with WPEN", async ({ page, wallet }) => {
    await openConnected(page, wallet, "/find");
    await pickPair(page, "PEN", WPEN);
    await expect(page.getByTestId("find-outcome")).toHaveText("Invalid pair.");
  });

  test.describe("an account without liquidity", () => {
    test.use({ walletKeys: [DEV_KEYS[3]] });
    test("'You don't have liquidity in this pool yet.' with 'Add liquidity.'", async ({ page, wallet }) => {
      const account = computeAddress(DEV_KEYS[3]);
      expect(await lpBalance(BARK, FIVE, account)).toBe(0n);
      await openConnected(page, wallet, "/find");
      await pickPair(page, BARK, FIVE);
      await expect(page.getByTestId("find-outcome")).toContainText("You don't have liquidity in this pool yet.");
      await expect(page.getByTestId("find-add-liquidity")).toHaveText("Add liquidity.");
    });
  });

  test("import: a pool of two non-base tokens appears in /pool only after it is found", async ({ page, wallet }) => {
    await seedPool(B32, PRMT, 10n ** 18n);
    expect(await lpBalance(B32, PRMT, ACCOUNT0)).toBeGreaterThan(0n);
    await openConnected(page, wallet, "/pool");
    await expect(page.getByTestId("position-card").first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-pair="B32/PRMT"], [data-pair="PRMT/B32"]')).toHaveCount(0);
    await page.locator("#import-pool-link").click();
    await pickPair(page, B32, PRMT);
    await expect(page.getByTestId("find-outcome")).toContainText("Pool Found!");
    await page.goto("./#/pool");
    await expect(page.locator('[data-pair="B32/PRMT"], [data-pair="PRMT/B32"]')).toHaveCount(1, { timeout: 20_000 });
    const card = page.locator('[data-pair="B32/PRMT"], [data-pair="PRMT/B32"]');
    await expect(card.getByTestId("pool-share")).toHaveText("100.00%");
    await card.getByTestId("position-remove").click();
    await expect(page).toHaveURL(/#\/remove\/0x[0-9a-fA-F]{40}\/0x[0-9a-fA-F]{40}$/);
  });
});
