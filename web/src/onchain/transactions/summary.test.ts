import { describe, expect, it } from "vitest";
import { createTestI18n } from "@/base/i18n/testI18n";
import { parseStoredSummary, renderSummary, summary } from "./summary";

describe("transaction summaries", () => {
  const { t } = createTestI18n();

  it("render a locale key with its parameters in the language on screen", () => {
    expect(renderSummary(summary("txSummary.approve", { symbol: "BARK" }), t)).toBe("Approve BARK");
    expect(renderSummary(summary("txSummary.wpcDeposit"), t)).toBe("WPC deposit confirmed");
    const ja = createTestI18n();
    ja.addResourceBundle("ja", "translation", { txSummary: { approve: "{{symbol}} を承認" } });
    void ja.changeLanguage("ja");
    expect(renderSummary(summary("txSummary.approve", { symbol: "BARK" }), ja.t)).toBe("BARK を承認");
  });

  it("show a plain string stored by an older version as it is", () => {
    expect(renderSummary("Swap 1 A for 2 B", t)).toBe("Swap 1 A for 2 B");
  });

  it("read back from storage: strings and well-formed descriptors kept, anything else undefined", () => {
    expect(parseStoredSummary("Approve BARK")).toBe("Approve BARK");
    expect(parseStoredSummary({ key: "txSummary.approve", params: { symbol: "BARK" } })).toEqual({ key: "txSummary.approve", params: { symbol: "BARK" } });
    expect(parseStoredSummary({ key: "txSummary.wpcDeposit" })).toEqual({ key: "txSummary.wpcDeposit" });
    for (const bad of [undefined, null, 3, [], {}, { key: "" }, { key: 1 }, { key: "a.b", params: [] }, { key: "a.b", params: { n: 1 } }]) {
      expect(parseStoredSummary(bad)).toBeUndefined();
    }
  });
});
