import { describe, expect, it } from "vitest";
import { ChainId } from "./constants";
import { ETHER, nativeOnChain, OAS, PC, PEN, WETH, WRAPPED_NATIVE, wrappedNativeToken } from "./native";
import { setWrappedNativeForTest } from "./testRegistries";
import { Token } from "./token";

describe("native currencies", () => {
  it("has ETH on 1/3/4 and PEN, PC, OAS on their chains, 18 decimals each", () => {
    expect([ETHER.symbol, nativeOnChain(3).symbol, nativeOnChain(4).symbol]).toEqual(["ETH", "ETH", "ETH"]);
    expect([PEN.symbol, PC.symbol, OAS.symbol]).toEqual(["PEN", "PC", "OAS"]);
    // The name the token selector shows. (A chain first asked for here: natives are built once and memoised.)
    expect([ETHER.name, nativeOnChain(3).name, nativeOnChain(987655).name]).toEqual(["Ether", "Ether", "Ether"]);
    expect([PEN.chainId, PC.chainId, OAS.chainId]).toEqual([555555, 3344, 5555]);
    for (const native of [ETHER, PEN, PC, OAS]) expect(native.decimals).toBe(18);
    expect(nativeOnChain(ChainId.PEN)).toBe(PEN);
  });
  it("wraps to WETH on mainnet, ropsten and rinkeby", () => {
    expect(ETHER.wrapped.address).toBe("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2");
    expect(nativeOnChain(3).wrapped.address).toBe("0xc778417E063141139Fce010982780140Aa0cD5Ab");
    // Equal, not identical: the app's chain table registers its own Token for rinkeby's WETH (same address), and the
    // logic tests share modules, so a file that loaded the table earlier leaves that instance in the registry.
    expect(nativeOnChain(4).wrapped.equals(WETH[4])).toBe(true);
    expect(ETHER.wrapped.symbol).toBe("WETH");
  });
  it("needs the app to register WPEN/WPC/WOAS (CHAIN_ID until then)", () => {
    const chain = 987654; // a chain nobody registers, so the global table is not disturbed for others
    expect(() => nativeOnChain(chain).wrapped).toThrow("CHAIN_ID");
    setWrappedNativeForTest(wrappedNativeToken(chain, "0x00000000000000000000000000000000000000f1"));
    expect(nativeOnChain(chain).wrapped.symbol).toBe("WETH");
    expect(nativeOnChain(chain).wrapped.name).toBe("Wrapped Ether");
    expect(WRAPPED_NATIVE[chain]?.address.toLowerCase()).toBe("0x00000000000000000000000000000000000000f1");
    expect(wrappedNativeToken(ChainId.PEN, "0x00000000000000000000000000000000000000f2").symbol).toBe("WPEN");
    expect(wrappedNativeToken(ChainId.PC, "0x00000000000000000000000000000000000000f2").name).toBe("Wrapped PC");
  });
  it("is equal to the native of the same chain only, never to a token", () => {
    expect(ETHER.equals(nativeOnChain(1))).toBe(true);
    expect(ETHER.equals(nativeOnChain(3))).toBe(false);
    expect(ETHER.equals(WETH[1])).toBe(false);
    expect(WETH[1].equals(ETHER)).toBe(false);
    expect(new Token(1, WETH[1].address, 18).equals(WETH[1])).toBe(true);
  });
});
