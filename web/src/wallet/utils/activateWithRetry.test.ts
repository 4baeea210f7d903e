import { describe, expect, it } from "vitest";
import type { Connector } from "@web3-react/types";
import { activateWithRetry, isUnsupportedChainError } from "./activateWithRetry";

function connectorFailing(errors: Error[]): { connector: Connector; calls: () => number } {
  let calls = 0;
  const connector = {
    activate: async () => {
      const error = errors[calls++];
      if (error) throw error;
    },
  } as unknown as Connector;
  return { connector, calls: () => calls };
}

describe("activateWithRetry", () => {
  it("retries exactly once after an unsupported-chain error", async () => {
    const unsupported = Object.assign(new Error("Unsupported chain id: 31337"), { name: "UnsupportedChainIdError" });
    const c = connectorFailing([unsupported]);
    await activateWithRetry(c.connector);
    expect(c.calls()).toBe(2);
  });

  it("gives up when the retry fails too", async () => {
    const c = connectorFailing([new Error("unsupported chain"), new Error("unsupported chain")]);
    await expect(activateWithRetry(c.connector)).rejects.toThrow("unsupported chain");
    expect(c.calls()).toBe(2);
  });

  it("does not retry other errors (e.g. the user refused)", async () => {
    const c = connectorFailing([Object.assign(new Error("User rejected the request."), { code: 4001 })]);
    await expect(activateWithRetry(c.connector)).rejects.toThrow("User rejected");
    expect(c.calls()).toBe(1);
  });

  it("recognises the error by name or message only", () => {
    expect(isUnsupportedChainError(new Error("Unsupported chain id"))).toBe(true);
    expect(isUnsupportedChainError(new Error("network down"))).toBe(false);
    expect(isUnsupportedChainError(undefined)).toBe(false);
  });
});
