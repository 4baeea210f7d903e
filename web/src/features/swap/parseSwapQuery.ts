import { isAddress } from "@/base/validation/address";
import { NATIVE_CURRENCY_IDS } from "@/networks";
import { Field, type SwapState } from "./slice";

// A link recipient must be an address or a domain-like name.
const DOMAIN_NAME_REGEX = /^(?=.{3,256}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
// Digits with at most one decimal point, and at least one digit.
const AMOUNT_REGEX = /^(?=.*\d)\d*\.?\d*$/;

/** A currency id from a link: a native word (any case) or a valid address; anything else is unset (''). */
export function parseCurrencyParam(value: string | null): string {
  if (value === null) return "";
  const upper = value.toUpperCase();
  const native = NATIVE_CURRENCY_IDS.find((word) => word === upper);
  if (native) return native;
  return isAddress(value) || "";
}

export function parseAmountParam(value: string | null): string {
  if (value === null) return "";
  const normalised = value.replace(/,/g, ".");
  return AMOUNT_REGEX.test(normalised) && normalised.length <= 79 ? normalised : "";
}

export function parseRecipientParam(value: string | null): string | null {
  if (value === null) return null;
  // Stryker disable next-line Regex: equivalent, removing whitespace one character at a time or in runs gives the same text (mutation/EQUIVALENT_MUTANTS.md)
  const trimmed = value.replace(/\s+/g, "");
  const address = isAddress(trimmed);
  if (address) return address;
  return DOMAIN_NAME_REGEX.test(trimmed) ? trimmed : null;
}

function parseExactFieldParam(value: string | null): Field {
  return value?.toLowerCase() === "output" ? Field.OUTPUT : Field.INPUT;
}

/**
 * Swap link parameters (inputCurrency, outputCurrency, exactAmount, exactField, recipient) → swap state.
 * Every bad value falls back to its default rather than failing the page.
 */
export function parseSwapQuery(search: string): SwapState {
  const params = new URLSearchParams(search);
  let inputCurrency = parseCurrencyParam(params.get("inputCurrency"));
  let outputCurrency = parseCurrencyParam(params.get("outputCurrency"));
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, when both sides are unset the branch below sets "" to "" (mutation/EQUIVALENT_MUTANTS.md)
  if (inputCurrency !== "" && inputCurrency === outputCurrency) {
    // The same currency on both sides is meaningless: the explicit output wins.
    // Stryker disable next-line ConditionalExpression: equivalent, a set output (equal to a set input) always came from the outputCurrency parameter (mutation/EQUIVALENT_MUTANTS.md)
    if (params.has("outputCurrency")) inputCurrency = "";
    else /* Stryker disable next-line StringLiteral: equivalent, not reached (see the line above) (mutation/EQUIVALENT_MUTANTS.md) */ outputCurrency = "";
  }
  return {
    [Field.INPUT]: { currencyId: inputCurrency },
    [Field.OUTPUT]: { currencyId: outputCurrency },
    typedValue: parseAmountParam(params.get("exactAmount")),
    independentField: parseExactFieldParam(params.get("exactField")),
    recipient: parseRecipientParam(params.get("recipient")),
  };
}
