/**
 * The token page (#/tokens/<chainId>/<address>) against the real local chain: its figures equal what the test reads
 * from the chain itself, a swap made by a script outside the app moves its price, chart and swaps after the next
 * block, its buttons open Swap and Add liquidity prefilled, an unverified look-alike is marked and cannot be traded
 * without the import warning, bad input in the address gets a clear message, and axe finds nothing serious.
 */
import type { Locator, Page } from "@playwright/test";
import { parseEther } from "ethers";
import { expectAccessibleInBothThemes } from "../a11y/axe";
import { deployTestToken, seedNativePool } from "../support/deployToken";
import { DEV_KEYS } from "../support/env";
import { expect, test } from "../support/wallet";
import { ACCOUNT1, deployment, PEN_CHAIN, scriptedAccount, tokenAddress, tokenDecimals } from "../support/chain";
import { priceNumber, tokenFigures, type TokenFigures } from "./tokenFigures";

const BARK = tokenAddress("BARK");
const gate = (page: Page) => page.getByTestId("link-token-warning");
const outputTokenButton = (page: Page) => page.locator("#swap-currency-output").getByRole("button");

async function openToken(page: Page, address: string): Promise<void> {
  await page.goto(`./#/tokens/${PEN_CHAIN}/${address}`);
  await expect(page.getByTestId("token-stats")).toBeVisible({ timeout: 60_000 });
}

/** What the page shows: the exact price ratio, the raw liquidity and 24 h volume, the pools and the newest swap. */
async function shown(page: Page): Promise<Omit<TokenFigures, "price"> & { price: string }> {
  const attr = (testId: string, name: string) => page.getByTestId(testId).getAttribute(name, { timeout: 1_000 }).catch(() => null);
  const pools = await page.getByTestId("token-pools").locator("li[data-key]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-key") ?? ""));
  const latest = await page.getByTestId("token-swap").first().getAttribute("data-tx", { timeout: 1_000 }).catch(() => null);
  return {
    price: (await attr("token-price", "data-price")) ?? "",
    liquidity: BigInt((await attr("token-liquidity", "data-amount")) || "-1"),
    volume24h: BigInt((await attr("token-volume", "data-amount")) || "-1"),
    pools: pools.sort(),
    latestSwap: latest?.toLowerCase(),
  };
}

function expected(figures: TokenFigures) {
  const { price, ...rest } = figures;
  return { ...rest, price: price ? `${price.numerator}/${price.denominator}` : "" };
}

/** The chart's last close, once drawn. */
async function chartLast(page: Page): Promise<number> {
  const value = await page.getByTestId("token-chart").getAttribute("data-last", { timeout: 1_000 }).catch(() => null);
  return value ? Number(value) : Number.NaN;
}

/**
 * Deploys an unverified token named like a listed one, gives it a pool with the wrapped native coin (so it has a
 * price and a row) and searches Explore for its address: the row must be marked unverified and a look-alike.
 */
async function lookalikeInExplore(page: Page, name: string, symbol: string): Promise<{ fake: string; row: Locator }> {
  const fake = await deployTestToken({ chainId: PEN_CHAIN, name, symbol });
  await seedNativePool(PEN_CHAIN, fake, parseEther("1000"), parseEther("20"));
  await page.goto("./#/explore");
  await page.getByTestId("explore-search").fill(fake);
  const row = page.getByTestId("explore-tokens").locator(`tr[data-key="${fake}"]`);
  await expect(row.getByTestId("explore-unverified")).toBeVisible({ timeout: 60_000 });
  await expect(row.getByTestId("explore-lookalike")).toBeVisible();
  return { fake, row };
}

/** The token page of an unverified look-alike flags it and says it is on no active list. */
async function expectMarkedTokenPage(page: Page): Promise<void> {
  await expect(page.getByTestId("token-lookalike")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("token-unverified-note")).toBeVisible();
}

