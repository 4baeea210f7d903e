import { describe, expect, it } from "vitest";
import { RpcUnavailableError, RpcAnswerError } from "@/onchain/rpc";
import { addressTopic, TOPICS } from "../logs/events";
import { memoryStore } from "../logs/store";
import type { RawLog } from "../logs/types";
import { loadApprovals } from "./loadApprovals";

const ACCOUNT = "0x00000000000000000000000000000000000000a1";
const ROUTER = "0x00000000000000000000000000000000000000b2";
const TOKENS = ["0x00000000000000000000000000000000000000c1", "0x00000000000000000000000000000000000000c2", "0x00000000000000000000000000000000000000c3"];
const word = (n: bigint) => `0x${n.toString(16).padStart(64, "0")}`;

const approval = (token: string, block: number): RawLog => ({
  blockNumber: block,
  logIndex: 0,
  transactionHash: `0x${block.toString(16).padStart(64, "0")}`,
  address: token,
  topics: [TOPICS.approval, addressTopic(ACCOUNT), addressTopic(ROUTER)],
  data: word(100n),
});

/** A chain whose logs hold one Approval per token; `call` answers allowance() as the test says. */
function ctx(call: (token: string) => Promise<string>) {
  return {
    chainId: 1,
    genesisHash: `0x${"ab".repeat(32)}`,
    startBlock: 0,
    head: 10,
    store: memoryStore(),
    getLogs: async () => TOKENS.map((t, i) => approval(t, i + 1)),
    call: (tx: { to: string }) => call(tx.to),
  };
}

describe("loadApprovals", () => {
  it("lists the non-zero allowances and skips a token whose allowance() the node refuses", async () => {
    const allowances = await loadApprovals(
      ctx(async (token) => {
        if (token === TOKENS[1]) throw new RpcAnswerError("eth_call", { code: 3, message: "execution reverted" });
        return word(token === TOKENS[0] ? 5n : 0n);
      }),
      ACCOUNT,
      new Set([ROUTER]),
    );
    expect(allowances).toEqual([{ token: TOKENS[0], spender: ROUTER, amount: 5n }]);
  });

  it("fails when no node answers, instead of showing no allowances", async () => {
    const outage = new RpcUnavailableError(1, ["http://node: network error"]);
    await expect(
      loadApprovals(
        ctx(async () => {
          throw outage;
        }),
        ACCOUNT,
        new Set([ROUTER]),
      ),
    ).rejects.toBe(outage);
  });
});
