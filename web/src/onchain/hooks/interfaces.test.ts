import { describe, expect, it } from "vitest";
import { ETH_ROUTER_INTERFACE, PEN_ROUTER_INTERFACE, routerInterface } from "./interfaces";

describe("routerInterface", () => {
  it("encodes PEN-named calls on the local chains and ETH-named calls on Ethereum networks", () => {
    for (const chainId of [555555, 3344, 5555]) expect(routerInterface(chainId)).toBe(PEN_ROUTER_INTERFACE);
    for (const chainId of [1, 3, 4]) expect(routerInterface(chainId)).toBe(ETH_ROUTER_INTERFACE);
    expect(routerInterface(1).getFunction("addLiquidityETH")).toBeTruthy();
    expect(routerInterface(555555).getFunction("addLiquidityPEN")).toBeTruthy();
    expect(() => routerInterface(555555).getFunction("addLiquidityETH")).not.toThrow();
    expect(routerInterface(555555).getFunction("addLiquidityETH")).toBeNull();
  });
});
