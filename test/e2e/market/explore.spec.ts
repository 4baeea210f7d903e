/**
 * Explore (#/explore) against the real local chain: its pools and figures equal what the test reads from the chain
 * itself, a swap made by a script outside the app shows in the 24 h figures, bad URL input falls back safely, the
 * tables work from the keyboard alone, and axe finds nothing serious in either theme.
 */
import type { Locator, Page } from "@playwright/test";
import { expectAccessibleInBothThemes } from "../a11y/axe";
import { DEV_KEYS } from "../support/env";
import { expect, test } from "../support/wallet";
import { ACCOUNT1, deployedPair as pairOf, scriptedAccount, tokenAddress } from "../support/chain";
import { chainFigures, type PoolFigures } from "./chainFigures";

const pools = (page: Page) => page.getByTestId("explore-pools");
const rowOf = (page: Page, pair: string) => pools(page).locator(`tr[data-key="${pair.toLowerCase()}"]`);

/** What a row shows for one figure: its native wei (undefined when the row shows token amounts instead). */
async function weiIn(row: Locator, column: string): Promise<bigint | undefined> {
  const cell = row.locator(`td[data-column="${column}"]`);
  const value = await cell.locator("[data-wei]").getAttribute("data-wei", { timeout: 1_000 }).catch(() => null);
  return value === null ? undefined : BigInt(value);
}

async function shown(row: Locator): Promise<Omit<PoolFigures, "token0" | "token1" | "address">> {
  const count = await row.locator('td[data-column="swaps24h"] [data-count]').getAttribute("data-count", { timeout: 1_000 }).catch(() => null);
  return { liquidityNative: await weiIn(row, "liquidity"), volume24hNative: await weiIn(row, "volume24h"), swaps24h: count === null ? -1 : Number(count) };
}

