import type { RawLog } from "./types";

/**
 * Logs as the cache stores them: the two numbers per log in one typed array, every hex field in one string.
 * IndexedDB's structured clone copies a typed array and a string in one piece, where an array of log objects
 * costs an object and half a dozen strings per log on every write and every read (thousands of logs per pool).
 */
export interface PackedLogs {
  /** blockNumber, logIndex of each log, in order. */
  numbers: Float64Array;
  /** One line per log: transactionHash, address, topics (space-separated) and data, comma-separated. */
  text: string;
}

const HEX = /^0x[0-9a-f]*$/i;

export function packLogs(logs: readonly RawLog[]): PackedLogs {
  const numbers = new Float64Array(logs.length * 2);
  const lines = new Array<string>(logs.length);
  for (let i = 0; i < logs.length; i++) {
    const l = logs[i];
    numbers[2 * i] = l.blockNumber;
    numbers[2 * i + 1] = l.logIndex;
    lines[i] = `${l.transactionHash},${l.address},${l.topics.join(" ")},${l.data}`;
  }
  return { numbers, text: lines.join("\n") };
}

const isIndex = (n: number) => Number.isInteger(n) && n >= 0;

/**
 * The logs back, or undefined when the stored value is not a well-formed pack (truncated, another shape...):
 * counts must agree, numbers be non-negative integers and every field hex.
 */
export function unpackLogs(value: unknown): RawLog[] | undefined {
  const p = value as PackedLogs;
  if (!p || typeof p !== "object" || !(p.numbers instanceof Float64Array) || typeof p.text !== "string" || p.numbers.length % 2 !== 0) return undefined;
  const count = p.numbers.length / 2;
  if (count === 0) return p.text === "" ? [] : undefined;
  const lines = p.text.split("\n");
  if (lines.length !== count) return undefined;
  const logs = new Array<RawLog>(count);
  for (let i = 0; i < count; i++) {
    const fields = lines[i].split(",");
    const blockNumber = p.numbers[2 * i];
    const logIndex = p.numbers[2 * i + 1];
    if (fields.length !== 4 || !isIndex(blockNumber) || !isIndex(logIndex)) return undefined;
    const [transactionHash, address, topicText, data] = fields;
    const topics = topicText === "" ? [] : topicText.split(" ");
    if (!HEX.test(transactionHash) || !HEX.test(address) || !HEX.test(data) || !topics.every((t) => HEX.test(t))) return undefined;
    logs[i] = { blockNumber, logIndex, transactionHash, address, topics, data };
  }
  return logs;
}
