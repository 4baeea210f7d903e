import { describe, expect, it } from "vitest";
import { parseTradeVersion, Version } from "./tradeVersion";

describe("parseTradeVersion", () => {
  it("use=v1 selects V1", () => expect(parseTradeVersion("?use=v1")).toBe(Version.v1));
  it("anything else is V2", () => {
    for (const search of ["", "?use=v2", "?use=V1", "?use=", "?theme=dark"]) expect(parseTradeVersion(search)).toBe(Version.v2);
  });
});
