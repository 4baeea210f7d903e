import { ens_normalize as realEnsNormalize } from "@adraffy/ens-normalize";
import { describe, expect, it, vi } from "vitest";

// Module state (loaded or not) is per import: each test gets a fresh copy.
async function freshModule() {
  vi.resetModules();
  return import("./deferredEnsNormalize");
}

describe("deferred ENS normalization", () => {
  it("refuses to normalize before the package has loaded, and starts the load", async () => {
    const deferred = await freshModule();
    expect(() => deferred.ens_normalize("Alice.eth")).toThrow("ENS name normalization is still loading");
    await deferred.loadEnsNormalize(); // the throw above already started it; this resolves the same load
    expect(deferred.ens_normalize("Alice.eth")).toBe("alice.eth");
  });

  it("normalizes exactly like the real package once loaded", async () => {
    const deferred = await freshModule();
    await deferred.loadEnsNormalize();
    for (const name of ["Alice.ETH", "ＡＢＣ.eth", "vitalik.eth", "💩.eth"]) {
      expect(deferred.ens_normalize(name)).toBe(realEnsNormalize(name));
    }
    expect(() => deferred.ens_normalize("a..eth")).toThrow();
  });

  it("returns the same pending load to every caller", async () => {
    const deferred = await freshModule();
    expect(deferred.loadEnsNormalize()).toBe(deferred.loadEnsNormalize());
  });
});
