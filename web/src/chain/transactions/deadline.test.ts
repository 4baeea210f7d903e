import { describe, expect, it } from "vitest";
import { latestBlockTimestamp, transactionDeadline } from "./deadline";

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

describe("latestBlockTimestamp", () => {
  const answering = (block: unknown) => ({ send: async () => block });

  it("reads the latest block's hex timestamp", async () => {
    expect(await latestBlockTimestamp(answering({ number: "0x10", timestamp: "0x6553f100" }))).toBe(0x6553f100);
  });

  it.each([
    ["no block", null],
    ["a block without a timestamp", { number: "0x1" }],
    ["a timestamp that is not hex", { timestamp: "soon" }],
    ["a number instead of a hex string", { timestamp: 12 }],
    ["a timestamp past the safe integers", { timestamp: "0x" + "f".repeat(20) }],
  ])("says nothing (undefined) for %s", async (_, block) => {
    expect(await latestBlockTimestamp(answering(block))).toBeUndefined();
  });

  it("says nothing when the node fails", async () => {
    expect(await latestBlockTimestamp({ send: async () => Promise.reject(new Error("socket hang up")) })).toBeUndefined();
  });
});
