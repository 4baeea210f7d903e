/** Clicks through the 'Select a token' modal and its Manage Lists view the way a person does. */
import { expect, type Dialog, type Locator, type Page } from "@playwright/test";

export const searchModal = (page: Page): Locator => page.getByTestId("currency-search-modal");

/** The swap page's output token picker (empty on a fresh page, so its button reads 'Select a token'). */
export const outputTokenButton = (page: Page): Locator => page.locator("#swap-currency-output").getByRole("button");

/** Opens the swap page and its output token picker. */
export async function openTokenSearch(page: Page): Promise<Locator> {
  await page.goto("./#/swap");
  await outputTokenButton(page).click();
  await expect(searchModal(page)).toBeVisible();
  return searchModal(page);
}

/** 'Change' in the token search footer: the Manage Lists view. */
export async function openManageLists(page: Page): Promise<Locator> {
  await searchModal(page).getByTestId("change-list").click();
  const manage = page.getByTestId("manage-lists");
  await expect(manage).toBeVisible();
  return manage;
}

/** The Manage Lists row of a list, found by its URL (shown under the list's name). */
export const listRow = (page: Page, url: string): Locator => page.getByTestId("list-row").filter({ hasText: url });

/** Pastes a URL into 'Add a list', presses Add and waits for the list to be loaded (its version shows). */
export async function addListByUrl(page: Page, url: string): Promise<Locator> {
  const manage = page.getByTestId("manage-lists");
  await manage.getByTestId("list-add-input").fill(url);
  await manage.getByTestId("list-add-button").click();
  const row = listRow(page, url);
  await expect(row).toContainText(/v\d+\.\d+\.\d+ · \d+ tokens/);
  await expect(manage.getByTestId("list-add-input")).toHaveValue("");
  return row;
}

/** Selects a list in Manage Lists and goes back to the token search. */
export async function selectList(page: Page, url: string): Promise<void> {
  const row = listRow(page, url);
  await row.getByRole("button", { name: "Select" }).click();
  await expect(row.getByRole("button", { name: "Selected" })).toBeDisabled();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(searchModal(page).getByTestId("currency-search")).toBeVisible();
}

/** Types into the token search and returns the search view. */
export async function searchTokens(page: Page, query: string): Promise<Locator> {
  const modal = searchModal(page);
  await modal.getByTestId("token-search-input").fill(query);
  return modal;
}

/** Answers the next window.prompt with `answer` (null = Cancel) and records the question it asked. */
export function answerNextPrompt(page: Page, answer: string | null): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", (dialog: Dialog) => {
      const message = dialog.message();
      void (answer === null ? dialog.dismiss() : dialog.accept(answer)).then(() => resolve(message));
    });
  });
}
