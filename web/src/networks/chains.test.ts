import { describe, expect, it } from "vitest";
import { buildAddChainParameters } from "./addChainParameters";
import { buildChainInfo, buildChainTable, INIT_CODE_HASH } from "./chainTable";
import { indexDeployments, parseDeployment } from "./deploymentFile";
import { buildExplorerLink } from "./explorer";
import { addChainParameters, CHAINS, explorerLink, getChainInfo, SUPPORTED_CHAIN_IDS } from "./index";
import { readChainOverrides } from "./overrides";

const A = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const deploymentFile = {
  chainId: 555555,
  initCodeHash: INIT_CODE_HASH,
  deployBlock: 1,
  contracts: { wrappedNative: A(1), factory: A(2), router: A(3), multicall: A(4), v1Factory: A(5), migrator: A(6), ensRegistry: A(7) },
  tokens: [{ address: "0x" + "ab".repeat(20), symbol: "BARK", name: "Bark", decimals: 18, kind: "standard" }],
  pairs: [],
  v1Exchanges: [],
};

describe("chain table", () => {
  it("has the six chains with names, native currencies and router naming", () => {
    expect([...SUPPORTED_CHAIN_IDS].sort((a, b) => a - b)).toEqual([1, 3, 4, 3344, 5555, 555555]);
    const table = buildChainTable({}, {});
    expect([table[555555].name, table[3344].name, table[5555].name]).toEqual(["PEN test chain", "Pentagon Chain", "Chain Verse"]);
    expect([table[1].name, table[3].name, table[4].name]).toEqual(["Ethereum", "Ropsten", "Rinkeby"]);
    expect([table[555555], table[3344], table[5555], table[1]].map((c) => c.nativeCurrency.symbol)).toEqual(["PEN", "PC", "OAS", "ETH"]);
    expect([table[555555], table[3344], table[5555], table[1]].map((c) => c.wrappedNative.symbol)).toEqual(["WPEN", "WPC", "WOAS", "WETH"]);
    expect(table[555555].routerNaming).toBe("PEN");
    expect(table[1].routerNaming).toBe("ETH");
    expect(table[555555].pollingIntervalMs).toBe(1000);
    expect(table[1].pollingIntervalMs).toBe(15000);
  });

  it("defaults local RPC URLs to 127.0.0.1:8545/8546/8547", () => {
    const table = buildChainTable({}, {});
    expect(table[555555].rpcUrls).toEqual(["http://127.0.0.1:8545"]);
    expect(table[3344].rpcUrls).toEqual(["http://127.0.0.1:8546"]);
    expect(table[5555].rpcUrls).toEqual(["http://127.0.0.1:8547"]);
  });

  it("has the mainnet Uniswap V2 + Multicall2 + WETH addresses", () => {
    const main = buildChainInfo(1, undefined, {});
    expect(main.contracts.factory).toBe("0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f");
    expect(main.contracts.router).toBe("0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D");
    expect(main.contracts.multicall).toBe("0x5BA1e12693Dc8F9c48aAD8770482f4739bEeD696");
    expect(main.wrappedNative.address).toBe("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2");
  });

  it("takes local contract addresses from the deployment file, empty when there is none", () => {
    expect(buildChainInfo(555555, undefined, {}).contracts.multicall).toBeUndefined();
    const c = buildChainInfo(555555, parseDeployment(deploymentFile), {});
    expect(c.contracts).toEqual({ factory: A(2), router: A(3), multicall: A(4), v1Factory: A(5), migrator: A(6), ensRegistry: A(7) });
    expect(c.wrappedNative.address).toBe(A(1));
  });

  it("getChainInfo returns undefined for unknown chains", () => {
    expect(getChainInfo(undefined)).toBeUndefined();
    expect(getChainInfo(42)).toBeUndefined();
    expect(getChainInfo(555555)).toBe(CHAINS[555555]);
  });
});

