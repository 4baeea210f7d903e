import { expect, test } from "./fixtures";
import { addListByUrl, listRow, openManageLists, openTokenSearch, searchTokens, selectList } from "./helpers";
import { deployedToken } from "../support/chain";
import { tokenInfo, tokenList } from "./tokenLists";

const LIST_PATH = "/versioned-list.json";
const LIST_NAME = "PenSwap Versioned List";
const BANANA = deployedToken("Banana");
const USDT = deployedToken("USDT");

const V1 = tokenList(LIST_NAME, { major: 1, minor: 0, patch: 0 }, [tokenInfo("BARK"), tokenInfo("Banana")]);
// A major release: Banana is dropped and USDT added.
const V2 = tokenList(LIST_NAME, { major: 2, minor: 0, patch: 0 }, [tokenInfo("BARK"), tokenInfo("USDT")]);

test("a major list update waits in a popup until 'Accept update', then its tokens are used", async ({ page, listServer }) => {
  // A controllable clock, to show the popup outlives the 15 s after which ordinary popups close.
  await page.clock.install();
  listServer.serve(LIST_PATH, V1);
  const url = listServer.url(LIST_PATH);
  const modal = await openTokenSearch(page);
  await openManageLists(page);
  await addListByUrl(page, url);
  await selectList(page, url);
  await searchTokens(page, "Banana");
  await expect(modal.getByTestId(`token-item-${BANANA.address}`)).toBeVisible();

  // The publisher releases 2.0.0. The app refreshes lists on load (and every 10 minutes): reload, as a person would.
  listServer.serve(LIST_PATH, V2);
  const hitsBefore = listServer.hits(LIST_PATH);
  await page.reload();
  const popup = page.getByTestId("list-update-popup");
  await expect(popup).toContainText(`An update is available for the token list "${LIST_NAME}" (v1.0.0 to v2.0.0).`);
  await expect(popup).toContainText("Added: USDT");
  await expect(popup).toContainText("Removed: Banana");
  expect(listServer.hits(LIST_PATH)).toBeGreaterThan(hitsBefore);

  // Not applied yet: the list in use is still 1.0.0, with Banana and without USDT.
  await openTokenSearch(page);
  await searchTokens(page, "USDT");
  await expect(modal.getByText("No results found.")).toBeVisible();
  await searchTokens(page, "Banana");
  await expect(modal.getByTestId(`token-item-${BANANA.address}`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal).toHaveCount(0);

  // A major update does not go away by itself.
  const before = await page.evaluate(() => Date.now());
  await page.clock.fastForward(20_000);
  expect(await page.evaluate(() => Date.now()) - before).toBeGreaterThanOrEqual(20_000);
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "Accept update" }).click();
  await expect(popup).toHaveCount(0);

  await openTokenSearch(page);
  await searchTokens(page, "USDT");
  await expect(modal.getByTestId(`token-item-${USDT.address}`)).toContainText("Tether USD");
  await searchTokens(page, "Banana");
  await expect(modal.getByText("No results found.")).toBeVisible();
  await openManageLists(page);
  await expect(listRow(page, url)).toContainText("v2.0.0 · 2 tokens");

  // Accepted for good: another load neither offers it again nor goes back to 1.0.0.
  await page.reload();
  await openTokenSearch(page);
  await openManageLists(page);
  await expect(listRow(page, url)).toContainText("v2.0.0 · 2 tokens");
  await expect(page.getByTestId("list-update-popup")).toHaveCount(0);
});

test("'Dismiss' keeps the current version", async ({ page, listServer }) => {
  listServer.serve(LIST_PATH, V1);
  const url = listServer.url(LIST_PATH);
  await openTokenSearch(page);
  await openManageLists(page);
  await addListByUrl(page, url);
  listServer.serve(LIST_PATH, V2);
  await page.reload();
  const popup = page.getByTestId("list-update-popup");
  await expect(popup).toContainText("(v1.0.0 to v2.0.0)");
  await popup.getByRole("button", { name: "Dismiss" }).click();
  await expect(popup).toHaveCount(0);
  await openTokenSearch(page);
  await openManageLists(page);
  await expect(listRow(page, url)).toContainText("v1.0.0 · 2 tokens");
});
