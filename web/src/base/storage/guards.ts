/** Small type guards for data read back from storage, which may be anything. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

export function isNonNegativeInteger(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/** Chain ids are stored as object keys, i.e. strings of a positive integer. */
export function isChainIdKey(key: string): boolean {
  return /^[1-9]\d{0,15}$/.test(key);
}

export const ADDRESS_REGEX = /^0x[0-9a-fA-F]{40}$/;
export const TX_HASH_REGEX = /^0x[0-9a-fA-F]{64}$/;

export function optionalString(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}
