import { describe, expect, it } from "vitest";
import { parseDeployment } from "@/networks";
import { buildDefaultList, BUILT_IN_TOKENS, DEFAULT_LIST_NAME, deployedTokens } from "./buildDefaultList";

// A deployments/555555.json as scripts/deploy.ts writes it (addresses made up, checksummed by parseDeployment).
const fixture = parseDeployment({
  chainId: 555555,
  initCodeHash: "0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f",
  deployBlock: 1,
  contracts: {
    wrappedNative: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
    factory: "0xe7f1725e7734ce288f8367e1bb143e90bb3f0512",
    router: "0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0",
    multicall: "0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9",
  },
  tokens: [
    { address: "0xdc64a140aa3e981100a9beca4e685f962f0cf6c9", symbol: "BARK", name: "Bark", decimals: 18, kind: "standard" },
    { address: "0x5fc8d32690cc91d4c39d9d3abcbd16989f875707", symbol: "USDT", name: "Tether USD", decimals: 6, kind: "standard" },
    { address: "0x0165878a594ca255338adfa4d48449f69242eb8f", symbol: "FOT", name: "Fee On Transfer", decimals: 18, kind: "feeOnTransfer" },
  ],
  pairs: [],
  v1Exchanges: [],
});

describe("default lists", () => {
  it("mainnet has the product's built-in set with real addresses and decimals", () => {
    const symbols = BUILT_IN_TOKENS[1].map((t) => `${t.symbol}:${t.decimals}`);
    expect(symbols).toEqual(["DAI:18", "USDC:6", "USDT:6", "COMP:18", "MKR:18", "AMPL:9", "WETH:18"]);
    expect(() => buildDefaultList(BUILT_IN_TOKENS[1], undefined, new Date(0))).not.toThrow();
  });

  it("lists every deployed token, then the wrapped native", () => {
    const tokens = deployedTokens(fixture);
    expect(tokens.map((t) => t.symbol)).toEqual(["BARK", "USDT", "FOT", "WPEN"]);
    expect(tokens[1]).toEqual({
      chainId: 555555,
      address: "0x5FC8d32690cc91D4c39d9d3abcBD16989F875707",
      decimals: 6,
      symbol: "USDT",
      name: "Tether USD",
    });
    expect(tokens[3].address).toBe("0x5FbDB2315678afecb367f032d93F642f64180aa3");
  });

  it("builds a valid v1.0.0 list", () => {
    const list = buildDefaultList(deployedTokens(fixture), undefined, new Date("2025-01-01T00:00:00Z"));
    expect(list.name).toBe(DEFAULT_LIST_NAME);
    expect(list.version).toEqual({ major: 1, minor: 0, patch: 0 });
    expect(list.timestamp).toBe("2025-01-01T00:00:00.000Z");
  });

  it("is a no-op when regenerated with the same tokens", () => {
    const first = buildDefaultList(deployedTokens(fixture), undefined, new Date(0));
    expect(buildDefaultList(deployedTokens(fixture), first, new Date(1e12))).toBe(first);
  });

  it("bumps the version as the token changes require", () => {
    const tokens = deployedTokens(fixture);
    const first = buildDefaultList(tokens, undefined, new Date(0));
    const added = buildDefaultList([...tokens, { ...tokens[0], address: "0x000000000000000000000000000000000000dEaD" }], first, new Date(1));
    expect(added.version).toEqual({ major: 1, minor: 1, patch: 0 });
    const removed = buildDefaultList(tokens.slice(1), added, new Date(2));
    expect(removed.version).toEqual({ major: 2, minor: 0, patch: 0 });
    const renamed = buildDefaultList([{ ...tokens[1], name: "Renamed" }, ...tokens.slice(2)], removed, new Date(3));
    expect(renamed.version).toEqual({ major: 2, minor: 0, patch: 1 });
  });

  it("refuses to publish an invalid list", () => {
    const tokens = deployedTokens(fixture);
    expect(() => buildDefaultList([tokens[0], tokens[0]], undefined, new Date(0))).toThrow("Duplicate tokens.");
    expect(() => buildDefaultList([{ ...tokens[0], symbol: "HAS SPACE" }], undefined, new Date(0))).toThrow(
      "Token list failed validation",
    );
  });
});
