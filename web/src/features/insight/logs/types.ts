/** A log as the scanner keeps it: plain numbers and hex strings, so it survives IndexedDB's structured clone. */
export interface RawLog {
  blockNumber: number;
  logIndex: number;
  transactionHash: string;
  /** Lowercase. */
  address: string;
  topics: string[];
  data: string;
}

/** One eth_getLogs filter without its block range: contract(s) (none = any) and topic positions (null = any). */
export interface LogQuery {
  address?: string | string[];
  topics: (string | string[] | null)[];
}

/** Fetches one block range of one query; a node may refuse it as too large (see isRangeTooLargeError). */
export type GetLogs = (query: LogQuery, fromBlock: number, toBlock: number) => Promise<RawLog[]>;
