import type { Page, Route } from "@playwright/test";
import { startFaultProxy, type FaultProxy } from "./faultProxy";
import { chainRpcUrl, rpcUrlList } from "./env";

/**
 * Puts a fault proxy in front of each RPC URL the app lists for 555555 (primary, backup), for this page
 * only: the page's requests to a URL are re-sent to its proxy, which forwards to the real node unless told
 * to misbehave. Other pages and the wallet (which talks to the node from the test process) are untouched.
 */
export async function proxyChainRpc(page: Page): Promise<{ primary: FaultProxy; backup: FaultProxy; closeAll(): Promise<void> }> {
  const [primaryUrl, backupUrl] = rpcUrlList(555555);
  const primary = await startFaultProxy(chainRpcUrl(555555));
  const backup = await startFaultProxy(chainRpcUrl(555555));
  const routeTo = (from: string, proxy: FaultProxy) =>
    page.route(
      (url) => url.origin === new URL(from).origin,
      (route) => {
        const url = new URL(route.request().url());
        return route.continue({ url: `${proxy.url}${url.pathname}${url.search}` });
      },
    );
  await routeTo(primaryUrl, primary);
  await routeTo(backupUrl, backup);
  return {
    primary,
    backup,
    async closeAll() {
      await Promise.all([primary.close(), backup.close()]);
    },
  };
}

interface JsonRpcCall {
  id?: unknown;
  method?: string;
  params?: unknown[];
}

/** The same call read at a fixed block instead of the newest one. */
function pinToBlock(call: JsonRpcCall, blockTag: string): JsonRpcCall {
  const params = call.params ?? [];
  if (call.method === "eth_call" && (params[1] === undefined || params[1] === "latest")) return { ...call, params: [params[0], blockTag] };
  if (call.method === "eth_getBlockByNumber" && params[0] === "latest") return { ...call, params: [blockTag, ...params.slice(1)] };
  return call;
}

/**
 * Keeps the page's reads of a chain at `blockNumber`, as if no block came after it, while the node stays up and
 * answers: the app goes on quoting the old price with a healthy RPC (aborting its requests instead would mark the
 * chain unreachable and disable every action). Covers every RPC URL the app lists for the chain, so failover cannot
 * step around it. The wallet talks to the node from the test process and sees the real chain. Returns the undo.
 */
export async function freezeAppReadsAt(page: Page, chainId: number, blockNumber: number): Promise<() => Promise<void>> {
  const blockTag = `0x${blockNumber.toString(16)}`;
  const matchers = rpcUrlList(chainId).map((listed) => (url: URL) => url.origin === new URL(listed).origin);
  // Every read being answered, so that the undo can wait for them: one still fetching when its test ended failed
  // the test ("Target page, context or browser has been closed while running route callback").
  const answering = new Set<Promise<void>>();
  const answerAtBlock = async (route: Route) => {
    const body: unknown = route.request().postDataJSON();
    const calls = (Array.isArray(body) ? body : [body]) as JsonRpcCall[];
    const response = await route.fetch({ postData: JSON.stringify(Array.isArray(body) ? calls.map((c) => pinToBlock(c, blockTag)) : pinToBlock(calls[0], blockTag)) });
    const answer: unknown = await response.json();
    const blockNumberIds = new Set(calls.filter((c) => c.method === "eth_blockNumber").map((c) => c.id));
    const pin = (entry: Record<string, unknown>) => (blockNumberIds.has(entry.id) && "result" in entry ? { ...entry, result: blockTag } : entry);
    const pinned = Array.isArray(answer) ? answer.map((entry: Record<string, unknown>) => pin(entry)) : pin(answer as Record<string, unknown>);
    await route.fulfill({ response, json: pinned });
  };
  const handler = (route: Route) => {
    const answered = answerAtBlock(route);
    answering.add(answered);
    void answered.finally(() => answering.delete(answered)).catch(() => undefined);
    return answered;
  };
  for (const matcher of matchers) await page.route(matcher, handler);
  return async () => {
    for (const matcher of matchers) await page.unroute(matcher, handler);
    await Promise.allSettled([...answering]);
  };
}
