import { describe, expect, it } from "vitest";
import { buildChainInfo, buildChainTable, INIT_CODE_HASH } from "./chainTable";
import { PENTAGON_CHAIN_FACTS as PUBLIC } from "./publicChains";
import { recordToDeployment, parseProductionRecord } from "./productionRecord";
import { isPenSwapDeployed } from "./isDeployed";
import { parseProfile } from "./profile";

const A = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const record = recordToDeployment(
  parseProductionRecord(
    { chainId: 3344, initCodeHash: INIT_CODE_HASH, deployBlock: 1, contracts: { factory: A(0x21), router: A(0x22), wrappedNative: A(0x23), multicall: A(0x24) } },
    3344,
    new Set(),
    INIT_CODE_HASH,
  ),
);

describe("production chain table", () => {
  it("uses the public networks' names, RPCs and explorers", () => {
    const table = buildChainTable({}, {}, PUBLIC);
    expect([table[555555].name, table[3344].name, table[5555].name]).toEqual(["Pentagon Testnet", "Pentagon Chain", "Chain Verse Mainnet"]);
    expect(table[555555].rpcUrls).toEqual(["https://rpc-testnet.pentagon.games"]);
    expect(table[3344].rpcUrls).toEqual(["https://rpc.pentagon.games"]);
    expect(table[5555].rpcUrls).toEqual(["https://rpc.chainverse.info"]);
    expect(table[3344].explorerUrl).toBe("https://explorer.pentagon.games");
    expect([table[555555], table[3344], table[5555]].every((c) => !c.isLocal)).toBe(true);
  });

  it("has no contract on a chain without a record: PenSwap is not deployed there", () => {
    const c = buildChainInfo(5555, undefined, {}, PUBLIC);
    expect(c.contracts).toEqual({});
    expect(c.wrappedNative.address).toBeUndefined();
    expect(isPenSwapDeployed(c)).toBe(false);
  });

  it("takes the addresses of a record and keeps RPC overrides (comma-separated list)", () => {
    const c = buildChainInfo(3344, record, { VITE_RPC_URL_3344: "https://a.example, https://b.example" }, PUBLIC);
    expect(c.contracts.router).toBe(A(0x22));
    expect(c.wrappedNative.address).toBe(A(0x23));
    expect(c.rpcUrls).toEqual(["https://a.example", "https://b.example"]);
    expect(isPenSwapDeployed(c)).toBe(true);
  });

  it("refuses contract address overrides on a public Pentagon network", () => {
    expect(() => buildChainInfo(3344, record, { VITE_ROUTER_ADDRESS_3344: A(0x99) }, PUBLIC)).toThrow(
      "chain 3344: contract address overrides are not allowed in a production build",
    );
    expect(() => buildChainInfo(3344, record, { VITE_WRAPPED_NATIVE_ADDRESS_3344: A(0x99) }, PUBLIC)).toThrow("not allowed");
  });
});

describe("profile names", () => {
  it("defaults to local and rejects unknown names", () => {
    expect(parseProfile(undefined)).toBe("local");
    expect(parseProfile("production")).toBe("production");
    expect(() => parseProfile("prod")).toThrow('PENSWAP_PROFILE must be "local" or "production", not "prod"');
  });
});
