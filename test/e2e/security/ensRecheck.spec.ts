/**
 * A recipient typed as an ENS name is resolved again right before the swap is sent. Between review and Confirm the
 * name's owner points it somewhere else (or nowhere): the swap is refused with the new facts, nothing reaches the
 * wallet and nothing leaves the account. Runs on the local ENS registry and resolver of the PEN test chain.
 */
import { id, namehash, Wallet, ZeroAddress } from "ethers";
import type { Page } from "@playwright/test";
import { ENSRegistry__factory, PublicResolver__factory } from "../../../typechain-types";
import { DEV_KEYS } from "../support/env";
import { expect, test, Web3RequestKind } from "../support/wallet";
import { ACCOUNT0, balanceOf, deployment, rpc, tokenAddress } from "../support/chain";
import { confirmSwapAcceptingPriceUpdates, openSwap, sellInput, swapButton } from "../swap/helpers";

const CHAIN = 555555;
const D = deployment(CHAIN);
const CPEN = tokenAddress("CPEN", CHAIN);
const FIRST = new Wallet("0x" + "a1".repeat(32)).address;
const SECOND = new Wallet("0x" + "b2".repeat(32)).address;

/** Account #0 owns "eth" on the local registry (the deploy made it so): it registers a fresh name pointing at `to`. */
async function registerName(to: string): Promise<{ name: string; point: (address: string) => Promise<void> }> {
  const owner = new Wallet(DEV_KEYS[0], rpc(CHAIN));
  const registry = ENSRegistry__factory.connect(D.contracts.ensRegistry, owner);
  const resolver = PublicResolver__factory.connect(D.contracts.ensResolver, owner);
  // A label of its own per run, so no other test's name (alice.eth…) is touched.
  const label = `moving-${Date.now().toString(36)}`;
  await (await registry.setSubnodeRecord(namehash("eth"), id(label), owner.address, D.contracts.ensResolver, 0)).wait();
  const node = namehash(`${label}.eth`);
  const point = async (address: string) => {
    await (await resolver.setAddr(node, address)).wait();
  };
  await point(to);
  return { name: `${label}.eth`, point };
}

/** Reviews a 0.1 PEN → CPEN swap to `name` and returns once the confirm dialog shows the address it resolved to. */
async function reviewSwapTo(page: Page, name: string, resolved: string): Promise<void> {
  await sellInput(page).fill("0.1");
  await page.locator("#add-recipient-button").click();
  await page.locator("#recipient-input").fill(name);
  await expect(page.getByTestId("recipient-resolved")).toHaveText(resolved);
  await expect(swapButton(page)).toBeEnabled();
  await swapButton(page).click();
  await expect(page.getByTestId("confirm-recipient-address")).toHaveText(resolved);
  await expect(page.getByTestId("confirm-recipient-name")).toHaveText(`(${name})`);
}

test.describe("ENS recipient re-resolved right before sending", () => {
  for (const [title, moveTo, message] of [
    ["now points to another address", SECOND, (name: string) => `${name} now points to ${SECOND}, not to the address you reviewed. Nothing was sent: review the swap again.`],
    ["no longer resolves", ZeroAddress, (name: string) => `${name} no longer resolves to an address. Nothing was sent.`],
  ] as const) {
    test(`a name that ${title} after review is refused; nothing is sent`, async ({ page, wallet }) => {
      const { name, point } = await registerName(FIRST);
      await openSwap(page, wallet, `inputCurrency=PEN&outputCurrency=${CPEN}`);
      await reviewSwapTo(page, name, FIRST);

      await point(moveTo);
      const nonce = await rpc(CHAIN).getTransactionCount(ACCOUNT0);
      const [firstBefore, secondBefore] = [await balanceOf(CPEN, FIRST, CHAIN), await balanceOf(CPEN, SECOND, CHAIN)];
      await confirmSwapAcceptingPriceUpdates(page);

      await expect(page.getByTestId("swap-error-message")).toContainText(message(name));
      expect(wallet.getPendingRequestCount(Web3RequestKind.SendTransaction)).toBe(0);
      expect(await rpc(CHAIN).getTransactionCount(ACCOUNT0)).toBe(nonce);
      expect(await balanceOf(CPEN, FIRST, CHAIN)).toBe(firstBefore);
      expect(await balanceOf(CPEN, SECOND, CHAIN)).toBe(secondBefore);
    });
  }

  test("a name that still points to the reviewed address is swapped to it", async ({ page, wallet }) => {
    const { name } = await registerName(FIRST);
    await openSwap(page, wallet, `inputCurrency=PEN&outputCurrency=${CPEN}`);
    await reviewSwapTo(page, name, FIRST);
    const before = await balanceOf(CPEN, FIRST, CHAIN);
    await confirmSwapAcceptingPriceUpdates(page);
    await wallet.authorize(Web3RequestKind.SendTransaction);
    await expect(page.getByTestId("confirm-swap-submitted")).toBeVisible();
    await expect.poll(() => balanceOf(CPEN, FIRST, CHAIN), { timeout: 30_000 }).toBeGreaterThan(before);
  });
});