async function openPools(page: Page): Promise<void> {
  await page.goto("./#/explore?tab=pools");
  await expect(page.getByTestId("explore-tab-pools")).toHaveAttribute("aria-selected", "true");
  await expect(pools(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("explore-activity-loading")).toHaveCount(0, { timeout: 60_000 });
}

/** Each pool, found by its address in the search box, shows the figures the test computed from the chain. */
async function expectFiguresOfChain(page: Page, expected: PoolFigures[]): Promise<void> {
  const search = page.getByTestId("explore-search");
  for (const pool of expected) {
    await search.fill(pool.address);
    const row = rowOf(page, pool.address);
    await expect(pools(page).getByTestId("explore-pools-row")).toHaveCount(1);
    await expect.poll(() => shown(row), { timeout: 30_000, message: `figures of pool ${pool.address}` }).toEqual({
      liquidityNative: pool.liquidityNative,
      volume24hNative: pool.volume24hNative,
      swaps24h: pool.swaps24h,
    });
  }
  await search.fill("");
}

test("Explore lists every pool of the factory with the liquidity and 24 h figures the chain gives", async ({ page }) => {
  test.setTimeout(180_000);
  const expected = await chainFigures();
  // The deploy seeds ten pools on 555555; other files may have added more.
  expect(expected.pools.length).toBeGreaterThanOrEqual(10);
  await openPools(page);
  // Enough rows in view for all the seeded pools.
  await expect(pools(page).getByTestId("explore-pools-row")).toHaveCount(expected.pools.length, { timeout: 30_000 });
  await expectFiguresOfChain(page, expected.pools);

  // A priced pool shows its liquidity in PEN; USDT has no price (only a FIVE pool, FIVE is not whitelisted).
  const barkFive = rowOf(page, pairOf("BARK", "FIVE"));
  await expect(barkFive.locator('td[data-column="liquidity"]')).toHaveText(/^[\d.]+ PEN$/);
  const fiveUsdt = rowOf(page, pairOf("FIVE", "USDT"));
  await expect(fiveUsdt.locator('td[data-column="liquidity"]')).toHaveText(/FIVE \+ [\d.]+ USDT$/);

  // Tokens: BARK is priced from its WPEN pool, which the price names as its source.
  await page.getByTestId("explore-tab-tokens").click();
  await page.getByTestId("explore-search").fill("BARK");
  const bark = page.getByTestId("explore-tokens").locator(`tr[data-key="${tokenAddress("BARK")}"]`);
  await expect(bark.locator('td[data-column="price"] [data-source-pool]')).toHaveAttribute("data-source-pool", pairOf("WPEN", "BARK").toLowerCase());
  await expect(bark.locator('td[data-column="price"]')).toHaveText("0.01 PEN");
});

test("a swap made outside the app moves the pool's 24 h volume and swap count after the next block", async ({ page }) => {
  test.setTimeout(180_000);
  const trader = scriptedAccount(DEV_KEYS[2]);
  await trader.approve("BARK");
  await openPools(page);
  const pair = pairOf("BARK", "FIVE").toLowerCase();
  await page.getByTestId("explore-search").fill(pair);
  const row = rowOf(page, pair);
  const before = (await chainFigures()).pools.find((p) => p.address === pair)!;
  await expect.poll(() => shown(row), { timeout: 30_000 }).toMatchObject({ swaps24h: before.swaps24h });

  await trader.swap(["BARK", "FIVE"], "25");
  const after = (await chainFigures()).pools.find((p) => p.address === pair)!;
  expect(after.swaps24h).toBe(before.swaps24h + 1);
  expect(after.volume24hNative).toBeGreaterThan(before.volume24hNative ?? 0n);
  await expect.poll(() => shown(row), { timeout: 30_000 }).toEqual({ liquidityNative: after.liquidityNative, volume24hNative: after.volume24hNative, swaps24h: after.swaps24h });
});

test("bad input in the address or the search box never breaks the page", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  for (const hash of ["#/explore?tab=%3Cscript%3E", "#/explore?tab=pools&tab=tokens&q=%E0%A4%A", "#/explore?tab="]) {
    await page.goto(`./${hash}`);
    await expect(page.getByRole("heading", { name: "Explore" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("tab", { selected: true })).toHaveCount(1);
  }
  // An unknown path under it goes to the swap page, as every unknown path does.
  await page.goto("./#/explore/unknown");
  await expect(page).toHaveURL(/#\/swap$/);
  await page.goto("./#/explore?tab=nonsense");
  await expect(page.getByTestId("explore-tab-tokens")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("explore-tokens")).toBeVisible({ timeout: 60_000 });
  const search = page.getByTestId("explore-search");
  await search.fill("0xZZ\u202e<img src=x>");
  await expect(page.getByTestId("explore-tokens-row")).toHaveCount(0);
  await search.fill("x".repeat(500));
  await expect(search).toHaveValue("x".repeat(64));
  expect(errors).toEqual([]);
});

test("a pool link whose address is not a pool gets a clear message, never a crash", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const cases: [string, string][] = [
    ["0x123", "pool-invalid"],
    ["%3Cimg%20src%3Dx%3E", "pool-invalid"],
    // A token, and an account with no code: valid addresses, but no pair of the factory.
    [tokenAddress("BARK"), "pool-not-a-pair"],
    [ACCOUNT1, "pool-not-a-pair"],
  ];
  for (const [address, testId] of cases) {
    await page.goto(`./#/pool/${address}`);
    await expect(page.getByTestId(testId)).toBeVisible({ timeout: 60_000 });
  }
  await expect(page.getByTestId("pool-not-a-pair")).toHaveText("No PenSwap pool at this address on this chain.");
  await page.getByTestId("language-select").selectOption("es");
  await expect(page.getByTestId("pool-not-a-pair")).toHaveText("No hay un fondo de PenSwap en esta dirección en esta red.");
  expect(errors).toEqual([]);
});

test("the tables work from the keyboard alone and axe finds nothing serious in either theme", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("./#/explore");
  await expect(page.getByTestId("explore-tokens-row").first()).toBeVisible({ timeout: 60_000 });
  await expectAccessibleInBothThemes(page, "explore tokens");

  await page.getByTestId("explore-tab-tokens").focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("explore-tab-pools")).toBeFocused();
  await expect(page.getByTestId("explore-tab-pools")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("explore-pools-row").first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("explore-activity-loading")).toHaveCount(0, { timeout: 60_000 });
  await expectAccessibleInBothThemes(page, "explore pools");

  const focusBy = async (target: Locator, presses = 20) => {
    for (let i = 0; i < presses && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(target).toBeFocused();
  };
  // Tab to a link, press Enter, and the app is at the link's address.
  const openWithEnter = async (link: Locator) => {
    const href = (await link.getAttribute("href")) ?? "";
    await focusBy(link);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  };
  const swapsHeader = page.getByTestId("explore-pools-sort-swaps24h");
  await focusBy(swapsHeader);
  await page.keyboard.press("Enter");
  await expect(page.locator('th[aria-sort="descending"]')).toContainText("Swaps 24 h");
  await page.keyboard.press("Enter");
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText("Swaps 24 h");
  // Space sorts as Enter does (the header is a button), back to descending.
  await page.keyboard.press("Space");
  await expect(page.locator('th[aria-sort="descending"]')).toContainText("Swaps 24 h");
  await expect(swapsHeader).toBeFocused();

  await openWithEnter(page.getByTestId("explore-pool-link").first());
  await expect(page.getByTestId("pool-price-chart").or(page.getByTestId("pool-insight-loading"))).toBeVisible({ timeout: 60_000 });

  // The tokens table likewise: a header sorts with Enter, a token's link opens its page with Enter.
  await page.goto("./#/explore");
  await expect(page.getByTestId("explore-tokens-row").first()).toBeVisible({ timeout: 60_000 });
  await page.getByTestId("explore-tab-tokens").focus();
  await focusBy(page.getByTestId("explore-tokens-sort-pools"));
  await page.keyboard.press("Enter");
  await expect(page.locator('th[aria-sort="descending"]')).toContainText("Pools");
  await openWithEnter(page.getByTestId("explore-token-link").first());
  await expect(page.getByTestId("token-stats")).toBeVisible({ timeout: 60_000 });
});

test("the page speaks the chosen language, prices still in the chain's coin", async ({ page }) => {
  await page.goto("./#/explore");
  await expect(page.getByTestId("explore-tokens-row").first()).toBeVisible({ timeout: 60_000 });
  const expected: Record<string, [string, string]> = { ja: ["エクスプロア", "トークン"], ko: ["탐색", "토큰"], zh: ["探索", "代币"], es: ["Explorar", "Tokens"], en: ["Explore", "Tokens"] };
  for (const [lng, [title, tab]] of Object.entries(expected)) {
    await page.getByTestId("language-select").selectOption(lng);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByTestId("explore-tab-tokens")).toHaveText(tab);
    await expect(page.locator("#explore-nav-link")).toHaveText(title);
    await expect(page.getByTestId("explore-tokens").locator('td[data-column="price"]').first()).toContainText("PEN");
  }
});
