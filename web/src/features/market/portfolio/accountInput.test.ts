import { describe, expect, it } from "vitest";
import { classifyAccountInput, MAX_ACCOUNT_INPUT } from "./accountInput";

const CHECKSUMMED = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

describe("classifyAccountInput", () => {
  it("takes an address in checksummed, lower or upper case and gives it checksummed", () => {
    expect(classifyAccountInput(CHECKSUMMED)).toEqual({ kind: "address", address: CHECKSUMMED });
    expect(classifyAccountInput(CHECKSUMMED.toLowerCase())).toEqual({ kind: "address", address: CHECKSUMMED });
    expect(classifyAccountInput(`  ${CHECKSUMMED}\n`)).toEqual({ kind: "address", address: CHECKSUMMED });
  });

  it("takes a name for the name service, in lower case", () => {
    expect(classifyAccountInput("Alice.eth")).toEqual({ kind: "name", name: "alice.eth" });
    expect(classifyAccountInput("pay.bob.eth")).toEqual({ kind: "name", name: "pay.bob.eth" });
  });

  it("takes a name of exactly the longest length and refuses one character more", () => {
    const longest = `${"a".repeat(MAX_ACCOUNT_INPUT - 4)}.eth`;
    expect(longest).toHaveLength(MAX_ACCOUNT_INPUT);
    expect(classifyAccountInput(longest)).toEqual({ kind: "name", name: longest });
    expect(classifyAccountInput(`a${longest}`)).toEqual({ kind: "invalid" });
  });

  it("refuses anything else", () => {
    for (const input of ["", "   ", "alice", "0x1234", "0x70997970C51812dc3A010C7d01b50e0d17dc79c8", "<script>.eth", "a b.eth", `${"a".repeat(MAX_ACCOUNT_INPUT)}.eth`]) {
      expect(classifyAccountInput(input), input).toEqual({ kind: "invalid" });
    }
  });
});
