import { describe, expect, it } from "vitest";
import { Field, initialSwapState } from "./slice";
import { parseAmountParam, parseCurrencyParam, parseRecipientParam, parseSwapQuery } from "./parseSwapQuery";

const A = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const B = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359";

describe("parseSwapQuery", () => {
  it("an empty query gives the initial swap state", () => {
    expect(parseSwapQuery("")).toEqual(initialSwapState);
  });

  it("reads all five link parameters", () => {
    const state = parseSwapQuery(
      `?inputCurrency=${A}&outputCurrency=${B.toLowerCase()}&exactAmount=20.5&exactField=output&recipient=${B}`,
    );
    expect(state).toEqual({
      [Field.INPUT]: { currencyId: A },
      [Field.OUTPUT]: { currencyId: B },
      typedValue: "20.5",
      independentField: Field.OUTPUT,
      recipient: B,
    });
  });

  it("accepts native words case-insensitively", () => {
    const state = parseSwapQuery("inputCurrency=pen&outputCurrency=Oas");
    expect(state[Field.INPUT].currencyId).toBe("PEN");
    expect(state[Field.OUTPUT].currencyId).toBe("OAS");
  });

  it("bad values fall back to defaults", () => {
    const state = parseSwapQuery(
      "?inputCurrency=notatoken&outputCurrency=0x123&exactAmount=1e5&exactField=sideways&recipient=not%20valid!",
    );
    expect(state).toEqual(initialSwapState);
  });

  it("no parameter is unset", () => {
    expect(parseCurrencyParam(null)).toBe("");
  });

  it("a bad checksum is not an address", () => {
    expect(parseCurrencyParam("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD")).toBe("");
  });

  it("the same currency on both sides keeps only the output", () => {
    const state = parseSwapQuery(`?inputCurrency=${A}&outputCurrency=${A}`);
    expect(state[Field.INPUT].currencyId).toBe("");
    expect(state[Field.OUTPUT].currencyId).toBe(A);
  });

  it("exactField defaults to input and is case-insensitive", () => {
    expect(parseSwapQuery("exactField=OUTPUT").independentField).toBe(Field.OUTPUT);
    expect(parseSwapQuery("exactField=input").independentField).toBe(Field.INPUT);
    expect(parseSwapQuery("").independentField).toBe(Field.INPUT);
  });
});

describe("parseAmountParam", () => {
  it("keeps decimal numbers and turns commas into dots", () => {
    expect(parseAmountParam("0.001")).toBe("0.001");
    expect(parseAmountParam("1,5")).toBe("1.5");
    expect(parseAmountParam(".5")).toBe(".5");
    expect(parseAmountParam("2.")).toBe("2.");
    // 79 characters (uint256's digits) is the longest kept.
    expect(parseAmountParam("9".repeat(79))).toBe("9".repeat(79));
    expect(parseAmountParam("1,000,5")).toBe("");
    expect(parseAmountParam(null)).toBe("");
  });
  it("rejects non-numbers, negatives, two points and too long values", () => {
    for (const bad of ["abc", "-1", "1.2.3", ".", "", "1e18", "9".repeat(80)]) expect(parseAmountParam(bad)).toBe("");
  });
});

describe("parseRecipientParam", () => {
  it("accepts an address or a domain-like name, strips whitespace", () => {
    expect(parseRecipientParam(A.toLowerCase())).toBe(A);
    expect(parseRecipientParam(" vitalik.eth ")).toBe("vitalik.eth");
    expect(parseRecipientParam("sub.domain.example.com")).toBe("sub.domain.example.com");
  });
  it("rejects anything else", () => {
    expect(parseRecipientParam("0x1234")).toBeNull();
    expect(parseRecipientParam("nodot")).toBeNull();
    expect(parseRecipientParam("bad_name.eth")).toBeNull();
    expect(parseRecipientParam(null)).toBeNull();
    expect(parseRecipientParam("-a.eth")).toBeNull();
    expect(parseRecipientParam("a-.eth")).toBeNull();
    expect(parseRecipientParam("a.e")).toBeNull();
    expect(parseRecipientParam("name.eth/")).toBeNull();
    expect(parseRecipientParam(`${"a".repeat(253)}.eth`)).toBeNull();
    expect(parseRecipientParam(`${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.eth`)).toBe(
      `${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.eth`,
    );
    expect(parseRecipientParam("a-b.eth")).toBe("a-b.eth");
  });
});
