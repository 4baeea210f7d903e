import { describe, expect, it } from "vitest";
import type { FailoverTransport } from "./failoverTransport";
import { RpcReadClient } from "./readClient";

type Wire = { id: number; method: string; params: unknown[] };

/** A transport that records each POST's body and answers every request with its method's name. */
function recordingTransport() {
  const posts: Array<Wire | Wire[]> = [];
  const answer = (w: Wire) => ({ jsonrpc: "2.0", id: w.id, result: w.method });
  const transport = {
    send: async (body: Wire | Wire[]) => {
      posts.push(body);
      return Array.isArray(body) ? body.map(answer) : answer(body);
    },
  } as unknown as FailoverTransport;
  return { posts, transport };
}

describe("RpcReadClient", () => {
  it("sends requests made together as one batch", async () => {
    const { posts, transport } = recordingTransport();
    const client = new RpcReadClient(transport, 20);
    expect(await Promise.all([client.send("eth_blockNumber"), client.send("eth_chainId")])).toEqual(["eth_blockNumber", "eth_chainId"]);
    expect(posts).toHaveLength(1);
    expect((posts[0] as Wire[]).map((w) => w.method)).toEqual(["eth_blockNumber", "eth_chainId"]);
  });

  it("sends a request marked `now` at once, on its own, ahead of the batch still waiting", async () => {
    const { posts, transport } = recordingTransport();
    const client = new RpcReadClient(transport, 20);
    const batched = client.send("eth_blockNumber");
    const direct = client.call({ to: "0x0000000000000000000000000000000000000001", data: "0x" }, { now: true });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ method: "eth_call", params: [{ to: "0x0000000000000000000000000000000000000001", data: "0x" }, "latest"] });
    expect(await direct).toBe("eth_call");
    expect(await batched).toBe("eth_blockNumber");
    expect(posts).toHaveLength(2);
    expect(posts[1]).toMatchObject({ method: "eth_blockNumber" });
  });

  it("reads the head and a block's hash at once when asked, else with the batch", async () => {
    // Head 42; each block's hash names the block.
    const posts: Array<Wire | Wire[]> = [];
    const answer = (w: Wire) => ({ jsonrpc: "2.0", id: w.id, result: w.method === "eth_blockNumber" ? "0x2a" : { hash: `0xhash${w.params[0]}` } });
    const transport = {
      send: async (body: Wire | Wire[]) => (posts.push(body), Array.isArray(body) ? body.map(answer) : answer(body)),
    } as unknown as FailoverTransport;
    const client = new RpcReadClient(transport, 20);
    const head = client.getBlockNumber({ now: true });
    const genesis = client.getBlockHash(0, { now: true });
    expect(posts).toEqual([expect.objectContaining({ method: "eth_blockNumber" }), expect.objectContaining({ method: "eth_getBlockByNumber", params: ["0x0", false] })]);
    expect(await head).toBe(42);
    expect(await genesis).toBe("0xhash0x0");
    const batched = Promise.all([client.getBlockNumber(), client.getBlockHash(7)]);
    expect(posts).toHaveLength(2);
    expect(await batched).toEqual([42, "0xhash0x7"]);
    expect((posts[2] as Wire[]).map((w) => w.method)).toEqual(["eth_blockNumber", "eth_getBlockByNumber"]);
  });
});
