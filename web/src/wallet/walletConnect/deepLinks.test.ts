import { describe, expect, it } from "vitest";
import { walletDeepLinks } from "./deepLinks";

const URI = "wc:ab12@2?relay-protocol=irn&symKey=cd34&expiryTimestamp=1";

describe("walletDeepLinks", () => {
  it("passes the whole pairing URI, encoded, to each wallet's /wc link, plus the bare wc: URI", () => {
    const links = walletDeepLinks(URI);
    expect(links.map((l) => l.id)).toEqual(["metamask", "trust", "rainbow", "other"]);
    expect(links[0].href).toBe(`https://metamask.app.link/wc?uri=${encodeURIComponent(URI)}`);
    expect(new URL(links[1].href).searchParams.get("uri")).toBe(URI);
    expect(links[3].href).toBe(URI);
  });

  it("offers nothing for anything but a wc: URI", () => {
    expect(walletDeepLinks("javascript:alert(1)")).toEqual([]);
    expect(walletDeepLinks("")).toEqual([]);
  });
});