test("the token page shows the chain's figures, and a swap made outside the app moves them and the chart after the next block", async ({ page }) => {
  test.setTimeout(240_000);
  await openToken(page, BARK.toLowerCase());
  const before = await tokenFigures(BARK);
  expect(before.price, "BARK is priced from its WPEN pool").toBeDefined();
  await expect.poll(() => shown(page), { timeout: 60_000 }).toEqual(expected(before));
  await expect(page.getByTestId("token-price")).toContainText("PEN");
  await expect(page.getByTestId("token-source")).toContainText("From the list");
  await expect(page.getByTestId("token-lookalike")).toHaveCount(0);
  const decimals = tokenDecimals("BARK");
  await expect.poll(() => chartLast(page), { timeout: 60_000 }).toBeCloseTo(priceNumber(before.price!, decimals), 12);

  // Candles and line, each range: the chart redraws from what was read.
  for (const range of ["1w", "1m", "all", "1d"]) {
    await page.getByTestId(`token-chart-range-${range}`).click();
    await expect(page.getByTestId(`token-chart-range-${range}`)).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("token-chart")).toHaveAttribute("data-candles", /^[1-9]\d*$/);
  }
  await page.getByTestId("token-chart-style-line").click();
  await expect(page.getByTestId("token-chart")).toHaveAttribute("data-style", "line");

  const trader = scriptedAccount(DEV_KEYS[2]);
  await trader.buyWithNative(BARK, parseEther("2"));
  const after = await tokenFigures(BARK);
  expect(after.latestSwap).not.toBe(before.latestSwap);
  expect(after.volume24h).toBeGreaterThan(before.volume24h);
  expect(priceNumber(after.price!, decimals)).toBeGreaterThan(priceNumber(before.price!, decimals));
  await expect.poll(() => shown(page), { timeout: 60_000 }).toEqual(expected(after));
  await expect.poll(() => chartLast(page), { timeout: 60_000 }).toBeCloseTo(priceNumber(after.price!, decimals), 12);
  await expect(page.getByTestId("token-swap").first()).toContainText("Bought");
});

test("Swap and Add liquidity open those pages prefilled with the token", async ({ page }) => {
  await openToken(page, BARK.toLowerCase());
  await page.getByTestId("token-swap-button").click();
  await expect(page).toHaveURL(new RegExp(`#/swap\\?inputCurrency=PEN&outputCurrency=${BARK}&chain=${PEN_CHAIN}$`));
  await expect(outputTokenButton(page)).toHaveText("BARK");
  await expect(page.locator("#swap-currency-input").getByRole("button")).toHaveText("PEN");

  await openToken(page, BARK.toLowerCase());
  await page.getByTestId("token-add-button").click();
  await expect(page).toHaveURL(new RegExp(`#/add/PEN/${BARK}\\?chain=${PEN_CHAIN}$`));
  await expect(page.locator("#add-liquidity-input-tokena")).toContainText("PEN");
  await expect(page.locator("#add-liquidity-input-tokenb")).toContainText("BARK");
});

test("the token page's links name the token's chain: copied and opened elsewhere, they open there", async ({ page }) => {
  test.setTimeout(180_000);
  // Pentagon Chain's tokens can sit at the addresses of other tokens on Pentagon Testnet: a link without its chain
  // would open another token there.
  const chain = 3344;
  const pcg = tokenAddress("PCG", chain);
  await page.goto(`./#/tokens/${chain}/${pcg.toLowerCase()}`);
  await page.getByTestId("token-switch-chain").click();
  await expect(page.getByTestId("token-stats")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("token-pool-link").first()).toHaveAttribute("href", new RegExp(`^#/pool/0x[0-9a-fA-F]{40}\\?chain=${chain}$`));
  const swapLink = await page.getByTestId("token-swap-button").getAttribute("href");
  expect(swapLink).toBe(`#/swap?inputCurrency=PC&outputCurrency=${pcg}&chain=${chain}`);

  await page.goto(`./#/swap?chain=${PEN_CHAIN}`);
  await expect(page.getByTestId("network-selector")).toHaveValue(String(PEN_CHAIN));
  await page.goto(`./${swapLink}`);
  await expect(page.getByTestId("network-selector")).toHaveValue(String(chain));
  await expect(outputTokenButton(page)).toHaveText("PCG");
});

