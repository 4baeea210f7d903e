import { describe, expect, it } from "vitest";
import { buildChainTable, INIT_CODE_HASH } from "./chainTable";
import { defaultChainProblem, parseDefaultChainId, pickDefaultChainId } from "./defaultChain";
import { parseProductionRecord, recordToDeployment } from "./productionRecord";
import { DEFAULT_CHAIN_ORDER as PUBLIC_ORDER, PENTAGON_CHAIN_FACTS as PUBLIC } from "./publicChains";
import { DEFAULT_CHAIN_ORDER as LOCAL_ORDER } from "./localChainFacts";
import { DEFAULT_CHAIN_ID, NETWORK_ORDER } from "./index";

const A = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const record = (chainId: number, seed: number) =>
  recordToDeployment(
    parseProductionRecord(
      { chainId, initCodeHash: INIT_CODE_HASH, deployBlock: 1, contracts: { factory: A(seed + 1), router: A(seed + 2), wrappedNative: A(seed + 3), multicall: A(seed + 4) } },
      chainId,
      new Set(),
      INIT_CODE_HASH,
    ),
  );
const table = (...chainIds: number[]) => buildChainTable(Object.fromEntries(chainIds.map((id, i) => [id, record(id, 0x100 * (i + 1))])), {}, PUBLIC);

describe("pickDefaultChainId (production order)", () => {
  it("opens on the first deployed chain of Pentagon Chain, Chain Verse, Pentagon Testnet", () => {
    expect(pickDefaultChainId(table(3344), {}, PUBLIC_ORDER)).toBe(3344);
    expect(pickDefaultChainId(table(555555, 5555), {}, PUBLIC_ORDER)).toBe(5555);
    expect(pickDefaultChainId(table(555555), {}, PUBLIC_ORDER)).toBe(555555);
    expect(pickDefaultChainId(table(555555, 5555, 3344), {}, PUBLIC_ORDER)).toBe(3344);
  });

  it("takes VITE_DEFAULT_CHAIN_ID when that chain is deployed", () => {
    expect(pickDefaultChainId(table(3344, 555555), { VITE_DEFAULT_CHAIN_ID: "555555" }, PUBLIC_ORDER)).toBe(555555);
  });

  it("falls back to the order when the variable names no deployed chain (the build refuses that; a page must not)", () => {
    expect(pickDefaultChainId(table(3344), { VITE_DEFAULT_CHAIN_ID: "5555" }, PUBLIC_ORDER)).toBe(3344);
    expect(pickDefaultChainId(table(3344), { VITE_DEFAULT_CHAIN_ID: "pentagon" }, PUBLIC_ORDER)).toBe(3344);
  });

  it("with no deployment at all opens on the order's first chain", () => {
    expect(pickDefaultChainId(table(), {}, PUBLIC_ORDER)).toBe(3344);
  });
});

describe("the local profile", () => {
  it("keeps the PEN test chain as its default, every chain deployed in the selector's order", () => {
    expect(LOCAL_ORDER[0]).toBe(555555);
    expect(DEFAULT_CHAIN_ID).toBe(555555);
    expect(NETWORK_ORDER).toEqual([555555, 3344, 5555]);
  });
});

describe("parseDefaultChainId", () => {
  it("accepts a Pentagon chain id, with blanks around it", () => {
    expect(parseDefaultChainId("3344")).toBe(3344);
    expect(parseDefaultChainId(" 5555 ")).toBe(5555);
  });

  it("refuses anything else", () => {
    for (const value of [undefined, "", "1", "0xd10", "3344a", "33 44", true]) expect(parseDefaultChainId(value), String(value)).toBeUndefined();
  });
});

describe("defaultChainProblem (the build's check)", () => {
  it("has nothing to say when the variable is unset or names a recorded chain", () => {
    expect(defaultChainProblem(undefined, [3344])).toBeUndefined();
    expect(defaultChainProblem("  ", [])).toBeUndefined();
    expect(defaultChainProblem("3344", [3344, 5555])).toBeUndefined();
  });

  it("names the variable, the chain and the recorded chains in one line", () => {
    const problem = defaultChainProblem("5555", [3344]);
    expect(problem).toBe("production build: VITE_DEFAULT_CHAIN_ID=5555 has no record in deployments/production/ (recorded: 3344)");
    expect(defaultChainProblem("555555", [])).toContain("(recorded: none)");
  });

  it("refuses a value that is not a Pentagon chain id", () => {
    expect(defaultChainProblem("1", [3344])).toBe("production build: VITE_DEFAULT_CHAIN_ID=1 is not a Pentagon chain id (555555, 3344 or 5555)");
    expect(defaultChainProblem("pentagon", [3344])).toContain("is not a Pentagon chain id");
  });
});
