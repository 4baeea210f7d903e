/** The longest amount an input accepts. */
export const AMOUNT_INPUT_MAX_LENGTH = 79;

// Digits with at most one decimal point ("" is allowed: the field can be cleared).
const AMOUNT_INPUT_REGEX = /^\d*\.?\d*$/;

/**
 * The amount-input rule: commas become dots (users in comma locales type "1,5"); only digits and one
 * decimal point; at most 79 characters. Digits past `maxDecimals` (the token's decimals) are cut, never
 * rounded, so the field shows exactly the amount that will be used. Returns the value to store, or null
 * when the keystroke or paste must be rejected (the field keeps its old value, the other field is untouched).
 */
export function acceptAmountInput(next: string, maxDecimals?: number): string | null {
  const normalised = next.replace(/,/g, ".");
  if (normalised.length > AMOUNT_INPUT_MAX_LENGTH) return null;
  if (!AMOUNT_INPUT_REGEX.test(normalised)) return null;
  const point = normalised.indexOf(".");
  if (point < 0 || maxDecimals === undefined || !Number.isInteger(maxDecimals) || maxDecimals < 0) return normalised;
  if (maxDecimals === 0) return normalised.slice(0, point);
  return normalised.slice(0, point + 1 + maxDecimals);
}
