import { expect, test } from "./support/wallet";

test.describe("mobile without an injected wallet", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    viewport: { width: 360, height: 740 },
  });

  test("offers the wallet apps' deep links ('Open in Coinbase Wallet', MetaMask)", async ({ page }) => {
    await page.goto("./#/swap");
    await page.locator("#connect-wallet").click();
    const coinbase = page.getByTestId("wallet-option-coinbase-link");
    await expect(coinbase).toHaveText("Open in Coinbase Wallet");
    const href = await coinbase.getAttribute("href");
    expect(href).toMatch(/^https:\/\/go\.cb-w\.com\/dapp\?cb_url=/);
    expect(decodeURIComponent(href!.split("cb_url=")[1])).toBe(page.url());
    await expect(page.getByRole("link", { name: "Open in MetaMask" })).toHaveAttribute("href", /^https:\/\/metamask\.app\.link\/dapp\//);
    // The modal fits a 360 px phone (never wider than the viewport, at most 420 px).
    const box = await page.getByTestId("wallet-modal").boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
  });
});

test.describe("desktop modal size", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test("50vw capped at 420 px, at most 90vh tall", async ({ page }) => {
    await page.goto("./#/swap");
    await page.locator("#connect-wallet").click();
    const box = (await page.getByTestId("wallet-modal").boundingBox())!;
    expect(box.width).toBe(420);
    expect(box.height).toBeLessThanOrEqual(720);
  });
});
