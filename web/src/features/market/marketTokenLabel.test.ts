import { describe, expect, it } from "vitest";
import { marketTokenLabel } from "./marketTokenLabel";

const ADDRESS = "0x0DCd1Bf9A1b36cE34237eEaFef220932846BCD82";

describe("marketTokenLabel", () => {
  it("keeps an ordinary symbol and name as they are", () => {
    expect(marketTokenLabel({ symbol: "BARK", name: "Bark", address: ADDRESS }, "symbol")).toBe("BARK");
    expect(marketTokenLabel({ symbol: "BARK", name: "Bark", address: ADDRESS }, "name")).toBe("Bark");
  });

  it("drops control, zero-width and direction-override characters and marks the token", () => {
    expect(marketTokenLabel({ symbol: "US\u202eDT\u200b\u0007", name: "", address: ADDRESS }, "symbol")).toBe("USDT ⚠");
  });

  it("caps the length by characters, not UTF-16 units", () => {
    expect(marketTokenLabel({ symbol: "ABCDEFGHIJKLMNOP", name: "", address: ADDRESS }, "symbol")).toBe("ABCDEFGHIJK…");
    expect(marketTokenLabel({ symbol: "", name: "N".repeat(50), address: ADDRESS }, "name")).toBe(`${"N".repeat(39)}…`);
  });

  it("falls back to the short address when nothing visible is left", () => {
    expect(marketTokenLabel({ symbol: " \u200b ", name: "", address: ADDRESS }, "symbol")).toBe("0x0DCd…CD82 ⚠");
    expect(marketTokenLabel({ symbol: "", name: "", address: ADDRESS }, "name")).toBe("0x0DCd…CD82");
  });
});
