import { describe, expect, it } from "vitest";
import { currencyLabel } from "./currencyLabel";

describe("currencyLabel", () => {
  it("is undefined when nothing is chosen", () => {
    expect(currencyLabel(undefined)).toBeUndefined();
    expect(currencyLabel("")).toBeUndefined();
  });
  it("shows native words as they are and shortens addresses", () => {
    expect(currencyLabel("PEN")).toBe("PEN");
    expect(currencyLabel("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).toBe("0x5aAe…eAed");
  });
});
