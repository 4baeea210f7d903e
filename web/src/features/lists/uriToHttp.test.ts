import { describe, expect, it } from "vitest";
import { DEFAULT_IPFS_GATEWAYS, parseGateways, uriToHttp } from "./uriToHttp";

describe("uriToHttp", () => {
  it("keeps https as is", () => {
    expect(uriToHttp("https://example.com/list.json")).toEqual(["https://example.com/list.json"]);
  });
  it("tries the https upgrade of an http URL before the original", () => {
    expect(uriToHttp("http://example.com/list.json")).toEqual([
      "https://example.com/list.json",
      "http://example.com/list.json",
    ]);
  });
  it("sends ipfs through both gateways in turn", () => {
    const urls = uriToHttp("ipfs://QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM");
    expect(urls).toEqual(DEFAULT_IPFS_GATEWAYS.map((g) => `${g}ipfs/QmXfzKRvjZz3u5JRgC4v5mGVbm9ahrUiB4DgzHBsnWbTMM/`));
    expect(urls).toHaveLength(2);
  });
  it("sends ipns through both gateways in turn", () => {
    expect(uriToHttp("ipns://tokens.uniswap.org")).toEqual(
      DEFAULT_IPFS_GATEWAYS.map((g) => `${g}ipns/tokens.uniswap.org/`),
    );
  });
  it("uses the gateways it is given", () => {
    expect(uriToHttp("ipfs://abc", ["https://gw.example/"])).toEqual(["https://gw.example/ipfs/abc/"]);
  });
  it.each(["javascript:alert(1)", "data:text/html,<b>x</b>", "ftp://x/y", "x.eth", "", "/lists/1.json", "ipfs://"])(
    "gives [] for %j",
    (uri) => {
      expect(uriToHttp(uri)).toEqual([]);
    },
  );
  it("uses operating gateways only (cloudflare-ipfs.com was retired)", () => {
    expect(DEFAULT_IPFS_GATEWAYS).toEqual(["https://ipfs.io/", "https://dweb.link/"]);
    expect(uriToHttp("ipfs://QmX").join(" ")).not.toContain("cloudflare");
  });
  it("is case-insensitive on the scheme", () => {
    expect(uriToHttp("HTTPS://example.com/a")).toEqual(["HTTPS://example.com/a"]);
  });
  it("trims the URI and accepts ipfs/ipns without the two slashes", () => {
    expect(uriToHttp("  https://example.com/a  ")).toEqual(["https://example.com/a"]);
    expect(uriToHttp("ipfs:abc", ["https://gw.example/"])).toEqual(["https://gw.example/ipfs/abc/"]);
    expect(uriToHttp("ipns:name.eth", ["https://gw.example/"])).toEqual(["https://gw.example/ipns/name.eth/"]);
    expect(uriToHttp("ipns://", ["https://gw.example/"])).toEqual([]);
  });
});

describe("uriToHttp on odd input", () => {
  it("reads the scheme only at the start", () => {
    expect(uriToHttp("1https://example.com/list.json")).toEqual([]);
    expect(uriToHttp("see https://example.com/list.json")).toEqual([]);
  });

  it("an ipfs or ipns URI with a line break in it gives nothing to fetch", () => {
    expect(uriToHttp("ipfs://Qm123\nmore", ["https://gw.example/"])).toEqual([]);
    expect(uriToHttp("ipns://name.eth\nmore", ["https://gw.example/"])).toEqual([]);
  });
});

describe("parseGateways (VITE_IPFS_GATEWAYS)", () => {
  it("takes each https gateway of the comma-separated list, trimmed, ending in a slash", () => {
    expect(parseGateways(" https://a.example , https://b.example/ipfs-gw/")).toEqual(["https://a.example/", "https://b.example/ipfs-gw/"]);
  });

  it("drops what is not an https gateway with a host", () => {
    expect(parseGateways("http://plain.example,https:///,xhttps://c.example,javascript:alert(1),https://ok.example")).toEqual([
      "https://ok.example/",
    ]);
  });

  it("falls back to the defaults when the setting is unset, empty or names no usable gateway", () => {
    for (const raw of [undefined, "", "http://plain.example", " , "]) expect(parseGateways(raw)).toEqual(DEFAULT_IPFS_GATEWAYS);
  });
});

