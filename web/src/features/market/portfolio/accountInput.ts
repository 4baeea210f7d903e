import { isAddress } from "@/base/validation/address";
import { looksLikeName } from "../../swap/logic/recipient";

/** Longer input is neither an address nor a name the name service takes; it is refused before any lookup. */
export const MAX_ACCOUNT_INPUT = 256;

export type AccountInput = { kind: "address"; address: string } | { kind: "name"; name: string } | { kind: "invalid" };

/**
 * What the portfolio's address segment or search field names: an address (checksummed, or all lower / upper case),
 * a name for the chain's name service (`alice.eth`), or nothing usable. Surrounding spaces are ignored.
 */
export function classifyAccountInput(input: string): AccountInput {
  const value = input.trim();
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, an empty or over-long value is no address and no name either (the name pattern allows 3 to 256 characters); this only skips those checks (mutation/EQUIVALENT_MUTANTS.md)
  if (value.length === 0 || value.length > MAX_ACCOUNT_INPUT) return { kind: "invalid" };
  const address = isAddress(value);
  if (address) return { kind: "address", address };
  if (looksLikeName(value)) return { kind: "name", name: value.toLowerCase() };
  return { kind: "invalid" };
}
