import { describe, expect, it } from "vitest";
import { INIT_CODE_HASH } from "./initCodeHash";
import { parseProductionRecord, recordToDeployment } from "./productionRecord";

const A = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
const record = {
  chainId: 3344,
  initCodeHash: INIT_CODE_HASH,
  deployBlock: 12,
  contracts: { factory: A(0x11), router: A(0x12), wrappedNative: A(0x13), multicall: A(0x14) },
  transactions: { factory: `0x${"ab".repeat(32)}` },
};
const parse = (raw: unknown, file = 3344, forbidden: string[] = []) => parseProductionRecord(raw, file, new Set(forbidden), INIT_CODE_HASH);

describe("production records", () => {
  it("accepts a good record and checksums its addresses", () => {
    const r = parse({ ...record, contracts: { ...record.contracts, router: "0x" + "cd".repeat(20) } });
    expect(r.contracts.router).not.toBe("0x" + "cd".repeat(20)); // checksummed (mixed case)
    expect(r.contracts.router.toLowerCase()).toBe("0x" + "cd".repeat(20));
    expect(r.chainId).toBe(3344);
    expect(recordToDeployment(r)).toMatchObject({ chainId: 3344, tokens: [], pairs: [], v1Exchanges: [] });
  });

  it("refuses a chain id that does not match the file name", () => {
    expect(() => parse(record, 5555)).toThrow("deployments/production/5555.json: chainId 3344 does not match the file name (5555)");
  });

  it("refuses malformed, zero and wrongly checksummed addresses", () => {
    expect(() => parse({ ...record, contracts: { ...record.contracts, router: "0x1234" } })).toThrow("contracts.router is not an address");
    expect(() => parse({ ...record, contracts: { ...record.contracts, factory: A(0) } })).toThrow("contracts.factory is the zero address");
    // the checksummed form of 0xf39f…2266 with one letter's case flipped
    expect(() => parse({ ...record, contracts: { ...record.contracts, multicall: "0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266" } })).toThrow(
      "contracts.multicall is not an address",
    );
    expect(() => parse({ ...record, contracts: { ...record.contracts, wrappedNative: undefined } })).toThrow("contracts.wrappedNative is not an address");
  });

  it("refuses a local deterministic address", () => {
    expect(() => parse(record, 3344, [A(0x12)])).toThrow(`contracts.router ${A(0x12)} is a local deterministic deployment address`);
  });

  it("refuses unknown contracts, bad hashes, a non-canonical init code hash and a bad deploy block", () => {
    expect(() => parse({ ...record, contracts: { ...record.contracts, rooter: A(5) } })).toThrow("contracts.rooter is not a known contract");
    expect(() => parse({ ...record, transactions: { factory: "0x12" } })).toThrow("transactions.factory is not a transaction hash");
    expect(() => parse({ ...record, initCodeHash: `0x${"00".repeat(32)}` })).toThrow("is not the pair init code hash");
    expect(() => parse({ ...record, deployBlock: -1 })).toThrow("deployBlock is not a block number");
    expect(() => parse([])).toThrow("not a JSON object");
  });
});
