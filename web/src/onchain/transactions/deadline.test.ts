import { describe, expect, it } from "vitest";
import { nextBlockTimestamp, transactionDeadline } from "./deadline";

const PAGE_MS = 1_700_000_000_900;

describe("transactionDeadline", () => {
  it("counts from the page's clock in whole seconds when the chain has no later time", () => {
    expect(transactionDeadline(PAGE_MS, 1200)).toBe(1_700_001_200n);
    expect(transactionDeadline(PAGE_MS, 1200, 1_699_999_000)).toBe(1_700_001_200n);
  });

  it("counts from the chain's latest block when the chain's clock runs ahead", () => {
    expect(transactionDeadline(PAGE_MS, 1200, 1_700_003_600)).toBe(1_700_004_800n);
  });
});

describe("nextBlockTimestamp", () => {
  /** A node answering eth_getBlockByNumber with these blocks per tag (a missing tag fails like an unsupported one). */
  const node = (blocks: { pending?: unknown; latest?: unknown }) => ({
    send: async (_method: string, params: unknown[]) => {
      const tag = params[0] as "pending" | "latest";
      if (!(tag in blocks)) throw new Error(`unsupported block tag ${tag}`);
      return blocks[tag];
    },
  });

  it("reads the pending block's hex timestamp: the time the next block gets, even when the latest block lags", async () => {
    expect(await nextBlockTimestamp(node({ pending: { timestamp: "0x6553fd00" }, latest: { timestamp: "0x6553f100" } }))).toBe(0x6553fd00);
  });

  it("falls back to the latest block when the node has no pending block", async () => {
    expect(await nextBlockTimestamp(node({ latest: { number: "0x10", timestamp: "0x6553f100" } }))).toBe(0x6553f100);
    expect(await nextBlockTimestamp(node({ pending: null, latest: { timestamp: "0x6553f100" } }))).toBe(0x6553f100);
  });

  it.each([
    ["no block", null],
    ["a block without a timestamp", { number: "0x1" }],
    ["a timestamp that is not hex", { timestamp: "soon" }],
    ["a number instead of a hex string", { timestamp: 12 }],
    ["a timestamp past the safe integers", { timestamp: "0x" + "f".repeat(20) }],
  ])("says nothing (undefined) for %s", async (_, block) => {
    expect(await nextBlockTimestamp(node({ pending: block, latest: block }))).toBeUndefined();
  });

  it("says nothing when the node fails", async () => {
    expect(await nextBlockTimestamp({ send: async () => Promise.reject(new Error("socket hang up")) })).toBeUndefined();
  });
});
