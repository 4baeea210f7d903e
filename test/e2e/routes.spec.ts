import { expect, test } from "./support/wallet";

/** Routes and issue 4's redirect rules, checked in the production build. */
const A = "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6"; // BARK on 555555
const B = "0x8A791620dd6260079BF849Dc5567aDC3F2FdC318"; // FIVE on 555555

function hashOf(url: string): string {
  return decodeURIComponent(new URL(url).hash.slice(1));
}

async function expectHash(page: import("@playwright/test").Page, expected: string) {
  await expect.poll(() => hashOf(page.url())).toBe(expected);
}

test.describe("routes render their screen (no wallet)", () => {
  // Each screen is recognised by its own page heading (exactly one h1 with exactly this text) and, where it has
  // one, its exact status line: a substring anywhere on the page (e.g. the Pool page's "Add Liquidity" button)
  // could satisfy a check meant for another screen.
  const screens: Array<[path: string, heading: string, status?: string]> = [
    ["/swap", "Swap Anywhere Any Time"],
    ["/pool", "Your Liquidity", "Connect to a wallet to view your liquidity."],
    ["/find", "Import Pool", "Connect to a wallet to find pools"],
    ["/migrate/v1", "Migrate V1 Liquidity", "Connect to a wallet to view your V1 liquidity."],
    [`/remove/v1/${A}`, "Remove V1 Liquidity", "You must connect an account."],
    [`/migrate/v1/${A}`, "Migrate V1 Liquidity"],
    ["/add", "Add Liquidity"],
    ["/create", "Create a pair"],
    ["/add/PEN", "Add Liquidity"],
    [`/add/PEN/${A}`, "Add Liquidity"],
    [`/remove/${A}/${B}`, "Remove Liquidity"],
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-of-services", "Terms of Service"],
    ["/disclaimer", "Disclaimer"],
  ];
  for (const [path, heading, status] of screens) {
    test(`${path} shows '${heading}'${status ? ` and '${status}'` : ""}`, async ({ page }) => {
      await page.goto(`./#${path}`);
      await expectHash(page, path);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(heading);
      if (status) await expect(page.getByText(status, { exact: true })).toHaveCount(1);
    });
  }

  test("marketing sections show on app pages and are hidden on legal pages", async ({ page }) => {
    await page.goto("./#/swap");
    await expect(page.getByText("What is the product?").first()).toBeVisible();
    await page.goto("./#/disclaimer");
    await expect(page.getByRole("heading", { name: "Disclaimer" }).first()).toBeVisible();
    await expect(page.getByText("What is the product?")).toHaveCount(0);
  });
});

test.describe("redirects", () => {
  const rules: Array<[string, string, string]> = [
    ["unknown path → /swap", "/nope/nothing", "/swap"],
    ["unknown path keeps the query", "/nope?theme=dark", "/swap?theme=dark"],
    ["/send → /swap keeping the location", "/send?outputCurrency=PEN", "/swap?outputCurrency=PEN"],
    ["/swap/{x} → /swap?outputCurrency=x", `/swap/${A}`, `/swap?outputCurrency=${A}`],
    ["/swap/{x} appends with & to an existing query", `/swap/${A}?exactAmount=1`, `/swap?exactAmount=1&outputCurrency=${A}`],
    ["/add/{a-b} → /add/{a}/{b}", `/add/${A}-${B}`, `/add/${A}/${B}`],
    ["/add/{x}/{x} (case-insensitive) → /add/{x}", `/add/${A}/${A.toLowerCase()}`, `/add/${A}`],
    ["/remove/{a-b} → /remove/{a}/{b}", `/remove/${A}-${B}`, `/remove/${A}/${B}`],
    ["/remove/{junk} → /pool", "/remove/not-a-pair", "/pool"],
    ["/migrate/v1/{invalid} → /migrate/v1", "/migrate/v1/0x1234", "/migrate/v1"],
    ["/remove/v1/{invalid} → /migrate/v1", "/remove/v1/hello", "/migrate/v1"],
  ];
  for (const [name, from, to] of rules) {
    test(name, async ({ page }) => {
      await page.goto(`./#${from}`);
      await expectHash(page, to);
    });
  }
});
