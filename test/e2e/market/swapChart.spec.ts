/**
 * The price chart beside the swap: closed by default and loaded only when opened, it charts the chosen pair (or a
 * multi-hop trade's two ends) at the price the chain's reserves give, stays open or closed across a reload, and a
 * corrupted stored choice falls back to closed.
 */
import type { Page } from "@playwright/test";
import { Contract } from "ethers";
import { expectAccessibleInBothThemes } from "../a11y/axe";
import { expect, test } from "../support/wallet";
import { deployedPair, rpc, tokenAddress, tokenDecimals } from "../support/chain";

const toggle = (page: Page) => page.getByTestId("swap-chart-toggle");
const chart = (page: Page) => page.getByTestId("swap-chart");
const PAIR_ABI = ["function token0() view returns (address)", "function getReserves() view returns (uint112,uint112,uint32)"];

/** The price of `path`'s first token in its last (whole tokens, before fees) from the pairs' reserves; symbols. */
async function routePrice(path: string[]): Promise<number> {
  let price = 1;
  for (let i = 0; i + 1 < path.length; i++) {
    const pair = new Contract(deployedPair(path[i], path[i + 1]), PAIR_ABI, rpc());
    const [token0, [r0, r1]] = await Promise.all([pair.token0(), pair.getReserves()]);
    const inputIs0 = (token0 as string).toLowerCase() === tokenAddress(path[i]).toLowerCase();
    price *= inputIs0 ? Number(r1) / Number(r0) : Number(r0) / Number(r1);
  }
  return price * 10 ** (tokenDecimals(path[0]) - tokenDecimals(path[path.length - 1]));
}

async function chartLast(page: Page): Promise<number> {
  const value = await chart(page).getAttribute("data-last", { timeout: 1_000 }).catch(() => null);
  return value ? Number(value) : Number.NaN;
}

test("the chart opens on demand, charts the pair at the chain's price, and is remembered across reloads", async ({ page }) => {
  test.setTimeout(240_000);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(`./#/swap?inputCurrency=PEN&outputCurrency=${tokenAddress("BARK")}`);
  await expect(page.locator("#swap-currency-output").getByRole("button")).toHaveText("BARK", { timeout: 60_000 });
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  await expect(toggle(page)).toHaveText("Show price chart");
  await expect(page.getByTestId("swap-chart-panel")).toHaveCount(0);

  const loadedBefore = scripts.length;
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
  await expect(toggle(page)).toHaveText("Hide price chart");
  await expect(chart(page)).toBeVisible({ timeout: 60_000 });
  expect(scripts.length, "the chart's code is fetched when the panel opens").toBeGreaterThan(loadedBefore);
  await expect(page.getByTestId("swap-chart-panel")).toContainText("Price of PEN in BARK");
  const expected = await routePrice(["WPEN", "BARK"]);
  await expect.poll(() => chartLast(page), { timeout: 60_000 }).toBeCloseTo(expected, 6);
  await expectAccessibleInBothThemes(page, "swap with its price chart");

  await page.reload();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "true", { timeout: 60_000 });
  await expect(chart(page)).toBeVisible({ timeout: 60_000 });

  await toggle(page).click();
  await expect(page.getByTestId("swap-chart-panel")).toHaveCount(0);
  await page.reload();
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false", { timeout: 60_000 });
  await expect(page.getByTestId("swap-chart-panel")).toHaveCount(0);
});

test("a multi-hop trade charts its two ends over the route", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`./#/swap?inputCurrency=${tokenAddress("BARK")}&outputCurrency=${tokenAddress("USDT")}`);
  await expect(toggle(page)).toBeVisible({ timeout: 60_000 });
  await toggle(page).click();
  // No BARK/USDT pool: nothing to chart until a trade finds a route.
  await expect(page.getByTestId("swap-chart-no-pool")).toBeVisible({ timeout: 60_000 });
  await page.locator("#swap-currency-input-amount").fill("1");
  await expect(chart(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("swap-chart-panel")).toContainText("Price of BARK in USDT");
  const expected = await routePrice(["BARK", "FIVE", "USDT"]);
  await expect.poll(() => chartLast(page), { timeout: 60_000 }).toBeCloseTo(expected, 6);
});

test("a corrupted stored choice falls back to a closed chart", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => localStorage.setItem("penswap.user", JSON.stringify({ version: 1, state: { userSwapChartOpen: "yes" } })));
  await page.goto("./#/swap");
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false", { timeout: 60_000 });
  await expect(page.getByTestId("swap-chart-panel")).toHaveCount(0);
  expect(errors).toEqual([]);
});
