import { describe, expect, it } from "vitest";
import { DEFAULT_IPFS_GATEWAYS } from "../lists";
import { assetsRepositoryLogoUrl, tokenLogoUrls } from "./logoUrls";
import { parseStringOrBytes32 } from "./parseStringOrBytes32";
import { findLookalikes } from "./tokenWarning";

describe("parseStringOrBytes32", () => {
  const MKR_BYTES32 = "0x4d4b520000000000000000000000000000000000000000000000000000000000";
  it("prefers the string value", () => {
    expect(parseStringOrBytes32("Maker", MKR_BYTES32, "Unknown Token")).toBe("Maker");
  });
  it("decodes a bytes32 value", () => {
    expect(parseStringOrBytes32(undefined, MKR_BYTES32, "UNKNOWN")).toBe("MKR");
    expect(parseStringOrBytes32("", MKR_BYTES32, "UNKNOWN")).toBe("MKR");
  });
  it("decodes bytes32 only when it is 0x + 64 hex digits", () => {
    expect(parseStringOrBytes32(undefined, "0x4d4b52", "UNKNOWN")).toBe("UNKNOWN");
    expect(parseStringOrBytes32(undefined, `${MKR_BYTES32}00`, "UNKNOWN")).toBe("UNKNOWN");
  });
  it("falls back for all-zero, unreadable or missing values", () => {
    expect(parseStringOrBytes32(undefined, `0x${"0".repeat(64)}`, "Unknown Token")).toBe("Unknown Token");
    expect(parseStringOrBytes32(undefined, `0xff${"0".repeat(62)}`, "UNKNOWN")).toBe("UNKNOWN");
    expect(parseStringOrBytes32(undefined, undefined, "Unknown Token")).toBe("Unknown Token");
  });
});

describe("tokenLogoUrls", () => {
  const address = "0x6B175474E89094C44Da98b954EedeAC495271d0F";
  it("maps https/http/ipfs/ipns logo URIs", () => {
    expect(tokenLogoUrls({ address, chainId: 555555, logoURI: "https://x/a.png" })).toEqual(["https://x/a.png"]);
    expect(tokenLogoUrls({ address, chainId: 555555, logoURI: "http://x/a.png" })).toEqual(["https://x/a.png"]); // never over plain http
    expect(tokenLogoUrls({ address, chainId: 555555, logoURI: "ipfs://QmLogo" })).toEqual(
      DEFAULT_IPFS_GATEWAYS.map((g) => `${g}ipfs/QmLogo/`),
    );
  });
  it("drops any other scheme", () => {
    expect(tokenLogoUrls({ address, chainId: 555555, logoURI: "javascript:alert(1)" })).toEqual([]);
    expect(tokenLogoUrls({ address, chainId: 555555, logoURI: "data:image/svg+xml,<svg onload=alert(1)>" })).toEqual([]);
  });
  it("falls back to the assets repository by checksummed address on mainnet", () => {
    expect(tokenLogoUrls({ address: address.toLowerCase(), chainId: 1 })).toEqual([
      `https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/ethereum/assets/${address}/logo.png`,
    ]);
    expect(tokenLogoUrls({ address, chainId: 1, logoURI: "javascript:x" })).toEqual([assetsRepositoryLogoUrl(address)]);
  });
});

describe("findLookalikes", () => {
  const known = [
    { address: "0x0000000000000000000000000000000000000001", symbol: "USDT", name: "Tether USD" },
    { address: "0x0000000000000000000000000000000000000002", symbol: "BARK", name: "Bark" },
  ];
  it("flags a token sharing a symbol or a name with a known token", () => {
    expect(findLookalikes({ address: "0x00000000000000000000000000000000000000ff", symbol: "usdt", name: "Fake" }, known)).toEqual([known[0]]);
    expect(findLookalikes({ address: "0x00000000000000000000000000000000000000ff", symbol: "BRK", name: " Bark " }, known)).toEqual([known[1]]);
  });
  it("does not flag the known token itself or an unrelated token", () => {
    expect(findLookalikes({ ...known[0], address: known[0].address.toUpperCase().replace("0X", "0x") }, known)).toEqual([]);
    expect(findLookalikes({ address: "0x00000000000000000000000000000000000000ff", symbol: "NEW", name: "New" }, known)).toEqual([]);
  });
});
