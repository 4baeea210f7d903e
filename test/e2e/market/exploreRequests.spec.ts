/**
 * What Explore asks the node for while it stays open, block after block: the block's multicall carries the reserves
 * and the head block's time, so a block with no trade costs no log read and no block read; a block with a trade costs
 * one log read, for the pools' addresses. A behaviour test of the request plan, counted per JSON-RPC method (the
 * number of polls between blocks depends on timing and is not asserted).
 */
import type { Page } from "@playwright/test";
import { DEV_KEYS, rpcUrlList } from "../support/env";
import { expect, test } from "../support/wallet";
import { deployment, latestBlock, mineBlock, PEN_CHAIN, scriptedAccount } from "../support/chain";

interface RpcCall {
  method: string;
  params: unknown[];
}

/** Every JSON-RPC call the page sends to the 555555 node (batches unpacked), from now on. */
function recordRpc(page: Page): RpcCall[] {
  const urls = rpcUrlList(PEN_CHAIN).map((u) => u.replace(/\/$/, ""));
  const calls: RpcCall[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || !urls.some((u) => request.url().replace(/\/$/, "") === u)) return;
    const body = request.postDataJSON() as RpcCall | RpcCall[] | null;
    for (const call of Array.isArray(body) ? body : body ? [body] : []) calls.push({ method: call.method, params: call.params });
  });
  return calls;
}

const methodsOf = (calls: RpcCall[]) => calls.map((c) => c.method);

/** Waits until Explore has worked its 24 h figures out at `block` (or later). */
async function figuresAt(page: Page, block: number): Promise<void> {
  await expect
    .poll(async () => Number((await page.locator("[data-activity-head]").getAttribute("data-activity-head")) ?? -1), { timeout: 60_000, message: `Explore's figures at block ${block}` })
    .toBeGreaterThanOrEqual(block);
}

test("Explore reads no logs and no blocks over blocks without trades, and a trade's logs for the pools once, then once more to settle", async ({ page }) => {
  test.setTimeout(240_000);
  const trader = scriptedAccount(DEV_KEYS[2]);
  await trader.approve("BARK");
  const calls = recordRpc(page);
  await page.goto("./#/explore?tab=pools");
  await expect(page.getByTestId("explore-pools-row").first()).toBeVisible({ timeout: 60_000 });
  await figuresAt(page, await latestBlock());
  // The first reserves seen are checked against the logs once more at the next block (a reading can be a block
  // ahead of the logs), after which they are settled.
  await mineBlock();
  await figuresAt(page, await latestBlock());

  // Blocks with no trade: the block's multicall is all Explore needs.
  let seen = calls.length;
  for (let i = 0; i < 4; i++) {
    await mineBlock();
    await figuresAt(page, await latestBlock());
  }
  const quiet = methodsOf(calls.slice(seen));
  expect(quiet).not.toContain("eth_getLogs");
  expect(quiet).not.toContain("eth_getBlockByNumber");
  expect(quiet.length).toBeGreaterThan(0);

  // A trade moves a pool's reserves: its block's logs are read once, filtered by the pools' addresses.
  seen = calls.length;
  await trader.swap(["BARK", "FIVE"], "10");
  await figuresAt(page, await latestBlock());
  const traded = calls.slice(seen);
  const logReads = traded.filter((c) => c.method === "eth_getLogs");
  expect(logReads).toHaveLength(1);
  const filter = logReads[0].params[0] as { address?: string[] };
  const pairs = deployment().pairs.map((p) => p.address.toLowerCase());
  expect(filter.address?.map((a) => a.toLowerCase())).toEqual(expect.arrayContaining(pairs));
  expect(methodsOf(traded)).not.toContain("eth_getBlockByNumber");

  // The next block reads the logs once more to settle the new reserves (they may have been read a block ahead).
  seen = calls.length;
  await mineBlock();
  await figuresAt(page, await latestBlock());
  expect(calls.slice(seen).filter((c) => c.method === "eth_getLogs")).toHaveLength(1);

  // And quiet again afterwards.
  seen = calls.length;
  for (let i = 0; i < 2; i++) {
    await mineBlock();
    await figuresAt(page, await latestBlock());
  }
  expect(methodsOf(calls.slice(seen))).not.toContain("eth_getLogs");
});
