/** Spec §5: the longest amount an input accepts. */
export const AMOUNT_INPUT_MAX_LENGTH = 79;

// Digits with at most one decimal point ("" is allowed: the field can be cleared).
const AMOUNT_INPUT_REGEX = /^\d*\.?\d*$/;

/**
 * The amount-input rule: commas become dots; only digits and one decimal point; at most 79 characters.
 * Returns the value to store, or null when the keystroke must be rejected (the field keeps its old value).
 */
export function acceptAmountInput(next: string): string | null {
  const normalised = next.replace(/,/g, ".");
  if (normalised.length > AMOUNT_INPUT_MAX_LENGTH) return null;
  return AMOUNT_INPUT_REGEX.test(normalised) ? normalised : null;
}