describe("overrides", () => {
  it("reads RPC URL, explorer and contract addresses per chain", () => {
    const env = {
      VITE_RPC_URL_555555: "http://10.0.0.2:9545, http://10.0.0.3:9545/",
      VITE_EXPLORER_URL_555555: "https://explorer.pen.example/",
      VITE_ROUTER_ADDRESS_555555: "0x" + "cd".repeat(20),
      VITE_RPC_URL_3344: "http://other:1",
    };
    const c = buildChainInfo(555555, parseDeployment(deploymentFile), env);
    expect(c.rpcUrls).toEqual(["http://10.0.0.2:9545", "http://10.0.0.3:9545"]);
    expect(c.explorerUrl).toBe("https://explorer.pen.example");
    expect(c.contracts.router?.toLowerCase()).toBe("0x" + "cd".repeat(20));
    expect(c.contracts.factory).toBe(A(2)); // untouched fields keep the deployment value
  });

  it("ignores empty values and other chains' variables", () => {
    expect(readChainOverrides({ VITE_RPC_URL_555555: "  ", VITE_RPC_URL_3344: "http://x:1" }, 555555)).toEqual({
      rpcUrls: undefined, explorerUrl: undefined, contracts: {}, wrappedNative: undefined,
    });
  });

  it("rejects a malformed address or URL with a clear error", () => {
    expect(() => readChainOverrides({ VITE_FACTORY_ADDRESS_1: "0x1234" }, 1)).toThrow("VITE_FACTORY_ADDRESS_1 is not a valid address: 0x1234");
    expect(() => readChainOverrides({ VITE_RPC_URL_1: "ftp://x" }, 1)).toThrow("VITE_RPC_URL_1 is not an http(s) URL: ftp://x");
  });
});

describe("explorerLink", () => {
  it("builds /tx, /token and /address links", () => {
    const main = buildChainInfo(1, undefined, {});
    expect(buildExplorerLink(main, "tx", "0xabc")).toBe("https://etherscan.io/tx/0xabc");
    expect(buildExplorerLink(main, "token", A(9))).toBe(`https://etherscan.io/token/${A(9)}`);
    expect(buildExplorerLink(main, "address", A(9))).toBe(`https://etherscan.io/address/${A(9)}`);
    expect(explorerLink(1, "tx", "0xabc")).toBe("https://etherscan.io/tx/0xabc");
  });

  it("returns undefined without explorer, chain or value", () => {
    expect(buildExplorerLink(buildChainInfo(555555, undefined, {}), "tx", "0xabc")).toBeUndefined();
    expect(explorerLink(999, "tx", "0xabc")).toBeUndefined();
    expect(explorerLink(1, "tx", "")).toBeUndefined();
  });
});

describe("addChainParameters", () => {
  it("gives the wallet_addEthereumChain parameter with a hex chain id", () => {
    const c = buildChainInfo(555555, undefined, { VITE_EXPLORER_URL_555555: "https://scan.pen.example" });
    expect(buildAddChainParameters(c)).toEqual({
      chainId: "0x87a23",
      chainName: "PEN test chain",
      nativeCurrency: { name: "PEN", symbol: "PEN", decimals: 18 },
      rpcUrls: ["http://127.0.0.1:8545"],
      blockExplorerUrls: ["https://scan.pen.example"],
    });
    expect(addChainParameters(3344).chainId).toBe("0xd10");
    expect(addChainParameters(5555).chainId).toBe("0x15b3");
    expect(addChainParameters(1).blockExplorerUrls).toEqual(["https://etherscan.io"]);
  });

  it("throws for an unknown chain", () => {
    expect(() => addChainParameters(42)).toThrow("Unsupported chain id: 42");
  });
});

describe("deployment files", () => {
  it("checksums addresses and rejects a file with a bad address", () => {
    const d = indexDeployments([{ ...deploymentFile, chainId: 3344 }]);
    expect(d[3344].tokens[0].address).toBe("0xABaBaBaBABabABabAbAbABAbABabababaBaBABaB");
    expect(() => parseDeployment({ ...deploymentFile, contracts: { ...deploymentFile.contracts, router: "nope" } })).toThrow(
      "deployment: contracts.router is not an address",
    );
    // Mixed case is a checksum: one letter in the wrong case is a mistyped address, not a differently written one
    const misChecksummed = "0xABaBaBaBABabABabAbAbABAbABabababaBaBABab";
    expect(() => parseDeployment({ ...deploymentFile, contracts: { ...deploymentFile.contracts, router: misChecksummed } })).toThrow(
      "deployment: contracts.router is not an address",
    );
  });
});

describe("market pricing parameters", () => {
  it("resolve the whitelist by symbol among the deployment's tokens and set the native depth in wei", () => {
    const info = buildChainInfo(555555, parseDeployment(deploymentFile), {});
    expect(info.market.minNativeLiquidity).toBe(10n * 10n ** 18n);
    expect(info.market.whitelist).toEqual(["0xABaBaBaBABabABabAbAbABAbABabababaBaBABaB"]);
  });

  it("leave the whitelist empty when the deployment lists none of its tokens", () => {
    expect(buildChainInfo(555555, undefined, {}).market.whitelist).toEqual([]);
    expect(buildChainInfo(3344, parseDeployment({ ...deploymentFile, chainId: 3344 }), {}).market.whitelist).toEqual([]);
  });
});
