import { describe, expect, it } from "vitest";
import { errorChain, errorTexts } from "./errorChain";

describe("errorChain", () => {
  it("walks every place wallets and libraries nest an error, outermost first, breadth first", () => {
    const viaError = { message: "error" };
    const viaInfo = { message: "info.error" };
    const viaData = { message: "data" };
    const viaCause = { message: "cause" };
    const viaOriginal = { message: "originalError" };
    const outer = { message: "outer", error: viaError, info: { error: viaInfo }, data: viaData, cause: viaCause, originalError: viaOriginal };
    expect([...errorChain(outer)].map((e) => e.message)).toEqual(["outer", "error", "info.error", "data", "cause", "originalError"]);
  });

  it("skips what is not an object and visits an error met twice once", () => {
    const shared = { message: "shared" };
    const outer = { message: "outer", error: shared, data: "0x", cause: shared, info: "text" };
    expect([...errorChain(outer)].map((e) => e.message)).toEqual(["outer", "shared"]);
    expect([...errorChain("plain text")]).toEqual([]);
    expect([...errorChain(null)]).toEqual([]);
  });
});

describe("errorTexts", () => {
  it("gives each error's short message before its message, and skips empty and non-text ones", () => {
    const error = { shortMessage: "short", message: "long", error: { message: "", shortMessage: 7, data: { message: "inner" } } };
    expect([...errorTexts(error)]).toEqual(["short", "long", "inner"]);
  });
});
