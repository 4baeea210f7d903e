import { Interface } from "ethers";
import { isRpcUnavailableError } from "@/onchain/rpc";
import { decodeTransfer, TOPICS } from "../logs/events";
import { syncLogs, type ScanContext } from "../logs/logCache";
import type { RawLog } from "../logs/types";
import { approvalsQuery } from "../logs/queries";

const erc20 = new Interface(["function allowance(address owner, address spender) view returns (uint256)"]);

export interface Allowance {
  token: string;
  spender: string;
  amount: bigint;
}

/** Each (token, spender) pair the account ever approved one of `spenders` for, from its Approval logs. */
function approvedPairs(logs: RawLog[], account: string, spenders: ReadonlySet<string>): Array<{ token: string; spender: string }> {
  const me = account.toLowerCase();
  const seen = new Map<string, { token: string; spender: string }>();
  for (const log of logs) {
    if (log.topics[0] !== TOPICS.approval || log.topics.length !== 3) continue;
    const a = decodeTransfer(log);
    if (a.from === me && spenders.has(a.to)) seen.set(`${a.token}:${a.to}`, { token: a.token, spender: a.to });
  }
  return [...seen.values()];
}

/**
 * The account's current non-zero allowances to `spenders`: candidates from its Approval logs (a cached scan of
 * their own), each confirmed by reading allowance() now, since later transfers spend allowances silently.
 */
export async function loadApprovals(ctx: ScanContext & { call(tx: { to: string; data: string }): Promise<string> }, account: string, spenders: ReadonlySet<string>): Promise<Allowance[]> {
  const { logs } = await syncLogs(ctx, approvalsQuery(account));
  const pairs = approvedPairs(logs, account, spenders);
  // Issued together: the chain's read client sends them in one HTTP request.
  const amounts = await Promise.all(
    pairs.map(async ({ token, spender }) => {
      try {
        const result = await ctx.call({ to: token, data: erc20.encodeFunctionData("allowance", [account, spender]) });
        return BigInt(erc20.decodeFunctionResult("allowance", result)[0]);
      } catch (error) {
        // No node answering is an outage, not "no allowance": the page shows it and reads again once the chain is back.
        if (isRpcUnavailableError(error)) throw error;
        return 0n; // a token whose allowance() fails has nothing we can revoke through it
      }
    }),
  );
  return pairs.map((p, i) => ({ ...p, amount: amounts[i] })).filter((a) => a.amount > 0n);
}

