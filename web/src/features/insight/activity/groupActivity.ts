import { decodeBurn, decodeSwap, decodeTransfer, topicAddress, TOPICS, word, ZERO_ADDRESS, type PairInfo } from "../logs/events";
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

/**
 * Whether a log found by the account's filters can belong to a row, judged before the pairs are known: every row
 * has a Swap or Burn paid to the account, a transfer from it (or an LP mint to it) or an approval to PenSwap,
 * while a plain incoming transfer (a game reward) never makes one. Used to foresee which blocks will have rows.
 */
export function mayBeRow(log: RawLog, rules: Pick<GroupingContext, "account" | "spenders">): boolean {
  const topic = log.topics[0];
  if (topic === TOPICS.swap || topic === TOPICS.burn) return topicAddress(log.topics[2]) === rules.account.toLowerCase();
  if (log.topics.length !== 3) return false;
  const from = topicAddress(log.topics[1]);
  if (topic === TOPICS.approval) return from === rules.account.toLowerCase() && rules.spenders.has(topicAddress(log.topics[2]));
  if (topic === TOPICS.transfer) return from === rules.account.toLowerCase() || (from === ZERO_ADDRESS && topicAddress(log.topics[2]) === rules.account.toLowerCase());
  return false;
}

/**
 * Logs in chain order with duplicates (the same log matched by two queries) removed. A log is known by its block and
 * index in it: no key strings to build for thousands of logs.
 */
export function mergeLogs(...lists: RawLog[][]): RawLog[] {
  const all = lists.flat().sort((a, b) => a.blockNumber - b.blockNumber || a.logIndex - b.logIndex);
  const out: RawLog[] = [];
  for (const log of all) {
    const last = out[out.length - 1];
    if (!last || last.blockNumber !== log.blockNumber || last.logIndex !== log.logIndex) out.push(log);
  }
  return out;
}

/** Adds amounts of the same token (a multi-hop swap may pay one token twice). */
function sum(amounts: TokenAmount[]): TokenAmount[] {
  if (amounts.length < 2) return amounts;
  const byToken = new Map<string, bigint>();
  for (const a of amounts) byToken.set(a.token, (byToken.get(a.token) ?? 0n) + a.amount);
  const out: TokenAmount[] = [];
  for (const [token, amount] of byToken) out.push({ token, amount });
  return out;
}

interface Moved {
  token: string;
  from: string;
  to: string;
  log: RawLog;
}

const value = (t: Moved): TokenAmount => ({ token: t.token, amount: word(t.log.data, 0) });

/** One row; written out field by field (no spreads): the grouping runs over thousands of transactions. */
function item(txHash: string, blockNumber: number, kind: ActivityKind, direction: "made" | "received", sent: TokenAmount[], received: TokenAmount[]): ActivityItem {
  return { txHash, blockNumber, kind, direction, sent, received };
}

/**
 * One transaction's logs → its row, or undefined when it is no PenSwap action. `account` is lowercase. One pass
 * sorts the logs by kind; amounts are decoded only for the logs the row shows.
 */
function classify(txHash: string, logs: RawLog[], account: string, ctx: GroupingContext): ActivityItem | undefined {
  const blockNumber = logs[0].blockNumber;
  const lpMinted: Moved[] = [];
  const lpSent: Moved[] = [];
  const tokenSent: Moved[] = [];
  const tokenReceived: Moved[] = [];
  const burns: RawLog[] = [];
  const swaps: RawLog[] = [];
  let approvals: RawLog[] | undefined;
  for (const log of logs) {
    const topic = log.topics[0];
    if (topic === TOPICS.transfer) {
      if (log.topics.length !== 3) continue;
      const t: Moved = { token: log.address, from: topicAddress(log.topics[1]), to: topicAddress(log.topics[2]), log };
      if (ctx.pairs.has(t.token)) {
        if (t.from === ZERO_ADDRESS && t.to === account) lpMinted.push(t);
        if (t.from === account) lpSent.push(t);
      } else if (t.from === account) tokenSent.push(t);
      else if (t.to === account) tokenReceived.push(t);
    } else if (topic === TOPICS.burn) {
      if (topicAddress(log.topics[2]) === account) burns.push(log);
    } else if (topic === TOPICS.swap) {
      if (topicAddress(log.topics[2]) === account) swaps.push(log);
    } else if (topic === TOPICS.approval && log.topics.length === 3) (approvals ??= []).push(log);
  }

  if (lpMinted.length > 0) {
    const migrator = ctx.migrator?.toLowerCase();
    const v1Sent = migrator ? tokenSent.filter((t) => t.to === migrator) : [];
    if (v1Sent.length > 0) return item(txHash, blockNumber, "migrate", "made", sum(v1Sent.map(value)), sum(lpMinted.map(value)));
    return item(txHash, blockNumber, "add", "made", sum(tokenSent.filter((t) => ctx.pairs.has(t.to)).map(value)), sum(lpMinted.map(value)));
  }
  if (burns.length > 0 || lpSent.some((t) => t.to === t.token)) {
    const fromBurns: TokenAmount[] = [];
    for (const log of burns) {
      const b = decodeBurn(log);
      const pair = ctx.pairs.get(b.pair);
      if (pair) fromBurns.push({ token: pair.token0, amount: b.amount0 }, { token: pair.token1, amount: b.amount1 });
    }
    return item(txHash, blockNumber, "remove", "made", sum(lpSent.map(value)), sum(fromBurns.length > 0 ? fromBurns : tokenReceived.map(value)));
  }
  const paidToPairs = tokenSent.filter((t) => ctx.pairs.has(t.to));
  if (swaps.length > 0 || paidToPairs.length > 0) {
    const received: TokenAmount[] = [];
    for (const log of swaps) {
      const s = decodeSwap(log);
      const pair = ctx.pairs.get(s.pair);
      if (!pair) continue;
      if (s.amount0Out > 0n) received.push({ token: pair.token0, amount: s.amount0Out });
      if (s.amount1Out > 0n) received.push({ token: pair.token1, amount: s.amount1Out });
    }
    return item(txHash, blockNumber, "swap", paidToPairs.length > 0 ? "made" : "received", sum(paidToPairs.map(value)), sum(received));
  }
  for (const log of approvals ?? []) {
    const a = decodeTransfer(log);
    if (a.from === account && ctx.spenders.has(a.to)) {
      const row = item(txHash, blockNumber, "approve", "made", [], [{ token: a.token, amount: a.value }]);
      row.spender = a.to;
      return row;
    }
  }
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
  const account = ctx.account.toLowerCase();
  const items: ActivityItem[] = [];
  for (const [txHash, txLogs] of byTx) {
    const row = classify(txHash, txLogs, account, ctx);
    if (row) items.push(row);
  }
  return items.sort((a, b) => b.blockNumber - a.blockNumber);
}
