import { describe, expect, it } from "vitest";
import { ETHER } from "./native";
import { Route } from "./route";
import { Token } from "./token";
import { P01, P02, P0W, P12, pairOf, T0, T1, T2, T3, W } from "./testPairs";

describe("Route", () => {
  it("walks the path through connected pairs", () => {
    const route = new Route([P01, P12], T0, T2);
    expect(route.path).toEqual([T0, T1, T2]);
    expect(route.input).toBe(T0);
    expect(route.output).toBe(T2);
    expect(route.chainId).toBe(1);
    // 1000/1000 then 1000/1200
    expect(route.midPrice.toSignificant(6)).toBe("0.833333");
    expect(route.midPrice.baseCurrency).toBe(T0);
  });
  it("routes natives through their wrapped token", () => {
    const route = new Route([P0W], ETHER, T0);
    expect(route.path).toEqual([W, T0]);
    expect(route.midPrice.baseCurrency).toBe(ETHER);
    expect(new Route([P0W], T0, ETHER).midPrice.invert().toSignificant()).toBe("1");
  });
  it("asserts PAIRS, CHAIN_IDS, INPUT, OUTPUT and PATH", () => {
    expect(() => new Route([], T0, T1)).toThrow("PAIRS");
    const r0 = new Token(3, T0.address, 18);
    const r1 = new Token(3, T1.address, 18);
    expect(() => new Route([P01, pairOf(r0, 1n, r1, 1n)], T0, T1)).toThrow("CHAIN_IDS");
    expect(() => new Route([P12], T0, T2)).toThrow("INPUT");
    expect(() => new Route([P01], T0, T3)).toThrow("OUTPUT");
    expect(() => new Route([P01, P02], T0, T2)).toThrow("PATH");
  });
});
