import { describe, expect, it } from "vitest";
import { packLogs, unpackLogs } from "./packedLogs";
import type { RawLog } from "./types";

const logs: RawLog[] = [
  { blockNumber: 12, logIndex: 0, transactionHash: `0x${"a".repeat(64)}`, address: `0x${"1".repeat(40)}`, topics: [`0x${"f".repeat(64)}`, `0x${"0".repeat(64)}`], data: "0x" },
  { blockNumber: 12, logIndex: 3, transactionHash: `0x${"b".repeat(64)}`, address: `0x${"2".repeat(40)}`, topics: [], data: `0x${"09".repeat(64)}` },
  { blockNumber: 9_000_000_001, logIndex: 1, transactionHash: `0x${"c".repeat(64)}`, address: `0x${"3".repeat(40)}`, topics: ["0x01"], data: "0x00" },
];

describe("packed logs", () => {
  it("round-trips logs, also through a structured clone as IndexedDB stores them", () => {
    expect(unpackLogs(packLogs(logs))).toEqual(logs);
    expect(unpackLogs(structuredClone(packLogs(logs)))).toEqual(logs);
    expect(unpackLogs(packLogs([]))).toEqual([]);
  });

  it("rejects anything that is not a well-formed pack", () => {
    const good = packLogs(logs);
    for (const bad of [
      undefined,
      "text",
      { numbers: [12, 0], text: good.text },
      { numbers: good.numbers.slice(0, 4), text: good.text },
      { numbers: good.numbers, text: good.text.split("\n").slice(0, 2).join("\n") },
      { numbers: new Float64Array([1.5, 0]), text: good.text.split("\n")[0] },
      { numbers: new Float64Array([-1, 0]), text: good.text.split("\n")[0] },
      { numbers: new Float64Array([1, 0]), text: "0xzz,0x1,0x1,0x" },
      { numbers: new Float64Array([1, 0]), text: "0x1,0x1,0x1" },
      { numbers: new Float64Array(0), text: "junk" },
    ]) {
      expect(unpackLogs(bad)).toBeUndefined();
    }
  });
});
