import { parseEther } from "ethers";
import { ACCOUNT0, allowance, balanceOf, buyInput, deployment, sellInput, swapButton, token } from "../swap/helpers";
import { expect, pairFromModal, test } from "./fixtures";

const PEN_CHAIN = 555555;
const D = deployment(PEN_CHAIN);
const ROUTER = D.contracts.router;
const BARK = token(PEN_CHAIN, "BARK");
const FIVE = token(PEN_CHAIN, "FIVE");
const CPEN = token(PEN_CHAIN, "CPEN");

test.describe.configure({ mode: "serial" });

test.describe("WalletConnect through the local relay", () => {
  test("pair by the QR view's URI, swap PEN → CPEN, then approve and swap BARK → FIVE", async ({ page, phone }) => {
    await page.goto(`./#/swap?inputCurrency=PEN&outputCurrency=${CPEN}`);
    await pairFromModal(page, phone);
    expect(phone.address).toBe(ACCOUNT0);

    const cpenBefore = await balanceOf(PEN_CHAIN, CPEN, ACCOUNT0);
    await sellInput(page).fill("0.1");
    await expect(buyInput(page)).not.toHaveValue("");
    await expect(swapButton(page)).toBeEnabled();
    await swapButton(page).click();
    await page.locator("#confirm-swap-or-send").click();
    await expect(page.getByTestId("confirm-swap-submitted")).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => balanceOf(PEN_CHAIN, CPEN, ACCOUNT0), { timeout: 20_000 }).toBeGreaterThan(cpenBefore);
    await expect(page.getByTestId("transaction-popup").first()).toBeVisible({ timeout: 20_000 });
    expect(phone.requests.filter((r) => r.method === "eth_sendTransaction")).toHaveLength(1);
  });
});
