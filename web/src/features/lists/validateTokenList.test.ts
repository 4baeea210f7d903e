import { describe, expect, it } from "vitest";
import { makeList, makeToken } from "./testLists";
import { hasDuplicateTokens, parseTokenList, validateTokenList } from "./validateTokenList";

describe("validateTokenList (precompiled token-lists schema)", () => {
  it("accepts a valid list", () => {
    const list = makeList();
    expect(validateTokenList(list)).toBe(list);
  });
  it("rejects a non-object", () => {
    expect(() => validateTokenList("hello")).toThrow(/^Token list failed validation: +must be object/);
  });
  it("reports every problem with its path", () => {
    const list = makeList({ tokens: [makeToken(0, { decimals: 256, address: "0x1234" })] });
    expect(() => validateTokenList(list)).toThrow(
      /^Token list failed validation: .*\/tokens\/0\/address must match pattern.*\/tokens\/0\/decimals must be <= 255/,
    );
  });
  it("says each problem as 'path message', trimmed, joined by '; '", () => {
    const messageOf = (json: unknown) => {
      try {
        validateTokenList(json);
      } catch (error) {
        return (error as Error).message;
      }
      return "valid";
    };
    expect(messageOf("hello")).toBe("Token list failed validation: must be object");
    expect(messageOf(makeList({ tokens: [makeToken(0, { decimals: 256, address: "0x1234" })] }))).toBe(
      'Token list failed validation: /tokens/0/address must match pattern "^0x[a-fA-F0-9]{40}$"; /tokens/0/decimals must be <= 255',
    );
  });
  it("rejects a list over the schema's 10,000-token limit", () => {
    const tokens = Array.from({ length: 10_001 }, (_, i) => makeToken(i));
    expect(() => validateTokenList(makeList({ tokens }))).toThrow(
      "Token list failed validation: /tokens must NOT have more than 10000 items",
    );
  });
  it("accepts exactly 10,000 tokens", () => {
    const tokens = Array.from({ length: 10_000 }, (_, i) => makeToken(i));
    expect(() => validateTokenList(makeList({ tokens }))).not.toThrow();
  });
  it("rejects names and symbols over their length limits", () => {
    expect(() => validateTokenList(makeList({ tokens: [makeToken(0, { name: "x".repeat(61) })] }))).toThrow(
      "/tokens/0/name must NOT have more than 60 characters",
    );
    expect(() => validateTokenList(makeList({ tokens: [makeToken(0, { symbol: "S".repeat(21) })] }))).toThrow(
      "/tokens/0/symbol must NOT have more than 20 characters",
    );
    expect(() => validateTokenList(makeList({ name: "n".repeat(31) }))).toThrow("/name must NOT have more than 30");
  });
  it("rejects markup in the list name (pattern ^[\\w ]+$)", () => {
    expect(() => validateTokenList(makeList({ name: "<script>alert(1)</script>" }))).toThrow(
      '/name must match pattern "^[\\w ]+$"',
    );
  });
  it("lets markup through in token names (the schema allows it; the UI renders it as text)", () => {
    const list = makeList({ tokens: [makeToken(0, { name: "<img src=x onerror=alert(1)>" })] });
    expect(validateTokenList(list).tokens[0].name).toBe("<img src=x onerror=alert(1)>");
  });
  it("rejects a symbol with whitespace and a missing version", () => {
    expect(() => validateTokenList(makeList({ tokens: [makeToken(0, { symbol: "A B" })] }))).toThrow(
      "/tokens/0/symbol must match pattern",
    );
    const { version: _version, ...noVersion } = makeList();
    void _version;
    expect(() => validateTokenList(noVersion)).toThrow("must have required property 'version'");
  });
  it("rejects a bad timestamp and a non-URI logo", () => {
    expect(() => validateTokenList(makeList({ timestamp: "yesterday" }))).toThrow('/timestamp must match format "date-time"');
    expect(() => validateTokenList(makeList({ logoURI: "not a uri" }))).toThrow('/logoURI must match format "uri"');
  });
  it("rejects unknown token fields", () => {
    const token = { ...makeToken(0), onclick: "x" };
    expect(() => validateTokenList(makeList({ tokens: [token] }))).toThrow("/tokens/0 must NOT have additional properties");
  });
});

describe("duplicate tokens", () => {
  it("detects the same address twice on one chain, any letter case", () => {
    const a = makeToken(0, { address: "0x00000000000000000000000000000000000000aa" });
    const b = makeToken(1, { address: "0x00000000000000000000000000000000000000AA" });
    expect(hasDuplicateTokens([a, b])).toBe(true);
    expect(() => parseTokenList(makeList({ tokens: [a, b] }))).toThrow("Duplicate tokens.");
  });
  it("allows the same address on two chains", () => {
    const a = makeToken(0);
    expect(hasDuplicateTokens([a, { ...a, chainId: 3344 }])).toBe(false);
  });
});
