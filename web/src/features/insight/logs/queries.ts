import { addressTopic, TOPICS } from "./events";
import type { LogQuery } from "./types";

/**
 * The two filters that find every log naming the account: as first indexed address (Transfer from, Approval
 * owner) and as second (Transfer to, Swap to, Burn to). No contract filter: LP tokens, test tokens and V1
 * exchanges all count, and the grouping keeps only what touches PenSwap.
 */
export function activityQueries(account: string): LogQuery[] {
  const me = addressTopic(account);
  return [{ topics: [[TOPICS.transfer, TOPICS.approval], me] }, { topics: [[TOPICS.transfer, TOPICS.swap, TOPICS.burn], null, me] }];
}

/** The account's Approval logs (any token, any spender): the approvals page's candidates. */
export function approvalsQuery(account: string): LogQuery {
  return { topics: [TOPICS.approval, addressTopic(account)] };
}

/** Everything the pool page and the position estimates read from one pair: reserves, swaps and LP transfers. */
export function poolQuery(pair: string): LogQuery {
  return { address: pair.toLowerCase(), topics: [[TOPICS.sync, TOPICS.swap, TOPICS.transfer]] };
}

/** Pairs created by a factory. */
export function pairCreatedQuery(factory: string): LogQuery {
  return { address: factory.toLowerCase(), topics: [TOPICS.pairCreated] };
}
