import { describe, expect, it } from "vitest";
import { createTokenFilter, filterTokens, parseAddressQuery } from "./filtering";
import { searchTokens } from "./searchTokens";
import { compareBalances, sortByQuery, tokenComparator } from "./sorting";

const t = (address: string, symbol?: string, name?: string) => ({ address, symbol, name });
const DAI = t("0x6B175474E89094C44Da98b954EedeAC495271d0F", "DAI", "Dai Stablecoin");
const USDC = t("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "USDC", "USD Coin");
const USDT = t("0xdAC17F958D2ee523a2206206994597C13D831ec7", "USDT", "Tether USD");
const BARK = t("0x0000000000000000000000000000000000000001", "BARK", "Bark");
const CPEN = t("0x0000000000000000000000000000000000000002", "cPENTESTER", "Compound PEN Tester");
const NONAME = t("0x0000000000000000000000000000000000000003");
const ALL = [DAI, USDC, USDT, BARK, CPEN, NONAME];

describe("parseAddressQuery", () => {
  it("normalises a typed address to its checksum", () => {
    expect(parseAddressQuery("  0x6b175474e89094c44da98b954eedeac495271d0f ")).toBe(DAI.address);
    expect(parseAddressQuery("0X6B175474E89094C44DA98B954EEDEAC495271D0F")).toBeUndefined();
  });
  it("accepts a wrongly checksummed mixed-case address (we normalise, not judge, what the user typed)", () => {
    expect(parseAddressQuery("0x6b175474E89094C44Da98b954EedeAC495271d0F")).toBe(DAI.address);
  });
  it("rejects what is not 0x + 40 hex", () => {
    expect(parseAddressQuery("0x6b17")).toBeUndefined();
    expect(parseAddressQuery("dai")).toBeUndefined();
  });
});

describe("filterTokens", () => {
  it("returns everything for an empty or blank query", () => {
    expect(filterTokens(ALL, "")).toEqual(ALL);
    expect(filterTokens(ALL, "   ")).toEqual(ALL);
  });
  it("finds a token by address, any case", () => {
    expect(filterTokens(ALL, DAI.address.toLowerCase())).toEqual([DAI]);
    expect(filterTokens(ALL, "0x000000000000000000000000000000000000dead")).toEqual([]);
  });
  it("matches a prefix of a word of the symbol or the name", () => {
    expect(filterTokens(ALL, "us")).toEqual([USDC, USDT]); // USDC, USDT and 'USD' in Tether USD
    expect(filterTokens(ALL, "stable")).toEqual([DAI]);
    expect(filterTokens(ALL, "coin")).toEqual([DAI, USDC]); // 'Stablecoin' ends with coin, 'Coin' starts with it
  });
  it("matches a suffix of a word", () => {
    expect(filterTokens(ALL, "ark")).toEqual([BARK]);
    expect(filterTokens(ALL, "tester")).toEqual([CPEN]);
  });
  it("does not match the middle of a word", () => {
    expect(filterTokens(ALL, "ar")).toEqual([]);
    expect(filterTokens(ALL, "pent")).toEqual([]);
  });
  it("requires every typed word to match", () => {
    expect(filterTokens(ALL, "usd tether")).toEqual([USDT]);
    expect(filterTokens(ALL, "usd bark")).toEqual([]);
  });
  it("is case-insensitive and ignores extra spaces", () => {
    expect(filterTokens(ALL, "  DAI  ")).toEqual([DAI]);
    expect(createTokenFilter("bArK")(BARK)).toBe(true);
  });
  it("never matches a token without symbol and name by words", () => {
    expect(filterTokens([NONAME], "x")).toEqual([]);
  });
});

describe("sorting", () => {
  it("compares balances by value across decimals", () => {
    expect(compareBalances({ raw: 2_000000n, decimals: 6 }, { raw: 1n * 10n ** 18n, decimals: 18 })).toBe(-1);
    expect(compareBalances({ raw: 1n, decimals: 0 }, { raw: 10n ** 18n, decimals: 18 })).toBe(0);
    expect(compareBalances(undefined, { raw: 5n, decimals: 0 })).toBe(1);
    expect(compareBalances({ raw: 0n, decimals: 0 }, undefined)).toBe(0);
  });
  it("sorts by balance descending, then symbol", () => {
    const balances = { [USDT.address]: { raw: 5_000000n, decimals: 6 }, [BARK.address]: { raw: 10n ** 19n, decimals: 18 } };
    expect([DAI, USDC, USDT, BARK, NONAME].sort(tokenComparator(balances)).map((x) => x.symbol)).toEqual([
      "BARK",
      "USDT",
      "DAI",
      "USDC",
      undefined,
    ]);
  });
  it("puts the exact symbol match first, then symbol prefixes", () => {
    const USDX = t("0x0000000000000000000000000000000000000009", "USDX", "Dollar");
    const US = t("0x000000000000000000000000000000000000000a", "US", "Something");
    expect(sortByQuery([USDC, USDT, USDX, US], "us").map((x) => x.symbol)).toEqual(["US", "USDC", "USDT", "USDX"]);
  });
});

describe("searchTokens", () => {
  it("filters, sorts, and reverses with the sort toggle", () => {
    expect(searchTokens(ALL, "usd", {}).map((x) => x.symbol)).toEqual(["USDC", "USDT"]);
    expect(searchTokens(ALL, "usd", {}, true).map((x) => x.symbol)).toEqual(["USDT", "USDC"]);
  });
  it("searches and ranks the text as shown: a symbol or name with hidden characters is found beside what it imitates", () => {
    const FAKE = t("0x000000000000000000000000000000000000000b", "US\u200BDT\u202E", "Te\u200Bther USD");
    expect(new Set(searchTokens([USDC, FAKE, USDT], "usdt", {}))).toEqual(new Set([FAKE, USDT]));
    expect(searchTokens([USDC, FAKE], "tether", {})).toEqual([FAKE]);
    expect(filterTokens([FAKE], "us")).toEqual([FAKE]);
  });
  it("does not modify the input array", () => {
    const copy = [...ALL];
    searchTokens(ALL, "", {});
    expect(ALL).toEqual(copy);
  });
});

describe("sortTokens", () => {
  it("gives the same order as tokenComparator", async () => {
    const { sortTokens } = await import("./sorting");
    const balances = { [USDT.address]: { raw: 5_000000n, decimals: 6 }, [BARK.address]: { raw: 10n ** 19n, decimals: 18 } };
    expect(sortTokens(ALL, balances)).toEqual([...ALL].sort(tokenComparator(balances)));
  });
});

describe("createTokenSearch (prepared once per list)", () => {
  it("gives the same results as the one-shot search, in both orders", async () => {
    const { createTokenSearch } = await import("./searchTokens");
    const balances = { [USDT.address]: { raw: 5_000000n, decimals: 6 } };
    const search = createTokenSearch(ALL, balances);
    for (const query of ["", "u", "us", "usd", "usdt", "usd tether", "coin", "ark", DAI.address.toLowerCase(), "zz"]) {
      for (const invert of [false, true]) {
        expect(search(query, invert)).toEqual(searchTokens(ALL, query, balances, invert));
      }
    }
  });
  it("ranks the exact symbol match first", async () => {
    const { createTokenSearch } = await import("./searchTokens");
    const USDTX = t("0x0000000000000000000000000000000000000004", "USDTX", "Other");
    expect(createTokenSearch([USDTX, USDT], {})("usdt").map((x) => x.symbol)).toEqual(["USDT", "USDTX"]);
  });
});
