/**
 * What Explore asks the node for while it stays open, block after block: the block's multicall carries the reserves
 * and the head block's time, and the pools' new Swap / Sync logs travel in the same HTTP request (an eth_getLogs to
 * "latest" beside the multicall), so a block with a trade costs one request, like a block without, and no block
 * read. A behaviour test of the request plan, counted per request and per JSON-RPC method (the number of polls
 * between blocks depends on timing and is not asserted).
 */
import type { Page } from "@playwright/test";
import { DEV_KEYS, rpcUrlList } from "../support/env";
import { expect, test } from "../support/wallet";
import { deployment, latestBlock, mineBlock, PEN_CHAIN, scriptedAccount } from "../support/chain";

interface RpcCall {
  method: string;
  params: unknown[];
}

/** Every HTTP request the page sends to the 555555 node, as the JSON-RPC calls it carries (a batch's all), from now on. */
function recordRpc(page: Page): RpcCall[][] {
  const urls = rpcUrlList(PEN_CHAIN).map((u) => u.replace(/\/$/, ""));
  const posts: RpcCall[][] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || !urls.some((u) => request.url().replace(/\/$/, "") === u)) return;
    const body = request.postDataJSON() as RpcCall | RpcCall[] | null;
    posts.push((Array.isArray(body) ? body : body ? [body] : []).map((call) => ({ method: call.method, params: call.params })));
  });
  return posts;
}

const methodsOf = (posts: RpcCall[][]) => posts.flat().map((c) => c.method);

/**
 * The requests that carry an eth_getLogs without the block poll's multicall (an eth_call): each is a request of its
 * own that a block cost beyond the poll's.
 */
const logReadsOfTheirOwn = (posts: RpcCall[][]) =>
  posts.filter((post) => post.some((c) => c.method === "eth_getLogs") && !post.some((c) => c.method === "eth_call"));

/** The eth_getLogs calls in `posts`. */
const logReads = (posts: RpcCall[][]) => posts.flat().filter((c) => c.method === "eth_getLogs");

/** Waits until Explore has worked its 24 h figures out at `block` (or later). */
async function figuresAt(page: Page, block: number): Promise<void> {
  await expect
    .poll(async () => Number((await page.locator("[data-activity-head]").getAttribute("data-activity-head")) ?? -1), { timeout: 60_000, message: `Explore's figures at block ${block}` })
    .toBeGreaterThanOrEqual(block);
}

test("Explore reads each block's new logs in the block poll's own request, with or without a trade, and no block", async ({ page }) => {
  test.setTimeout(240_000);
  const trader = scriptedAccount(DEV_KEYS[2]);
  await trader.approve("BARK");
  const posts = recordRpc(page);
  await page.goto("./#/explore?tab=pools");
  await expect(page.getByTestId("explore-pools-row").first()).toBeVisible({ timeout: 60_000 });
  await figuresAt(page, await latestBlock());
  // The first reserves seen are checked against the logs once more at the next block (a reading can be a block
  // ahead of the logs), after which they are settled; the polls meanwhile start reading the new blocks' logs.
  await mineBlock();
  await figuresAt(page, await latestBlock());

  // Blocks with no trade: the block's multicall and the new blocks' (empty) logs, in one request.
  let seen = posts.length;
  for (let i = 0; i < 4; i++) {
    await mineBlock();
    await figuresAt(page, await latestBlock());
  }
  const quiet = posts.slice(seen);
  expect(quiet.length).toBeGreaterThan(0);
  expect(methodsOf(quiet)).not.toContain("eth_getBlockByNumber");
  expect(logReadsOfTheirOwn(quiet)).toEqual([]);
  // Each log read runs to the node's latest block, for every pool of the factory (the poll's multicall tells which
  // block it reached).
  const pairs = deployment().pairs.map((p) => p.address.toLowerCase());
  expect(logReads(quiet).length).toBeGreaterThan(0);
  for (const read of logReads(quiet)) {
    const filter = read.params[0] as { address?: string[]; toBlock?: string };
    expect(filter.toBlock).toBe("latest");
    expect(filter.address?.map((a) => a.toLowerCase())).toEqual(expect.arrayContaining(pairs));
  }

  // A trade moves a pool's reserves: its block's logs arrive with the poll that sees the new reserves, and the next
  // block settles them from the polls' logs too. No request of its own, no block read.
  seen = posts.length;
  await trader.swap(["BARK", "FIVE"], "10");
  await figuresAt(page, await latestBlock());
  await mineBlock();
  await figuresAt(page, await latestBlock());
  const traded = posts.slice(seen);
  expect(logReads(traded).length).toBeGreaterThan(0);
  expect(logReadsOfTheirOwn(traded)).toEqual([]);
  expect(methodsOf(traded)).not.toContain("eth_getBlockByNumber");

  // And the same afterwards.
  seen = posts.length;
  for (let i = 0; i < 2; i++) {
    await mineBlock();
    await figuresAt(page, await latestBlock());
  }
  expect(logReadsOfTheirOwn(posts.slice(seen))).toEqual([]);
});
