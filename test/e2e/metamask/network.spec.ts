import { chainRpcUrl } from "../support/env";
import { expect, skipWithoutMetaMask, test } from "./fixtures";
import { addChain, connectOnMainnet, networkSelector, switchKnownChain } from "./app";

skipWithoutMetaMask();

test("add and switch 555555, 3344 and 5555 from the app's network selector; a rejected add leaves the app on its chain", async ({ app, metamask }) => {
  // Six MetaMask requests: about a minute on an idle machine, far longer on a saturated one.
  test.setTimeout(1_500_000);
  await connectOnMainnet(app, metamask);

  // MetaMask's add-network page shows the chain table's name and RPC.
  const shown = await addChain(app, metamask, 555555);
  expect(shown).toContain("PEN test chain");
  expect(shown).toContain(new URL(chainRpcUrl(555555)).host);
  await expect(app.getByTestId("native-balance")).toContainText("PEN");

  // Refusing to add 3344: the app stays on 555555 and usable.
  await networkSelector(app).selectOption("3344");
  await metamask.reject();
  await expect(networkSelector(app)).toHaveValue("555555");
  await expect(app.getByTestId("native-balance")).toContainText("PEN");
  await expect(app.locator("#web3-status-connected")).toBeVisible();

  const shown3344 = await addChain(app, metamask, 3344);
  expect(shown3344).toContain("Pentagon Chain");
  await expect(app.getByTestId("native-balance")).toContainText("PC");
  const shown5555 = await addChain(app, metamask, 5555);
  expect(shown5555).toContain("Chain Verse");
  await expect(app.getByTestId("native-balance")).toContainText("OAS");

  // Back and forth between chains MetaMask now knows: no MetaMask page, the app follows at once.
  await switchKnownChain(app, 555555);
  await expect(app.getByTestId("native-balance")).toContainText("PEN");
  await switchKnownChain(app, 3344);
  await expect(app.getByTestId("native-balance")).toContainText("PC");
});
