import fs from "fs";
import path from "path";
import { ROOT } from "../support/env";
import { expect, test } from "../support/wallet";

const tokens: { address: string; symbol: string; decimals: number }[] = JSON.parse(
  fs.readFileSync(path.join(ROOT, "deployments", "555555.json"), "utf8"),
).tokens;
const USDT = tokens.find((t) => t.symbol === "USDT")!;
const FIVE = tokens.find((t) => t.symbol === "FIVE")!;

test.describe("amount inputs as users type them", () => {
  test("a comma is a decimal separator; garbage and pastes like 1e18 are refused without clearing the other field", async ({ page }) => {
    await page.goto("./#/swap");
    const sell = page.locator("#swap-currency-input-amount");
    const buy = page.locator("#swap-currency-output-amount");
    await expect(page.locator("#swap-currency-output")).toContainText("CPEN");
    await sell.fill("1,5");
    await expect(sell).toHaveValue("1.5");
    // The quote for 1.5 PEN arrives in the other field.
    await expect(buy).toHaveValue(/^\d+\.\d+$/, { timeout: 45_000 });
    const quoted = await buy.inputValue();

    for (const bad of ["1e18", "abc", "1.2.3", "1,2,3", "1 000"]) {
      await sell.fill(bad);
      await expect(sell).toHaveValue("1.5");
      await expect(buy).toHaveValue(quoted);
    }
  });

  test("digits past the token's decimals are cut (never rounded up) and the field shows what will be used", async ({ page }) => {
    expect(USDT.decimals).toBe(6);
    await page.goto(`./#/swap?inputCurrency=${USDT.address}&outputCurrency=${FIVE.address}`);
    await expect(page.locator("#swap-currency-input")).toContainText("USDT");
    const sell = page.locator("#swap-currency-input-amount");
    await sell.fill("1,1234569");
    await expect(sell).toHaveValue("1.123456");
  });
});
