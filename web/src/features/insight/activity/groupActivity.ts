import { decodeBurn, decodeSwap, decodeTransfer, TOPICS, ZERO_ADDRESS, type PairInfo } from "../logs/events";
import type { RawLog } from "../logs/types";

export type ActivityKind = "swap" | "add" | "remove" | "migrate" | "approve";

export interface TokenAmount {
  /** Token contract, lowercase. */
  token: string;
  amount: bigint;
}

export interface ActivityItem {
  txHash: string;
  blockNumber: number;
  kind: ActivityKind;
  /** For swaps: "received" when the account only got the output (someone else's swap paid it). */
  direction: "made" | "received";
  sent: TokenAmount[];
  received: TokenAmount[];
  /** For approvals: who may spend. */
  spender?: string;
}

export interface GroupingContext {
  account: string;
  /** Pairs by lowercase address. */
  pairs: ReadonlyMap<string, PairInfo>;
  /** Router and migrator (lowercase): approvals to these are PenSwap approvals. */
  spenders: ReadonlySet<string>;
  migrator?: string;
}

/** Logs in chain order with duplicates (the same log matched by two queries) removed. */
export function mergeLogs(...lists: RawLog[][]): RawLog[] {
  const seen = new Map<string, RawLog>();
  for (const list of lists) for (const log of list) seen.set(`${log.transactionHash}:${log.logIndex}`, log);
  return [...seen.values()].sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
}

/** Adds amounts of the same token (a multi-hop swap may pay one token twice). */
function sum(amounts: TokenAmount[]): TokenAmount[] {
  const byToken = new Map<string, bigint>();
  for (const a of amounts) byToken.set(a.token, (byToken.get(a.token) ?? 0n) + a.amount);
  return [...byToken].map(([token, amount]) => ({ token, amount }));
}

function classify(txHash: string, logs: RawLog[], ctx: GroupingContext): ActivityItem | undefined {
  const account = ctx.account.toLowerCase();
  const blockNumber = logs[0].blockNumber;
  const transfers = logs.filter((l) => l.topics[0] === TOPICS.transfer && l.topics.length === 3).map(decodeTransfer);
  const lpMinted = transfers.filter((t) => ctx.pairs.has(t.token) && t.from === ZERO_ADDRESS && t.to === account);
  const lpSent = transfers.filter((t) => ctx.pairs.has(t.token) && t.from === account);
  const tokenSent = transfers.filter((t) => !ctx.pairs.has(t.token) && t.from === account);
  const tokenReceived = transfers.filter((t) => !ctx.pairs.has(t.token) && t.to === account && t.from !== account);
  const burns = logs.filter((l) => l.topics[0] === TOPICS.burn).map(decodeBurn).filter((b) => b.to === account);
  const swaps = logs.filter((l) => l.topics[0] === TOPICS.swap).map(decodeSwap).filter((s) => s.to === account);
  const base = { txHash, blockNumber, direction: "made" as const };
  const amount = (t: { token: string; value: bigint }) => ({ token: t.token, amount: t.value });

  if (lpMinted.length > 0) {
    const migrator = ctx.migrator?.toLowerCase();
    const v1Sent = migrator ? tokenSent.filter((t) => t.to === migrator) : [];
    if (v1Sent.length > 0) return { ...base, kind: "migrate", sent: sum(v1Sent.map(amount)), received: sum(lpMinted.map(amount)) };
    return { ...base, kind: "add", sent: sum(tokenSent.filter((t) => ctx.pairs.has(t.to)).map(amount)), received: sum(lpMinted.map(amount)) };
  }
  if (burns.length > 0 || lpSent.some((t) => t.to === t.token)) {
    const fromBurns = burns.flatMap((b) => {
      const pair = ctx.pairs.get(b.pair);
      return pair ? [{ token: pair.token0, amount: b.amount0 }, { token: pair.token1, amount: b.amount1 }] : [];
    });
    return { ...base, kind: "remove", sent: sum(lpSent.map(amount)), received: sum(fromBurns.length > 0 ? fromBurns : tokenReceived.map(amount)) };
  }
  const paidToPairs = tokenSent.filter((t) => ctx.pairs.has(t.to));
  if (swaps.length > 0 || paidToPairs.length > 0) {
    const received = swaps.flatMap((s) => {
      const pair = ctx.pairs.get(s.pair);
      if (!pair) return [];
      return [
        ...(s.amount0Out > 0n ? [{ token: pair.token0, amount: s.amount0Out }] : []),
        ...(s.amount1Out > 0n ? [{ token: pair.token1, amount: s.amount1Out }] : []),
      ];
    });
    return { ...base, kind: "swap", direction: paidToPairs.length > 0 ? "made" : "received", sent: sum(paidToPairs.map(amount)), received: sum(received) };
  }
  const approval = logs
    .filter((l) => l.topics[0] === TOPICS.approval && l.topics.length === 3)
    .map(decodeTransfer)
    .find((a) => a.from === account && ctx.spenders.has(a.to));
  if (approval) return { ...base, kind: "approve", sent: [], received: [{ token: approval.token, amount: approval.value }], spender: approval.to };
  // Anything else (a plain token transfer) is not PenSwap activity.
  return undefined;
}

/**
 * The account's PenSwap actions, newest first, one per transaction (a multi-hop swap's several Swap logs are one
 * row), from the logs that mention the account.
 */
export function groupActivity(logs: RawLog[], ctx: GroupingContext): ActivityItem[] {
  const byTx = new Map<string, RawLog[]>();
  for (const log of logs) {
    const list = byTx.get(log.transactionHash);
    if (list) list.push(log);
    else byTx.set(log.transactionHash, [log]);
  }
  const items: ActivityItem[] = [];
  for (const [txHash, txLogs] of byTx) {
    const item = classify(txHash, txLogs, ctx);
    if (item) items.push(item);
  }
  return items.sort((a, b) => b.blockNumber - a.blockNumber);
}
