import { expect, test } from "./fixtures";
import { addListByUrl, answerNextPrompt, listRow, openManageLists, openTokenSearch, searchModal, searchTokens, selectList } from "./helpers";
import { deployedToken } from "../support/chain";
import { tokenInfo, tokenList } from "./tokenLists";

const LIST_PATH = "/e2e-list.json";
const LIST_NAME = "PenSwap E2E List";
const BARK = deployedToken("BARK");
const FIVE = deployedToken("FIVE");
const FOT = deployedToken("FOT");

test.describe("Manage Lists", () => {
  test("a list added by URL from another server supplies the token search", async ({ page, listServer }) => {
    listServer.serve(LIST_PATH, tokenList(LIST_NAME, { major: 1, minor: 2, patch: 3 }, [tokenInfo("BARK"), tokenInfo("FIVE")]));
    const url = listServer.url(LIST_PATH);

    const modal = await openTokenSearch(page);
    // The default list is in use: FOT is there before our list is chosen.
    await searchTokens(page, "FOT");
    await expect(modal.getByTestId(`token-item-${FOT.address}`)).toBeVisible();

    const manage = await openManageLists(page);
    await expect(manage.getByTestId("list-add-button")).toBeDisabled();
    const row = await addListByUrl(page, url);
    await expect(row).toContainText(LIST_NAME);
    await expect(row).toContainText("v1.2.3 · 2 tokens");
    expect(listServer.hits(LIST_PATH)).toBeGreaterThanOrEqual(1);

    await selectList(page, url);
    await expect(modal.getByText(LIST_NAME)).toBeVisible();
    await searchTokens(page, "bark");
    await expect(modal.getByTestId(`token-item-${BARK.address}`)).toContainText("Bark");
    await searchTokens(page, "FIVE");
    await expect(modal.getByTestId(`token-item-${FIVE.address}`)).toBeVisible();
    // Only the selected list's tokens are offered: FOT is not on ours.
    await searchTokens(page, "FOT");
    await expect(modal.getByText("No results found.")).toBeVisible();

    // Picking one of the list's tokens fills the swap form.
    await searchTokens(page, "BARK");
    await modal.getByTestId(`token-item-${BARK.address}`).click();
    await expect(searchModal(page)).toHaveCount(0);
    await expect(page.locator("#swap-currency-output").getByRole("button")).toHaveText("BARK");
  });

  test("a URL that serves no list shows the error and is not added", async ({ page, listServer }) => {
    const url = listServer.url("/missing.json");
    await openTokenSearch(page);
    const manage = await openManageLists(page);
    await manage.getByTestId("list-add-input").fill(url);
    await manage.getByTestId("list-add-input").press("Enter");
    await expect(manage.getByTestId("list-add-error")).toHaveText(`Failed to download list ${url}`);
    await expect(listRow(page, url)).toHaveCount(0);
    expect(listServer.hits("/missing.json")).toBeGreaterThanOrEqual(1);
  });

  test("removing a list needs REMOVE typed in the prompt; the only list cannot be removed", async ({ page, listServer }) => {
    listServer.serve(LIST_PATH, tokenList(LIST_NAME, { major: 1, minor: 0, patch: 0 }, [tokenInfo("BARK")]));
    const url = listServer.url(LIST_PATH);
    await openTokenSearch(page);
    const manage = await openManageLists(page);

    // Alone, the default list cannot be removed.
    const rows = manage.getByTestId("list-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole("button", { name: /^Remove / })).toBeDisabled();

    await addListByUrl(page, url);
    await selectList(page, url);
    await openManageLists(page);
    await expect(rows).toHaveCount(2);
    const removeButton = listRow(page, url).getByRole("button", { name: `Remove ${url}` });

    // Cancel, then a wrong word: the list stays.
    let question = answerNextPrompt(page, null);
    await removeButton.click();
    expect(await question).toBe("Please confirm you would like to remove this list by typing REMOVE");
    await expect(rows).toHaveCount(2);
    question = answerNextPrompt(page, "remove");
    await removeButton.click();
    await question;
    await expect(rows).toHaveCount(2);

    question = answerNextPrompt(page, "REMOVE");
    await removeButton.click();
    await question;
    await expect(listRow(page, url)).toHaveCount(0);
    await expect(rows).toHaveCount(1);
    // The selection fell back to the default list, which is now the only one and cannot be removed.
    await expect(rows.getByRole("button", { name: "Selected" })).toBeDisabled();
    await expect(rows.getByRole("button", { name: /^Remove / })).toBeDisabled();

    // And it stays removed after a reload.
    await page.reload();
    await openTokenSearch(page);
    await openManageLists(page);
    await expect(rows).toHaveCount(1);
    await expect(listRow(page, url)).toHaveCount(0);
  });
});
