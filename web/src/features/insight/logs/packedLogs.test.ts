import { describe, expect, it } from "vitest";
import { packLogs, unpackLogs } from "./packedLogs";
import type { RawLog } from "./types";

const hash = (c: string) => `0x${c.repeat(64)}`;
const logs: RawLog[] = [
  { blockNumber: 12, logIndex: 0, transactionHash: hash("a"), address: `0x${"1".repeat(40)}`, topics: [hash("f"), hash("0")], data: "0x" },
  { blockNumber: 12, logIndex: 3, transactionHash: hash("b"), address: `0x${"2".repeat(40)}`, topics: [], data: `0x${"09".repeat(64)}` },
  { blockNumber: 9_000_000_001, logIndex: 1, transactionHash: hash("c"), address: `0x${"3".repeat(40)}`, topics: [hash("1")], data: "0x00" },
];

describe("packed logs", () => {
  it("round-trips logs, also through a structured clone as IndexedDB stores them", () => {
    expect(unpackLogs(packLogs(logs))).toEqual(logs);
    expect(unpackLogs(structuredClone(packLogs(logs)))).toEqual(logs);
    expect(unpackLogs(packLogs([]))).toEqual([]);
  });

  it("refuses to pack a log whose fields are not of their fixed sizes", () => {
    expect(() => packLogs([{ ...logs[0], topics: ["0x01"] }])).toThrow(/unexpected size/);
    expect(() => packLogs([{ ...logs[0], transactionHash: "0x1" }])).toThrow(/unexpected size/);
  });

  it("rejects anything that is not a well-formed pack", () => {
    const good = packLogs(logs);
    const numbers = (...n: number[]) => new Float64Array(n);
    for (const bad of [
      undefined,
      "text",
      { numbers: Array.from(good.numbers), text: good.text },
      { numbers: good.numbers.slice(0, 6), text: good.text },
      { numbers: good.numbers, text: good.text.slice(0, -1) },
      { numbers: good.numbers, text: `${good.text}00` },
      { numbers: good.numbers.slice(0, 8), text: good.text },
      { numbers: numbers(1.5, 0, 0, 2), text: `${hash("a")}0x${"1".repeat(40)}0x` },
      { numbers: numbers(-1, 0, 0, 2), text: `${hash("a")}0x${"1".repeat(40)}0x` },
      { numbers: numbers(1, 0, 0, 2), text: `${hash("a")}zz${"1".repeat(40)}0x` },
      { numbers: numbers(1, 0, 0, 0), text: `${hash("a")}0x${"1".repeat(40)}` },
    ]) {
      expect(unpackLogs(bad)).toBeUndefined();
    }
  });
});
