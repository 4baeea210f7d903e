/**
 * A chain whose clock runs ahead of the page (a computer clock set behind; a node that mined many blocks in a short
 * time) still accepts PenSwap's swaps: the router compares the deadline with its own block time, so the deadline
 * must count from the time of the chain's next block, not from the page's clock or the latest block alone. The
 * spec file's snapshot revert puts the node's clock back for the next file.
 */
import { expect, test } from "../support/wallet";
import { ACCOUNT0, balanceOf, latestBlock, onlySuccessfulTxSince, rpc, tokenAddress } from "../support/chain";
import { expectConfirmedToast, openSwap, sellInput, swapThroughDialog } from "../swap/helpers";

const PEN_CHAIN = 555555;
const CPEN = tokenAddress("CPEN", PEN_CHAIN);
/** Well past any deadline setting a user can choose (at most 4320 minutes = 3 days). */
const CLOCK_AHEAD_SECONDS = 4 * 24 * 3600;

test("a swap on a chain whose clock runs 4 days ahead of the page is mined, not refused as expired", async ({ page, wallet }) => {
  const node = rpc(PEN_CHAIN);
  // Not mined: the latest block keeps its old time, and only the next block carries the new one.
  await node.send("evm_increaseTime", [CLOCK_AHEAD_SECONDS]);
  const pending = await node.send("eth_getBlockByNumber", ["pending", false]);
  expect(Number(BigInt(pending.timestamp)) - Date.now() / 1000).toBeGreaterThan(CLOCK_AHEAD_SECONDS - 600);

  await openSwap(page, wallet, `inputCurrency=PEN&outputCurrency=${CPEN}`);
  await sellInput(page).fill("0.1");
  const cpenBefore = await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN);
  const since = await latestBlock(PEN_CHAIN);
  await swapThroughDialog(page, wallet);
  await expectConfirmedToast(page, /Swap 0\.1 PEN for [\d.]+ CPEN/);
  await onlySuccessfulTxSince(ACCOUNT0, since, PEN_CHAIN);
  expect(await balanceOf(CPEN, ACCOUNT0, PEN_CHAIN)).toBeGreaterThan(cpenBefore);
});
