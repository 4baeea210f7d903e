import { expect, test } from "./support/wallet";

const DARK_BG = "rgb(13, 17, 28)"; // theme bg0 dark (#0D111C)
const LIGHT_BG = "rgb(247, 248, 250)"; // theme bg0 light (#F7F8FA)

async function bodyBackground(page: import("@playwright/test").Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

test.describe("theme", () => {
  test.use({ colorScheme: "light" });

  test("?theme=dark and ?theme=light set the colour mode", async ({ page }) => {
    await page.goto("./#/swap?theme=dark");
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
    await page.goto("./#/swap?theme=light");
    await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);
  });

  test("an invalid ?theme= value is ignored (the system light scheme stays)", async ({ page }) => {
    await page.goto("./#/swap?theme=purple");
    await expect(page.getByText("Swap Anywhere Any Time")).toBeVisible();
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
  });
});

test.describe("theme follows the system when not set", () => {
  test.use({ colorScheme: "dark" });
  test("dark system scheme → dark app", async ({ page }) => {
    await page.goto("./#/swap");
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
  });
});

test.describe("i18n", () => {
  test.describe("unknown language", () => {
    test.use({ locale: "xx-YY" });
    test("falls back to English", async ({ page }) => {
      await page.goto("./#/swap");
      await expect(page.locator("#connect-wallet")).toHaveText("Connect Wallet");
      await expect(page.locator("#pool-nav-link")).toHaveText("Pool");
    });
  });

  test.describe("Spanish", () => {
    test.use({ locale: "es-AR" });
    test("loads ./locales/es.json relative to the page", async ({ page }) => {
      const localeRequest = page.waitForRequest((r) => r.url().endsWith("/locales/es.json"));
      await page.goto("./#/swap");
      await localeRequest;
      await expect(page.locator("#connect-wallet")).toHaveText("Conectar billetera");
    });
  });
});

test.describe("corrupted localStorage", () => {
  test.use({ colorScheme: "light" });

  async function seed(page: import("@playwright/test").Page, entries: Record<string, string>) {
    await page.addInitScript((e) => {
      if (sessionStorage.getItem("seeded")) return; // seed once, not on later navigations
      sessionStorage.setItem("seeded", "1");
      for (const [key, value] of Object.entries(e)) localStorage.setItem(key, value);
    }, entries);
  }

  test("garbage in user/transactions/lists/wallet keys: the app loads and settings fall back", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await seed(page, {
      "penswap.user": "{not json",
      "penswap.transactions": JSON.stringify({ version: 999, state: [1, 2, 3] }),
      "penswap.lists": JSON.stringify({ version: 1, state: { byUrl: "nope", selectedListUrl: 42 } }),
      "penswap.walletConnected": "true",
      "penswap.walletConnection": "<script>",
      "penswap.testWallet": "][",
    });
    await page.goto("./#/swap");
    await expect(page.getByText("Swap Anywhere Any Time")).toBeVisible();
    await expect(page.locator("#connect-wallet")).toHaveText("Connect Wallet");
    // userDarkMode fell back to null: the (light) system scheme decides.
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
    await page.goto("./#/pool");
    await expect(page.getByText("Connect to a wallet to view your liquidity.")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("valid parts of a damaged user state are kept", async ({ page }) => {
    await seed(page, {
      "penswap.user": JSON.stringify({ version: 1, state: { userDarkMode: true, userSlippageTolerance: "lots", userDeadline: -1 } }),
    });
    await page.goto("./#/swap");
    await expect(page.getByText("Swap Anywhere Any Time")).toBeVisible();
    // The valid dark-mode choice survives although the system scheme is light.
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
  });
});
