import { describe, expect, it } from "vitest";
import { Multicall__factory } from "../../../../typechain-types/factories/contracts/Multicall__factory";
import { encodeAggregateCall } from "./aggregateCall";
import type { Call } from "./callKeys";

const iface = Multicall__factory.createInterface();
/** ethers' own encoding of the same calls: what the hand encoder must match byte for byte. */
const ethersEncoding = (calls: Call[]) => iface.encodeFunctionData("tryBlockAndAggregate", [false, calls.map((c) => ({ target: c.address, callData: c.callData }))]);

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

const hexOf = (next: () => number, bytes: number) => Array.from({ length: bytes }, () => Math.floor(next() * 256).toString(16).padStart(2, "0")).join("");

describe("encodeAggregateCall", () => {
  it("writes what ethers' encoder writes: no call, empty call data, data shorter, as long as and longer than a word", () => {
    const target = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
    const cases: Call[][] = [
      [],
      [{ address: target, callData: "0x" }],
      [{ address: target, callData: "0x0902f1ac" }],
      [
        { address: target, callData: `0x${"ab".repeat(32)}` },
        { address: target.toLowerCase(), callData: `0x70a08231${"00".repeat(12)}${"77".repeat(20)}` },
        { address: target, callData: `0x${"CD".repeat(65)}` },
      ],
    ];
    for (const calls of cases) expect(encodeAggregateCall(calls)).toBe(ethersEncoding(calls));
  });

  it("matches ethers on random chunks of calls", () => {
    const next = random(7);
    for (let round = 0; round < 40; round++) {
      const calls = Array.from({ length: Math.floor(next() * 12) }, () => ({ address: `0x${hexOf(next, 20)}`, callData: `0x${hexOf(next, Math.floor(next() * 100))}` }));
      expect(encodeAggregateCall(calls)).toBe(ethersEncoding(calls));
    }
  });

  it("refuses a target that is no address and call data that is not whole hex bytes", () => {
    const ok = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
    expect(() => encodeAggregateCall([{ address: ok.slice(0, 40), callData: "0x" }])).toThrow("not an address");
    expect(() => encodeAggregateCall([{ address: `${ok}00`, callData: "0x" }])).toThrow("not an address");
    expect(() => encodeAggregateCall([{ address: ok.replace("5", "g"), callData: "0x" }])).toThrow("not an address");
    expect(() => encodeAggregateCall([{ address: ok, callData: "0x123" }])).toThrow("not hex bytes");
    expect(() => encodeAggregateCall([{ address: ok, callData: "0xzz" }])).toThrow("not hex bytes");
    expect(() => encodeAggregateCall([{ address: ok, callData: "1234" }])).toThrow("not hex bytes");
  });
});
