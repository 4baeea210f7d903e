import { describe, expect, it } from "vitest";
import { nativeOnChain, pairAddressConfig } from "@/sdk";
import { CHAINS } from "./index";
import { configureSdk } from "./index";

describe("configureSdk", () => {
  it("registers every deployed chain's wrapped native and factory with the sdk", () => {
    configureSdk();
    for (const chain of Object.values(CHAINS)) {
      if (!chain.wrappedNative.address) continue;
      expect(nativeOnChain(chain.chainId).wrapped.address).toBe(chain.wrappedNative.address);
      expect(pairAddressConfig(chain.chainId).factory).toBe(chain.contracts.factory);
    }
    expect(nativeOnChain(555555).wrapped.symbol).toBe("WPEN");
  });
});