test("an unverified look-alike reached from Explore is marked and cannot be traded without the warning", async ({ page }) => {
  test.setTimeout(240_000);
  // "USDT" with a zero-width space inside: the symbol a user reads is a listed one's.
  const { fake, row } = await lookalikeInExplore(page, "Tether USD", "USD\u200BT");
  await row.getByTestId("explore-token-link").click();
  await expect(page).toHaveURL(new RegExp(`#/tokens/${PEN_CHAIN}/${fake.toLowerCase()}$`));

  await expectMarkedTokenPage(page);
  await expect(page.getByTestId("explore-unverified")).toBeVisible();
  await expect(page.getByTestId("token-source")).toHaveText("On none of your active token lists");

  await page.getByTestId("token-swap-button").click();
  await expect(gate(page)).toBeVisible();
  await expect(gate(page)).toContainText(fake);
  await gate(page).getByRole("button", { name: "Cancel" }).click();
  await expect(gate(page)).toHaveCount(0);
  await expect(outputTokenButton(page)).toHaveText("Select a token");

  await page.goBack();
  await expect(page.getByTestId("token-add-button")).toBeVisible({ timeout: 60_000 });
  await page.getByTestId("token-add-button").click();
  await expect(gate(page)).toBeVisible();
  await expect(gate(page)).toContainText(fake);
});

test("a token whose symbol is the listed BARK in Cyrillic letters is flagged in Explore and on its page", async ({ page }) => {
  test.setTimeout(240_000);
  // "ВАRK": Cyrillic Ve and A, then Latin R and K. No hidden character: only the confusables table tells.
  const { fake } = await lookalikeInExplore(page, "Bark Token", "\u0412\u0410RK");
  await expectAccessibleInBothThemes(page, "explore with a look-alike token");
  // The listed BARK itself is not flagged.
  await page.getByTestId("explore-search").fill(BARK);
  const listed = page.getByTestId("explore-tokens").locator(`tr[data-key="${BARK}"]`);
  await expect(listed.getByTestId("explore-token-link")).toBeVisible({ timeout: 60_000 });
  await expect(listed.getByTestId("explore-lookalike")).toHaveCount(0);

  await page.goto(`./#/tokens/${PEN_CHAIN}/${fake.toLowerCase()}`);
  await expectMarkedTokenPage(page);
  await expect(page.getByTestId("token-chart")).toBeVisible({ timeout: 60_000 });
  await expectAccessibleInBothThemes(page, "token page of a look-alike");
});

test("bad input in the address gets a clear message in every language, never a crash", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const cases: [string, string][] = [
    [`#/tokens/999/${BARK}`, "token-unknown-chain"],
    [`#/tokens/abc/${BARK}`, "token-unknown-chain"],
    [`#/tokens/0x87a23/${BARK}`, "token-unknown-chain"],
    [`#/tokens/${PEN_CHAIN}/0x123`, "token-bad-address"],
    [`#/tokens/${PEN_CHAIN}/%3Cscript%3E`, "token-bad-address"],
    // A valid address with no contract behind it.
    [`#/tokens/${PEN_CHAIN}/${ACCOUNT1}`, "token-invalid"],
    // A contract that is no token (the factory): its calls for a symbol and decimals fail.
    [`#/tokens/${PEN_CHAIN}/${deployment().contracts.factory}`, "token-invalid"],
    // A token of another chain: the app offers to switch.
    [`#/tokens/3344/${tokenAddress("USDT", 3344)}`, "token-other-chain"],
  ];
  for (const [hash, testId] of cases) {
    await page.goto(`./${hash}`);
    await expect(page.getByTestId(testId)).toBeVisible({ timeout: 60_000 });
  }
  await page.goto(`./#/tokens/999/${BARK}`);
  const messages: Record<string, string> = {
    es: "PenSwap no está disponible",
    ja: "PenSwap が利用できないチェーン",
    ko: "PenSwap을 사용할 수 없는 체인",
    zh: "无法使用 PenSwap 的链",
    en: "PenSwap is not available",
  };
  for (const [lng, text] of Object.entries(messages)) {
    await page.getByTestId("language-select").selectOption(lng);
    await expect(page.getByTestId("token-unknown-chain")).toContainText(text);
  }
  expect(errors).toEqual([]);
});

test("axe finds nothing serious on the token page in either theme", async ({ page }) => {
  test.setTimeout(180_000);
  await openToken(page, BARK.toLowerCase());
  await expect(page.getByTestId("token-chart")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("token-swaps").or(page.getByTestId("token-no-swaps"))).toBeVisible({ timeout: 60_000 });
  await expectAccessibleInBothThemes(page, "token page");
});
