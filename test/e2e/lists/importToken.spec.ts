import defaultList from "../../../web/public/lists/555555.tokenlist.json";
import { IUniswapV2Pair__factory } from "../../../typechain-types";
import { deployment, rpc } from "../support/chain";
import { expect, test } from "./fixtures";
import { openTokenSearch, outputTokenButton, searchModal, searchTokens } from "./helpers";

// Every deployed test token is on the default list, so the token imported here is a real ERC-20 that is not:
// the liquidity token of the first deployed pool (it has a name, a symbol and 18 decimals on chain).
const LP_TOKEN = deployment().pairs[0].address;

test("a token pasted by address is imported through the warning and stays imported", async ({ page }) => {
  expect(defaultList.tokens.map((t) => t.address.toLowerCase())).not.toContain(LP_TOKEN.toLowerCase());
  const pair = IUniswapV2Pair__factory.connect(LP_TOKEN, rpc());
  const [symbol, name] = await Promise.all([pair.symbol(), pair.name()]);

  const modal = await openTokenSearch(page);
  await searchTokens(page, LP_TOKEN.toLowerCase());
  const row = modal.getByTestId(`token-item-${LP_TOKEN}`);
  await expect(row).toContainText(symbol);
  await expect(row).toContainText(`${name} · Found by address`);
  await row.getByRole("button", { name: "Import" }).click();

  const warning = modal.getByTestId("token-warning");
  await expect(warning.getByRole("heading", { name: "Token imported" })).toBeVisible();
  await expect(warning).toContainText(LP_TOKEN);
  const understand = warning.getByRole("checkbox", { name: "I understand" });
  const continueButton = warning.getByRole("button", { name: "Continue" });
  await expect(understand).not.toBeChecked();
  await expect(continueButton).toBeDisabled();
  // The warning cannot be escaped without deciding.
  await page.keyboard.press("Escape");
  await expect(warning).toBeVisible();
  await understand.check();
  await expect(continueButton).toBeEnabled();
  await understand.uncheck();
  await expect(continueButton).toBeDisabled();
  await understand.check();
  await continueButton.click();

  await expect(searchModal(page)).toHaveCount(0);
  await expect(outputTokenButton(page)).toHaveText(symbol);

  // Saved: after a reload it is found by its symbol, marked as added by the user, and picked without a warning.
  await page.reload();
  await openTokenSearch(page);
  await searchTokens(page, symbol);
  await expect(row).toContainText(`${name} · Added by user`);
  await expect(row.getByRole("button", { name: "Remove" })).toBeVisible();
  await row.click();
  await expect(searchModal(page)).toHaveCount(0);
  await expect(outputTokenButton(page)).toHaveText(symbol);
});
