import { describe, expect, it } from "vitest";
import { chainFromUrl, routeWithChain, urlWithChain } from "./chainParam";

const ALLOWED = [555555, 3344, 5555, 1];

describe("chainFromUrl", () => {
  it("reads ?chain= from the hash route's query", () => {
    expect(chainFromUrl("https://penswap.example/#/swap?chain=3344", ALLOWED)).toBe(3344);
    expect(chainFromUrl("https://penswap.example/#/swap?inputCurrency=PC&chain=5555&exactAmount=1", ALLOWED)).toBe(5555);
  });

  it("reads a query before the hash when the hash names none", () => {
    expect(chainFromUrl("https://penswap.example/?chain=555555#/swap", ALLOWED)).toBe(555555);
    expect(chainFromUrl("https://penswap.example/?chain=555555#/swap?chain=3344", ALLOWED)).toBe(3344);
  });

  it("ignores what is not an allowed chain id", () => {
    for (const href of [
      "https://penswap.example/#/swap",
      "https://penswap.example/#/swap?chain=4",
      // Numbers JavaScript would read as 1, not written as a chain id is.
      "https://penswap.example/#/swap?chain=0x1",
      "https://penswap.example/#/swap?chain=1.",
      // A hash without a query names no chain, whatever follows in it.
      "https://penswap.example/#/swap&chain=3344",
      "https://penswap.example/#/swap?chain=0x d05",
      "https://penswap.example/#/swap?chain=3344abc",
      "https://penswap.example/#/swap?chain=",
      "https://penswap.example/#/swap?chain=-3344",
      "not a url",
    ]) {
      expect(chainFromUrl(href, ALLOWED), href).toBeUndefined();
    }
  });

  it("takes surrounding blanks as a person pasting would leave them", () => {
    expect(chainFromUrl("https://penswap.example/#/swap?chain=%203344%20", ALLOWED)).toBe(3344);
  });
});

describe("urlWithChain", () => {
  it("adds the chain to the hash route's query and keeps the route and its parameters", () => {
    expect(urlWithChain("https://penswap.example/app/#/swap?inputCurrency=PC&exactAmount=1", 3344)).toBe(
      "https://penswap.example/app/#/swap?inputCurrency=PC&exactAmount=1&chain=3344",
    );
  });

  it("replaces a chain already named, in the hash and before it", () => {
    expect(urlWithChain("https://penswap.example/?chain=5555#/pool?chain=555555", 3344)).toBe("https://penswap.example/#/pool?chain=3344");
  });

  it("gives a page without a hash route the root route", () => {
    expect(urlWithChain("https://penswap.example/", 5555)).toBe("https://penswap.example/#/?chain=5555");
  });

  it("round-trips with chainFromUrl", () => {
    expect(chainFromUrl(urlWithChain("https://penswap.example/#/add/PC?x=1", 5555), ALLOWED)).toBe(5555);
  });
});

describe("routeWithChain", () => {
  it("names the chain in a route without a query, and after a route's own parameters", () => {
    expect(routeWithChain("/pool/0xAbC", 3344)).toBe("/pool/0xAbC?chain=3344");
    expect(routeWithChain("/swap?inputCurrency=PC&outputCurrency=0xAbC", 3344)).toBe("/swap?inputCurrency=PC&outputCurrency=0xAbC&chain=3344");
  });

  it("replaces a chain already named, and gives an empty route the root", () => {
    expect(routeWithChain("/add/PC/0xAbC?chain=5555", 3344)).toBe("/add/PC/0xAbC?chain=3344");
    expect(routeWithChain("", 5555)).toBe("/?chain=5555");
  });
});
