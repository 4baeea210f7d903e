/**
 * The portfolio (#/portfolio) against the real local chains: the connected account's coins, tokens and LP positions on
 * two chains equal what the test reads from the chains itself; a chain whose RPC is down shows its own error while the
 * others load; another account opens by address or name, read only; bad input gets a clear message; the page works
 * from the keyboard and axe finds nothing serious in either theme.
 */
import type { Locator, Page } from "@playwright/test";
import { expectAccessibleInBothThemes } from "../a11y/axe";
import { connectWallet } from "../support/app";
import { ACCOUNT0, ACCOUNT1, balanceOf, deployedPair, lpPosition, tokenAddress } from "../support/chain";
import { rpcUrlList } from "../support/env";
import { expect, test } from "../support/wallet";

const section = (page: Page, chainId: number) => page.getByTestId(`portfolio-chain-${chainId}`);
const tokenRow = (page: Page, chainId: number, token: string) => section(page, chainId).locator(`[data-testid="portfolio-token-row"][data-token="${token.toLowerCase()}"]`);
const positionRow = (page: Page, chainId: number, pair: string) => section(page, chainId).locator(`[data-testid="portfolio-position-row"][data-pair="${pair.toLowerCase()}"]`);

async function expectReady(page: Page, chainId: number): Promise<void> {
  await expect(section(page, chainId)).toHaveAttribute("data-status", "ready", { timeout: 60_000 });
}

/** A row's raw figures as the page states them in its data attributes. */
async function figures(row: Locator, names: string[]): Promise<Record<string, bigint>> {
  const out: Record<string, bigint> = {};
  for (const name of names) out[name] = BigInt((await row.getAttribute(`data-${name}`, { timeout: 5_000 })) ?? "-1");
  return out;
}

/** The native coin and one token of the chain show the balances the chain gives. */
async function expectBalances(page: Page, chainId: number, owner: string, tokenSymbol: string): Promise<void> {
  await expectReady(page, chainId);
  const token = tokenAddress(tokenSymbol, chainId);
  await expect.poll(async () => (await figures(tokenRow(page, chainId, "native"), ["balance"])).balance, { timeout: 30_000 }).toBe(await balanceOf("native", owner, chainId));
  await expect.poll(async () => (await figures(tokenRow(page, chainId, token), ["balance"])).balance, { timeout: 30_000 }).toBe(await balanceOf(token, owner, chainId));
}

/** An LP position shows the owner's LP tokens and the reserves they stand for, as the test computes them. */
async function expectPosition(page: Page, chainId: number, owner: string, pair: string): Promise<void> {
  const expected = await lpPosition(pair, owner, chainId);
  expect(expected.balance).toBeGreaterThan(0n);
  const row = positionRow(page, chainId, pair);
  await expect.poll(() => figures(row, ["balance", "amount0", "amount1"]), { timeout: 30_000 }).toEqual({ balance: expected.balance, amount0: expected.amount0, amount1: expected.amount1 });
}

test("the connected account's balances and LP positions on two chains equal what the chains hold", async ({ page, wallet }) => {
  test.setTimeout(180_000);
  await page.goto("./#/portfolio");
  await expect(page.getByTestId("portfolio-connect")).toBeVisible({ timeout: 30_000 });
  await connectWallet(page, wallet);
  await expect(page.getByTestId("portfolio-account")).toHaveAttribute("data-address", ACCOUNT0);

  await expectBalances(page, 555555, ACCOUNT0, "BARK");
  await expectPosition(page, 555555, ACCOUNT0, deployedPair("WPEN", "BARK", 555555));
  await expectBalances(page, 3344, ACCOUNT0, "PCG");
  await expectPosition(page, 3344, ACCOUNT0, deployedPair("WPEN", "PCG", 3344));
  await expectReady(page, 5555);

  // Values are in each chain's own coin: the deep WPEN/BARK pool values BARK, so the position has a value in PEN.
  await expect(positionRow(page, 555555, deployedPair("WPEN", "BARK")).locator('td[data-column="value"]')).toHaveText(/^[\d.]+ PEN$/);
  await expect(section(page, 3344).getByTestId("portfolio-total")).toContainText(/[\d.]+ PC$/);
  await expect(section(page, 5555).getByTestId("portfolio-total")).toContainText(/[\d.]+ OAS$/);
  // The active chain's pools link to their pool page; the others' do not (that page reads the active chain).
  await expect(section(page, 555555).getByTestId("portfolio-pool-link").first()).toBeVisible();
  await expect(section(page, 3344).getByTestId("portfolio-pool-link")).toHaveCount(0);
});

