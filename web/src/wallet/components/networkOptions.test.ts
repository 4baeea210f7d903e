import { describe, expect, it } from "vitest";
import type { SupportedChainId } from "@/networks";
import { networkOptions } from "./networkOptions";

const chain = (chainId: SupportedChainId, name: string, symbol: string) => ({ chainId, name, nativeCurrency: { name: symbol, symbol, decimals: 18 as const } });
const CHAINS = [chain(3344, "Pentagon Chain", "PC"), chain(5555, "Chain Verse", "OAS"), chain(555555, "Pentagon Testnet", "PEN")];

describe("networkOptions", () => {
  it("lists the deployed chains first, each group in the given order", () => {
    const options = networkOptions(CHAINS, (id) => id === 555555 || id === 5555);
    expect(options.map((o) => [o.value, o.deployed])).toEqual([
      ["5555", true],
      ["555555", true],
      ["3344", false],
    ]);
  });

  it("keeps the given order when every chain is deployed, and when none is", () => {
    expect(networkOptions(CHAINS, () => true).map((o) => o.value)).toEqual(["3344", "5555", "555555"]);
    expect(networkOptions(CHAINS, () => false).map((o) => o.value)).toEqual(["3344", "5555", "555555"]);
  });

  it("draws a badge with the native symbol when the chain has no logo", () => {
    const [option] = networkOptions([chain(3344, "Pentagon Chain", "PC")], () => true);
    expect(option.label).toBe("Pentagon Chain");
    expect(decodeURIComponent(option.logo)).toContain(">PC</text>");
    expect(networkOptions([{ ...chain(3344, "Pentagon Chain", "PC"), logoUrl: "https://logo.example/pc.svg" }], () => true)[0].logo).toBe("https://logo.example/pc.svg");
  });
});
