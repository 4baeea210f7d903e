import { expect, test } from "../support/wallet";

test.describe("language", () => {
  test.use({ locale: "ja-JP" });

  test("the browser's language is the default; the select switches without a reload and the choice persists", async ({ page }) => {
    await page.goto("./#/swap");
    await expect(page.locator("#connect-wallet")).toHaveText("ウォレットを接続");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    const select = page.getByTestId("language-select");
    await expect(select.locator("option")).toHaveText(["English", "Español", "日本語", "한국어", "简体中文"]);

    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await select.selectOption("ko");
    await expect(page.locator("#connect-wallet")).toHaveText("지갑 연결");
    await select.selectOption("zh");
    await expect(page.locator("#connect-wallet")).toHaveText("连接钱包");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    await page.reload();
    await expect(page.locator("#connect-wallet")).toHaveText("连接钱包");
    await expect(select).toHaveValue("zh");
  });

  test("only the active language's file is fetched until the select is used", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      const match = /locales\/(\w+)\.json/.exec(request.url());
      if (match) fetched.push(match[1]);
    });
    await page.goto("./#/swap");
    await expect(page.locator("#connect-wallet")).toHaveText("ウォレットを接続");
    // English is the fallback for keys another release has not translated yet; es/ko/zh wait.
    expect(fetched.filter((lng) => lng !== "en" && lng !== "ja")).toEqual([]);
  });
});
