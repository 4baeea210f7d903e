/**
 * The indexer's answers checked like any outside input before a figure is built from them: every field's type, every
 * address's form, every amount's range and every text's length. One bad field refuses the whole answer (the page then
 * reads the chain), so a broken or hostile indexer can at worst show wrong figures, never crash the page or smuggle
 * markup (texts are rendered as text, and only after these checks).
 */

/** An answer the app will not use; its message says which field and why. */
export class IndexerAnswerError extends Error {
  constructor(message: string) {
    super(`Indexer answer refused: ${message}`);
    this.name = "IndexerAnswerError";
  }
}

/** Most rows one query may return (the largest market the indexer is sized for, with room). */
export const MAX_ROWS = 50_000;
/** Longest token symbol or name accepted (a contract can return any string; the page shortens what it shows). */
export const MAX_TEXT_LENGTH = 1_000;
const MAX_UINT256 = (1n << 256n) - 1n;
/** A sum of uint256 amounts over many swaps can pass 2^256; 78 digits still bound it. */
const UINT_DIGITS = /^(0|[1-9][0-9]{0,77})$/;
const ADDRESS = /^0x[0-9a-f]{40}$/;
const HASH = /^0x[0-9a-f]{64}$/;

type Row = Record<string, unknown>;

function fail(what: string, value: unknown): never {
  const shown = typeof value === "string" ? JSON.stringify(value.slice(0, 80)) : typeof value;
  throw new IndexerAnswerError(`${what} is not valid (${shown})`);
}

/** The rows of an SQL answer: `{ rows: [...] }` with at most MAX_ROWS objects. */
export function answerRows(answer: unknown, what: string): Row[] {
  const rows = (answer as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) fail(`${what}: rows`, rows);
  if (rows.length > MAX_ROWS) throw new IndexerAnswerError(`${what}: ${rows.length} rows, more than ${MAX_ROWS}`);
  for (const row of rows) if (typeof row !== "object" || row === null || Array.isArray(row)) fail(`${what}: row`, row);
  return rows as Row[];
}

/** A lowercase address (the indexer stores them lowercase). */
export function address(row: Row, field: string): string {
  const value = row[field];
  if (typeof value !== "string" || !ADDRESS.test(value)) fail(field, value);
  return value;
}

export function hash(row: Row, field: string): string {
  const value = row[field];
  if (typeof value !== "string" || !HASH.test(value)) fail(field, value);
  return value;
}

/** A non-negative integer amount sent as a decimal string (PostgreSQL numeric) at most `max`. */
export function amount(row: Row, field: string, max: bigint = MAX_UINT256): bigint {
  const value = row[field];
  if (typeof value !== "string" || !UINT_DIGITS.test(value)) fail(field, value);
  const parsed = BigInt(value);
  if (parsed > max) fail(field, value);
  return parsed;
}

/** A running total of amounts, or a difference of two (no uint256 bound, still at most 78 digits). */
export function total(row: Row, field: string): bigint {
  return amount(row, field, 10n ** 78n);
}

/** A non-negative safe integer, sent as a JSON number or a decimal string (PostgreSQL bigint, count). */
export function count(row: Row, field: string): number {
  const value = row[field];
  const parsed = typeof value === "number" ? value : typeof value === "string" && UINT_DIGITS.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 0) fail(field, value);
  return parsed;
}

/** A text of at most MAX_TEXT_LENGTH characters. */
export function text(row: Row, field: string): string {
  const value = row[field];
  if (typeof value !== "string" || value.length > MAX_TEXT_LENGTH) fail(field, value);
  return value;
}

/** Token decimals: 0–255, or null when the token did not answer. */
export function decimals(row: Row, field: string): number | null {
  const value = row[field];
  if (value === null) return null;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 255) fail(field, value);
  return value;
}

/** The indexer's head on `chainId` from its /status answer: `{ <name>: { id, block: { number, timestamp } } }`. */
export function statusHead(answer: unknown, chainId: number): { number: number; timestamp: number } {
  if (typeof answer !== "object" || answer === null) fail("status", answer);
  const entries = Object.values(answer as Record<string, unknown>).filter((e) => (e as { id?: unknown } | null)?.id === chainId);
  if (entries.length !== 1) throw new IndexerAnswerError(`status: ${entries.length} entries for chain ${chainId}`);
  const block = (entries[0] as { block?: unknown }).block as Row | undefined;
  if (typeof block !== "object" || block === null) fail("status block", block);
  return { number: count(block, "number"), timestamp: count(block, "timestamp") };
}
