import { chainRpcUrl } from "../support/env";
import { expect, skipWithoutMetaMask, test } from "./fixtures";
import { addChain, connectOnMainnet, networkSelector, switchKnownChain } from "./app";

skipWithoutMetaMask();

test("add and switch 555555, 3344 and 5555 from the app's network selector; a rejected add leaves the app on its chain", async ({ app, metamask }) => {
  // Six MetaMask requests: about a minute on an idle machine, far longer on a saturated one.
  test.setTimeout(1_500_000);
  await connectOnMainnet(app, metamask);

  // MetaMask's add-network page shows the chain table's name and RPC.
  await addChain(app, metamask, 555555, ["PEN test chain", new URL(chainRpcUrl(555555)).host]);
  await expect(app.getByTestId("native-balance")).toContainText("PEN");

  // Refusing to add 3344: the app stays on 555555 and usable.
  await networkSelector(app).selectOption("3344");
  await metamask.reject();
  await expect(networkSelector(app)).toHaveValue("555555");
  await expect(app.getByTestId("native-balance")).toContainText("PEN");
  await expect(app.locator("#web3-status-connected")).toBeVisible();

  await addChain(app, metamask, 3344, ["Pentagon Chain"]);
  await expect(app.getByTestId("native-balance")).toContainText("PC");
  await addChain(app, metamask, 5555, ["Chain Verse"]);
  await expect(app.getByTestId("native-balance")).toContainText("OAS");

  // Back and forth between chains MetaMask now knows: no MetaMask page, the app follows at once.
  await switchKnownChain(app, 555555);
  await expect(app.getByTestId("native-balance")).toContainText("PEN");
  await switchKnownChain(app, 3344);
  await expect(app.getByTestId("native-balance")).toContainText("PC");
});
