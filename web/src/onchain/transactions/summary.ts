import type { TFunction } from "i18next";

/**
 * What the transactions list and the toasts say about a transaction: a locale key and its parameters, rendered in
 * the language on screen when shown (so switching language re-renders old entries too). Parameters are already
 * formatted text (amounts, symbols): the summary is frozen at send time, only the wording follows the language.
 */
export interface SummaryDescriptor {
  key: string;
  params?: Record<string, string>;
}

/**
 * A stored summary: a descriptor, or a plain string written by a version that built English text in code. Old
 * strings are shown as they are rather than dropped: the user's history must not lose entries across an update.
 */
export type TransactionSummary = SummaryDescriptor | string;


export function summary(key: string, params?: Record<string, string>): SummaryDescriptor {
  return params ? { key, params } : { key };
}

export function renderSummary(value: TransactionSummary, t: TFunction): string {
  if (typeof value === "string") return value;
  return value.params ? t(value.key, value.params) : t(value.key);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads a summary back from storage: a string as it is, a descriptor when its key is a string and every parameter
 * a string; anything else is undefined (the entry is kept, shown by its hash).
 */
export function parseStoredSummary(raw: unknown): TransactionSummary | undefined {
  if (typeof raw === "string") return raw;
  if (!isRecord(raw) || typeof raw.key !== "string" || raw.key === "") return undefined;
  if (raw.params === undefined) return { key: raw.key };
  if (!isRecord(raw.params)) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw.params)) {
    if (typeof value !== "string") return undefined;
    params[name] = value;
  }
  return { key: raw.key, params };
}
