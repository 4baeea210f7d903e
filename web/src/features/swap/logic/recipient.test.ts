import { describe, expect, it } from "vitest";
import { looksLikeName, normaliseRecipientInput } from "./recipient";

// The block list is tested in logic.test.ts; these are the recipient field's clean-up and its name check.

describe("normaliseRecipientInput", () => {
  it("drops every whitespace, inside the value too", () => {
    expect(normaliseRecipientInput("  alice .eth\t\n")).toBe("alice.eth");
    expect(normaliseRecipientInput("0x7099 7970C51812dc3A010C7d01b50e0d17dc79C8")).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(normaliseRecipientInput("alice.eth")).toBe("alice.eth");
  });
});

describe("looksLikeName", () => {
  it("accepts domain-like names only", () => {
    expect(looksLikeName("alice.eth")).toBe(true);
    expect(looksLikeName("sub.alice.eth")).toBe(true);
    expect(looksLikeName("alice")).toBe(false);
    expect(looksLikeName("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")).toBe(false);
  });
});