test("a chain whose RPC does not answer shows its own error while the other chains load, and loads on retry", async ({ page }) => {
  test.setTimeout(180_000);
  const down = rpcUrlList(5555).map((listed) => (url: URL) => url.origin === new URL(listed).origin);
  for (const matcher of down) await page.route(matcher, (route) => route.abort("connectionrefused"));
  await page.goto(`./#/portfolio/${ACCOUNT1}`);
  await expect(section(page, 5555).getByTestId("portfolio-chain-error")).toContainText("No RPC node of Chain Verse", { timeout: 90_000 });
  await expectBalances(page, 555555, ACCOUNT1, "BARK");
  await expectBalances(page, 3344, ACCOUNT1, "PCG");

  for (const matcher of down) await page.unroute(matcher);
  await section(page, 5555).getByRole("button", { name: "Try again" }).click();
  await expectBalances(page, 5555, ACCOUNT1, "OASG");
});

test("another account opens by address or by name, read only", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`./#/portfolio/${ACCOUNT1.toLowerCase()}`);
  await expect(page.getByTestId("portfolio-account")).toHaveAttribute("data-address", ACCOUNT1);
  await expect(page.getByTestId("portfolio-account")).toContainText("read only");
  await expectBalances(page, 5555, ACCOUNT1, "OASG");

  // alice.eth is ACCOUNT1's name on 555555's name service (the deploy registers it).
  await page.goto("./#/portfolio/alice.eth");
  await expect(page.getByTestId("portfolio-account")).toHaveAttribute("data-address", ACCOUNT1, { timeout: 60_000 });
  await expect(page.getByTestId("portfolio-account")).toContainText("alice.eth");
  await expectBalances(page, 555555, ACCOUNT1, "BARK");
  await expect(page.getByTestId("portfolio-pending-empty")).toBeVisible();
});

test("bad input in the address gets a clear message, never a crash", async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  for (const input of ["not-an-address", "0x1234", "%3Cimg%20src%3Dx%3E", `${ACCOUNT1.slice(0, -1)}Z`, "x".repeat(300)]) {
    await page.goto(`./#/portfolio/${input}`);
    await expect(page.getByTestId("portfolio-invalid")).toContainText("is neither an address nor a name", { timeout: 30_000 });
    await expect(page.getByTestId("portfolio-account")).toHaveCount(0);
  }
  await page.goto("./#/portfolio/nobody-here.eth");
  await expect(page.getByTestId("portfolio-unresolved")).toContainText("No address found for nobody-here.eth", { timeout: 60_000 });
  // An unknown path below it goes to the swap page, as every unknown path does.
  await page.goto(`./#/portfolio/${ACCOUNT1}/more`);
  await expect(page).toHaveURL(/#\/swap$/);
  expect(errors).toEqual([]);
});

test("the page works from the keyboard alone and axe finds nothing serious in either theme", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto("./#/portfolio");
  await expect(page.getByTestId("portfolio-connect")).toBeVisible({ timeout: 30_000 });
  await expectAccessibleInBothThemes(page, "portfolio without an account");

  // Tab to the account field, type an address, Enter opens its portfolio.
  const input = page.getByTestId("portfolio-account-input");
  for (let i = 0; i < 60 && !(await input.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(input).toBeFocused();
  await page.keyboard.type(ACCOUNT0);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`#/portfolio/${ACCOUNT0}$`));
  for (const chainId of [555555, 3344, 5555]) await expectReady(page, chainId);
  await expectAccessibleInBothThemes(page, "portfolio of an account");

  // The active chain's pool links are reached by Tab and open the pool page with Enter.
  const link = section(page, 555555).getByTestId("portfolio-pool-link").first();
  const href = await link.getAttribute("href");
  for (let i = 0; i < 80 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  await page.goto("./#/portfolio/nope");
  await expect(page.getByTestId("portfolio-invalid")).toBeVisible();
  await expectAccessibleInBothThemes(page, "portfolio with bad input");
});

test("the page speaks the chosen language, values still in each chain's coin", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`./#/portfolio/${ACCOUNT1}`);
  await expectReady(page, 555555);
  const expected: Record<string, [string, string]> = {
    ja: ["ポートフォリオ", "コインとトークン"],
    ko: ["포트폴리오", "코인과 토큰"],
    zh: ["资产组合", "币和代币"],
    es: ["Cartera", "Monedas y tokens"],
    en: ["Portfolio", "Coins and tokens"],
  };
  for (const [lng, [title, assets]] of Object.entries(expected)) {
    await page.getByTestId("language-select").selectOption(lng);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("#portfolio-nav-link")).toHaveText(title);
    await expect(section(page, 3344).getByTestId("portfolio-assets").locator("caption")).toHaveText(assets);
    await expect(section(page, 555555).getByTestId("portfolio-total")).toContainText("PEN");
  }
});
