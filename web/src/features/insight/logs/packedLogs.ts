import type { RawLog } from "./types";

/**
 * Logs as the cache stores them: four numbers per log in one typed array, every hex field back to back in one
 * string. IndexedDB's structured clone copies a typed array and a string in one piece, where an array of log
 * objects costs an object and half a dozen strings per log on every write and every read (thousands of logs per
 * pool); reading back is slicing at known offsets, with no parsing.
 */
export interface PackedLogs {
  /** Per log: blockNumber, logIndex, number of topics, length of data (characters, "0x" included). */
  numbers: Float64Array;
  /** Per log: transactionHash, address, each topic, data, without separators. */
  text: string;
}

const HASH = 66; // transaction hashes and topics: 0x + 32 bytes
const ADDRESS = 42;
/** Numbers per log in PackedLogs.numbers. */
export const PACKED_FIELDS = 4;

/** Throws on a log whose fields do not have their fixed sizes (the cache write is then skipped, never wrong). */
export function packLogs(logs: readonly RawLog[]): PackedLogs {
  const numbers = new Float64Array(logs.length * PACKED_FIELDS);
  const parts = new Array<string>(logs.length);
  for (let i = 0; i < logs.length; i++) {
    const l = logs[i];
    if (l.transactionHash.length !== HASH || l.address.length !== ADDRESS || l.topics.some((t) => t.length !== HASH) || !l.data.startsWith("0x")) {
      throw new Error(`Log ${l.transactionHash}:${l.logIndex} has fields of unexpected size`);
    }
    const at = i * PACKED_FIELDS;
    numbers[at] = l.blockNumber;
    numbers[at + 1] = l.logIndex;
    numbers[at + 2] = l.topics.length;
    numbers[at + 3] = l.data.length;
    parts[i] = l.transactionHash + l.address + l.topics.join("") + l.data;
  }
  return { numbers, text: parts.join("") };
}

/** Packs joined in the order given: the same as packing their logs together (see packLogs). */
export function concatPacked(parts: readonly PackedLogs[]): PackedLogs {
  if (parts.length === 1) return parts[0];
  const numbers = new Float64Array(parts.reduce((n, p) => n + p.numbers.length, 0));
  let at = 0;
  for (const p of parts) {
    numbers.set(p.numbers, at);
    at += p.numbers.length;
  }
  return { numbers, text: parts.map((p) => p.text).join("") };
}

const isIndex = (n: number) => Number.isInteger(n) && n >= 0;

/**
 * The logs back, or undefined when the stored value is not a well-formed pack (truncated, another shape...): the
 * numbers must be non-negative integers, the sizes add up to the text exactly and every field start with 0x.
 */
export function unpackLogs(value: unknown): RawLog[] | undefined {
  const p = value as PackedLogs;
  if (!p || typeof p !== "object" || !(p.numbers instanceof Float64Array) || typeof p.text !== "string" || p.numbers.length % PACKED_FIELDS !== 0) return undefined;
  const { numbers, text } = p;
  const count = numbers.length / PACKED_FIELDS;
  const logs = new Array<RawLog>(count);
  let at = 0;
  for (let i = 0; i < count; i++) {
    const [blockNumber, logIndex, topicCount, dataLength] = numbers.subarray(i * PACKED_FIELDS, i * PACKED_FIELDS + PACKED_FIELDS);
    if (!isIndex(blockNumber) || !isIndex(logIndex) || !isIndex(topicCount) || !isIndex(dataLength) || dataLength < 2) return undefined;
    const end = at + HASH + ADDRESS + topicCount * HASH + dataLength;
    if (end > text.length) return undefined;
    const transactionHash = text.slice(at, (at += HASH));
    const address = text.slice(at, (at += ADDRESS));
    const topics = new Array<string>(topicCount);
    for (let k = 0; k < topicCount; k++) topics[k] = text.slice(at, (at += HASH));
    const data = text.slice(at, (at += dataLength));
    if (!transactionHash.startsWith("0x") || !address.startsWith("0x") || !data.startsWith("0x") || !topics.every((t) => t.startsWith("0x"))) return undefined;
    logs[i] = { blockNumber, logIndex, transactionHash, address, topics, data };
  }
  return at === text.length ? logs : undefined;
}
