import { describe, expect, it } from "vitest";
import { ETHER, Token } from "@/sdk";
import { chartRoute } from "./chartRoute";

const A = new Token(1, "0x00000000000000000000000000000000000000A1", 6, "A");
const B = new Token(1, "0x00000000000000000000000000000000000000b2", 18, "B");
const C = new Token(1, "0x00000000000000000000000000000000000000c3", 8, "C");
const WETH = ETHER.wrapped.address.toLowerCase();

describe("chartRoute", () => {
  it("charts the chosen pair, a native coin through its wrapped token, with the ends' decimals", () => {
    expect(chartRoute(A, B, undefined)).toEqual({ path: [A.address.toLowerCase(), B.address.toLowerCase()], inputDecimals: 6, outputDecimals: 18 });
    expect(chartRoute(ETHER, A, undefined)).toEqual({ path: [WETH, A.address.toLowerCase()], inputDecimals: 18, outputDecimals: 6 });
  });

  it("follows a multi-hop trade's route, still priced end to end", () => {
    expect(chartRoute(A, C, [A, B, C])).toEqual({ path: [A, B, C].map((t) => t.address.toLowerCase()), inputDecimals: 6, outputDecimals: 8 });
  });

  it("charts the chosen pair when the trade's path is shorter than two tokens", () => {
    expect(chartRoute(A, B, [])).toEqual({ path: [A.address.toLowerCase(), B.address.toLowerCase()], inputDecimals: 6, outputDecimals: 18 });
    expect(chartRoute(A, B, [A])).toEqual({ path: [A.address.toLowerCase(), B.address.toLowerCase()], inputDecimals: 6, outputDecimals: 18 });
  });

  it("charts nothing without both sides, or for wrapping (the same token on both sides)", () => {
    expect(chartRoute(undefined, B, undefined)).toBeUndefined();
    expect(chartRoute(A, undefined, undefined)).toBeUndefined();
    expect(chartRoute(ETHER, ETHER.wrapped, undefined)).toBeUndefined();
  });
});
