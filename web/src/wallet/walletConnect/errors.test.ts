import { describe, expect, it } from "vitest";
import { classifyPairingFailure, toEip1193Error } from "./errors";

describe("toEip1193Error", () => {
  it("reports the SDK's USER_REJECTED (5000) as EIP-1193 4001, keeping message and cause", () => {
    const sdkError = { code: 5000, message: "User rejected." };
    const error = toEip1193Error(sdkError) as Error & { code?: number };
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe(4001);
    expect(error.message).toBe("User rejected.");
    expect(error.cause).toBe(sdkError);
  });

  it("treats refused chains/methods (5001, 5002) and a 'user rejected' message as refusals", () => {
    expect((toEip1193Error({ code: 5001, message: "x" }) as { code?: number }).code).toBe(4001);
    expect((toEip1193Error({ code: 5002, message: "x" }) as { code?: number }).code).toBe(4001);
    expect((toEip1193Error(new Error("User rejected the request.")) as { code?: number }).code).toBe(4001);
  });

  it("keeps other errors and their codes", () => {
    const original = Object.assign(new Error("execution reverted"), { code: -32000 });
    expect(toEip1193Error(original)).toBe(original);
    const plain = toEip1193Error({ code: 4902, message: "Unrecognized chain ID." }) as Error & { code?: number };
    expect(plain.code).toBe(4902);
    expect(plain.message).toBe("Unrecognized chain ID.");
    expect(toEip1193Error(undefined).message).toBe("WalletConnect request failed");
  });
});

describe("classifyPairingFailure", () => {
  it("tells an expired proposal, a refusal and anything else apart", () => {
    expect(classifyPairingFailure(new Error("Proposal expired"))).toBe("expired");
    expect(classifyPairingFailure(new Error("Request expired"))).toBe("expired");
    expect(classifyPairingFailure({ code: 5000, message: "User rejected." })).toBe("rejected");
    expect(classifyPairingFailure(new Error("User rejected methods."))).toBe("rejected");
    expect(classifyPairingFailure({ code: 5100, message: "Unsupported chains." })).toBe("rejected");
    expect(classifyPairingFailure(new Error("socket hang up"))).toBe("failed");
    expect(classifyPairingFailure(undefined)).toBe("failed");
  });
});
