import { describe, expect, it } from "vitest";
import { parseCallKey, toCallKey } from "./callKeys";

const ADDR = "0x6B175474E89094C44Da98b954EedeAC495271d0F";

describe("call keys", () => {
  it("round-trips address-calldata", () => {
    const key = toCallKey({ address: ADDR, callData: "0x70a08231" });
    expect(key).toBe(`${ADDR}-0x70a08231`);
    expect(parseCallKey(key)).toEqual({ address: ADDR, callData: "0x70a08231" });
    expect(parseCallKey(`${ADDR}-0x`)).toEqual({ address: ADDR, callData: "0x" });
  });

  it("rejects call data that is not lowercase 0x-hex with 'Invalid hex'", () => {
    expect(() => toCallKey({ address: ADDR, callData: "0xABCD" })).toThrow("Invalid hex");
    expect(() => toCallKey({ address: ADDR, callData: "abcd" })).toThrow("Invalid hex");
    expect(() => parseCallKey(`${ADDR}-0xzz`)).toThrow("Invalid hex");
  });

  it("rejects keys that are not address-calldata with 'Invalid call key'", () => {
    expect(() => parseCallKey("0xabc")).toThrow("Invalid call key");
    expect(() => parseCallKey(`${ADDR}-0x12-0x34`)).toThrow("Invalid call key");
    expect(() => parseCallKey("0x1234-0x12")).toThrow("Invalid call key");
  });
});
