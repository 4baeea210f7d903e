import { describe, expect, it } from "vitest";
import { assertFortmaticChain } from "./fortmatic";

describe("assertFortmaticChain", () => {
  it("accepts mainnet, ropsten and rinkeby", () => {
    for (const id of [1, 3, 4]) expect(() => assertFortmaticChain(id)).not.toThrow();
  });
  it("refuses the game chains with 'Unsupported network ID'", () => {
    for (const id of [555555, 3344, 5555, 42]) expect(() => assertFortmaticChain(id)).toThrow("Unsupported network ID");
  });
});
