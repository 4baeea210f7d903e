import { describe, expect, it } from "vitest";
import { v1AddressRedirect } from "./v1AddressRedirect";

const A = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

describe("v1AddressRedirect", () => {
  it("keeps a valid address", () => {
    expect(v1AddressRedirect(A)).toBeNull();
    expect(v1AddressRedirect(A.toLowerCase())).toBeNull();
  });
  it("sends an invalid one to /migrate/v1", () => {
    for (const bad of [undefined, "", "0x1234", "PEN", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"]) {
      expect(v1AddressRedirect(bad)).toBe("/migrate/v1");
    }
  });
});
