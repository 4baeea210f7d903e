import { describe, expect, it } from "vitest";
import { MIGRATOR_INTERFACE, V1_EXCHANGE_INTERFACE } from "@/onchain/hooks";
import { migrateWrite, removeV1Write } from "./v1Writes";

const MIGRATOR = "0x0165878A594ca255338adfa4d48449f69242Eb8F";
const EXCHANGE = "0xa513E6E4b8f2a923D98304ec87F64353C4D5C853";
const TOKEN = "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6";
const ACCOUNT = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const text = { tokenSymbol: "BARK", nativeSymbol: "PEN" };

describe("migrateWrite", () => {
  it("allows now + 1200 s whatever the user's deadline setting", () => {
    expect(migrateWrite.deadlineSeconds).toBe(1200);
  });

  it("calls migrate(token, minToken, minNative, account, deadline) on the migrator", () => {
    const [call] = migrateWrite.buildCalls({ ...text, migrator: MIGRATOR, token: TOKEN, minToken: 995n, minNative: 1990n, account: ACCOUNT }, 4242n);
    expect(call.to).toBe(MIGRATOR);
    expect([...MIGRATOR_INTERFACE.decodeFunctionData("migrate", call.data)]).toEqual([TOKEN, 995n, 1990n, ACCOUNT, 4242n]);
  });

  it("is a migration named by its pair", () => {
    expect(migrateWrite.kind).toBe("migrate");
    expect(migrateWrite.summary({ ...text, migrator: MIGRATOR, token: TOKEN, minToken: 1n, minNative: 1n, account: ACCOUNT })).toEqual({
      key: "txSummary.migrate",
      params: { token: "BARK", native: "PEN" },
    });
  });
});

describe("removeV1Write", () => {
  it("allows now + 1200 s and burns the whole balance with minimums of 1", () => {
    expect(removeV1Write.deadlineSeconds).toBe(1200);
    const [call] = removeV1Write.buildCalls({ ...text, exchange: EXCHANGE, liquidity: 500n }, 4242n);
    expect(call.to).toBe(EXCHANGE);
    expect([...V1_EXCHANGE_INTERFACE.decodeFunctionData("removeLiquidity", call.data)]).toEqual([500n, 1n, 1n, 4242n]);
  });

  it("is a V1 removal named by its pair", () => {
    expect(removeV1Write.kind).toBe("removeV1");
    expect(removeV1Write.summary({ ...text, exchange: EXCHANGE, liquidity: 1n })).toEqual({ key: "txSummary.removeV1", params: { token: "BARK", native: "PEN" } });
  });
});
