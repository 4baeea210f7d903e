import { connectWallet } from "../support/app";
import { DEV_KEYS } from "../support/env";
import { expect, test, Web3RequestKind } from "../support/wallet";
import { allowance, deployment, scriptedAccount, tokenAddress } from "../support/chain";

const ROUTER = deployment().contracts.router;

test.use({ walletKeys: [DEV_KEYS[3]] });

test("an approval made elsewhere is listed and Revoke sets the allowance to 0 on chain", async ({ page, wallet }) => {
  const owner = scriptedAccount(DEV_KEYS[3]);
  await owner.approve("BARK", ROUTER, 123n * 10n ** 18n);
  expect(await allowance(tokenAddress("BARK"), owner.address, ROUTER)).toBe(123n * 10n ** 18n);

  await page.goto("./#/approvals");
  await connectWallet(page, wallet);
  const row = page.locator(`[data-testid="approval-row"][data-token="${tokenAddress("BARK").toLowerCase()}"]`);
  await expect(row).toContainText("123 BARK for the router", { timeout: 60_000 });

  await row.getByTestId("approval-revoke").click();
  await wallet.authorize(Web3RequestKind.SendTransaction);
  await expect.poll(() => allowance(tokenAddress("BARK"), owner.address, ROUTER), { timeout: 30_000 }).toBe(0n);
  await expect(row).toHaveCount(0, { timeout: 30_000 });
});

test("the router approval the app itself makes (10^36) reads Unlimited, as the largest uint256 does", async ({ page, wallet }) => {
  const owner = scriptedAccount(DEV_KEYS[3]);
  try {
    await owner.approve("FIVE", ROUTER, 10n ** 36n);
    await page.goto("./#/approvals");
    await connectWallet(page, wallet);
    const row = page.locator(`[data-testid="approval-row"][data-token="${tokenAddress("FIVE").toLowerCase()}"]`);
    await expect(row).toContainText("Unlimited FIVE for the router", { timeout: 60_000 });
  } finally {
    await owner.approve("FIVE", ROUTER, 0n);
  }
});
