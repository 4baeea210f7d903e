import { connectWallet } from "../support/app";
import { DEV_KEYS } from "../support/env";
import { expect, test } from "../support/wallet";
import { deployedPair, scriptedAccount } from "../support/chain";

/** Fees earned on the card, as the sum of both tokens' raw amounts (both have 18 decimals in this pool). */
async function feesOf(card: import("@playwright/test").Locator): Promise<bigint> {
  const fees = card.getByTestId("position-fees");
  const [f0, f1] = await Promise.all([fees.getAttribute("data-fees0"), fees.getAttribute("data-fees1")]);
  return BigInt(f0 ?? "0") + BigInt(f1 ?? "0");
}

// Account #0 seeded the pools, so it provides CPEN/WPEN liquidity; account #2 trades through that pool from a script.
test("fees earned on a position card rise after scripted swaps through its pool", async ({ page, wallet }) => {
  const trader = scriptedAccount(DEV_KEYS[2]);
  await trader.approve("CPEN");
  await page.goto("./#/pool");
  await connectWallet(page, wallet);
  const card = page.locator('[data-pair="CPEN/PEN"]');
  await expect(card.getByTestId("position-fees")).toBeVisible({ timeout: 60_000 });
  await expect(card.getByTestId("position-insight")).toContainText("Estimates:");
  const before = await feesOf(card);

  await trader.swap(["CPEN", "WPEN"], "20");
  await trader.swap(["CPEN", "WPEN"], "20");
  await expect.poll(() => feesOf(card), { timeout: 30_000 }).toBeGreaterThan(before);
  await expect(card.getByTestId("position-vs-holding")).toHaveText(/^[+−][\d.]+ PEN$/);
  // Its value in each of the pool's tokens.
  await expect(card.getByTestId("position-value")).toHaveText(/^[\d.]+ CPEN or [\d.]+ PEN$/);

  await card.getByTestId("position-pool-link").click();
  await expect(page).toHaveURL(new RegExp(`#/pool/${deployedPair("CPEN", "WPEN")}$`, "i"));
  await expect(page.getByTestId("pool-price-chart")).toHaveAttribute("data-points", /^[1-9]\d*$/, { timeout: 30_000 });
});
