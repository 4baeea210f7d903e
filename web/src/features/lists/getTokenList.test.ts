import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getTokenList } from "./getTokenList";
import { makeList, makeToken } from "./testLists";
import { DEFAULT_IPFS_GATEWAYS } from "./uriToHttp";

type Route = { status: number; body: string } | "network-error";

/** A fetch stub answering from a route table and recording every URL asked for, in order. */
function stubFetch(routes: Record<string, Route>) {
  const requested: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    const route = routes[url];
    if (!route || route === "network-error") throw new TypeError("Failed to fetch");
    return new Response(route.body, { status: route.status });
  });
  vi.stubGlobal("fetch", fetchStub);
  return requested;
}

const good = (list = makeList()) => ({ status: 200, body: JSON.stringify(list) });
const noENS = async () => {
  throw new Error("no ENS in this test");
};

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("getTokenList", () => {
  it("downloads and validates an https list", async () => {
    const requested = stubFetch({ "https://lists.example/a.json": good() });
    await expect(getTokenList("https://lists.example/a.json", noENS)).resolves.toEqual(makeList());
    expect(requested).toEqual(["https://lists.example/a.json"]);
  });

  it("tries https before http, then falls back to the original http URL", async () => {
    const requested = stubFetch({ "http://lists.example/a.json": good() });
    await expect(getTokenList("http://lists.example/a.json", noENS)).resolves.toEqual(makeList());
    expect(requested).toEqual(["https://lists.example/a.json", "http://lists.example/a.json"]);
  });

  it("uses the https upgrade when it works, without asking for http", async () => {
    const requested = stubFetch({ "https://lists.example/a.json": good() });
    await getTokenList("http://lists.example/a.json", noENS);
    expect(requested).toEqual(["https://lists.example/a.json"]);
  });

  it("tries the second IPFS gateway when the first fails", async () => {
    const [first, second] = DEFAULT_IPFS_GATEWAYS;
    const requested = stubFetch({
      [`${first}ipfs/QmList/`]: { status: 504, body: "gateway timeout" },
      [`${second}ipfs/QmList/`]: good(),
    });
    await expect(getTokenList("ipfs://QmList", noENS)).resolves.toEqual(makeList());
    expect(requested).toEqual([`${first}ipfs/QmList/`, `${second}ipfs/QmList/`]);
  });

  it("fetches ipns through the gateways", async () => {
    const [first] = DEFAULT_IPFS_GATEWAYS;
    const requested = stubFetch({ [`${first}ipns/tokens.example.org/`]: good() });
    await getTokenList("ipns://tokens.example.org", noENS);
    expect(requested).toEqual([`${first}ipns/tokens.example.org/`]);
  });

  it("fails with 'Failed to download list {url}' when every location fails", async () => {
    stubFetch({ "https://lists.example/a.json": "network-error", "http://lists.example/a.json": { status: 404, body: "" } });
    await expect(getTokenList("http://lists.example/a.json", noENS)).rejects.toThrow(
      "Failed to download list http://lists.example/a.json",
    );
  });

  it("treats a body that is not JSON as a failed download", async () => {
    stubFetch({ "https://lists.example/a.json": { status: 200, body: "<html>oops</html>" } });
    await expect(getTokenList("https://lists.example/a.json", noENS)).rejects.toThrow(
      "Failed to download list https://lists.example/a.json",
    );
  });

  it("fails validation with the details", async () => {
    stubFetch({ "https://lists.example/a.json": good(makeList({ tokens: [] })) });
    await expect(getTokenList("https://lists.example/a.json", noENS)).rejects.toThrow(
      "Token list failed validation: /tokens must NOT have fewer than 1 items",
    );
  });

  it("rejects a list with the same token twice on one chain", async () => {
    stubFetch({ "https://lists.example/a.json": good(makeList({ tokens: [makeToken(0), makeToken(0, { symbol: "DUP" })] })) });
    await expect(getTokenList("https://lists.example/a.json", noENS)).rejects.toThrow("Duplicate tokens.");
  });

  it.each(["ftp://lists.example/a.json", "javascript:alert(1)", "lists.example/a.json", "notaname.com"])(
    "rejects %j with 'Unrecognized list URL protocol.' without fetching",
    async (url) => {
      const requested = stubFetch({});
      await expect(getTokenList(url, noENS)).rejects.toThrow("Unrecognized list URL protocol.");
      expect(requested).toEqual([]);
    },
  );

  it("fetches a list served with the app by its relative path", async () => {
    const requested = stubFetch({ "./lists/555555.tokenlist.json": good() });
    await getTokenList("./lists/555555.tokenlist.json", noENS);
    expect(requested).toEqual(["./lists/555555.tokenlist.json"]);
  });
});

describe("getTokenList with ENS names", () => {
  const IPNS_APP = "0xe5010170000f6170702e756e69737761702e6f7267"; // ipns://app.uniswap.org

  it("resolves the name to a contenthash, then fetches through the gateways with the path", async () => {
    const [first] = DEFAULT_IPFS_GATEWAYS;
    const requested = stubFetch({ [`${first}ipns/app.uniswap.org/list.json/`]: good() });
    const resolve = vi.fn(async () => IPNS_APP);
    await expect(getTokenList("Lists.PEN.eth/list.json", resolve)).resolves.toEqual(makeList());
    expect(resolve).toHaveBeenCalledWith("lists.pen.eth");
    expect(requested).toEqual([`${first}ipns/app.uniswap.org/list.json/`]);
  });

  it("fails with 'Failed to resolve ENS name: {name}'", async () => {
    stubFetch({});
    await expect(getTokenList("missing.eth", noENS)).rejects.toThrow("Failed to resolve ENS name: missing.eth");
  });

  it("fails with 'Failed to translate contenthash to URI: {hash}' for an unknown codec", async () => {
    stubFetch({});
    const swarm = "0xe40101fa011b20d1de9994b4d039f6548d191eb26786769f580809256b4685ef316805265ea162";
    await expect(getTokenList("swarm.eth", async () => swarm)).rejects.toThrow(
      `Failed to translate contenthash to URI: ${swarm}`,
    );
  });

  it("fails with 'Failed to translate contenthash to URI' for odd-length hex", async () => {
    stubFetch({});
    await expect(getTokenList("odd.eth", async () => "0xe30")).rejects.toThrow("Failed to translate contenthash to URI: 0xe30");
  });
});
