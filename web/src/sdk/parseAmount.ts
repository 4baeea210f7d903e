import type { Currency } from "./currency.ts";
import { MaxUint256 } from "./constants.ts";
import { CurrencyAmount } from "./currencyAmount.ts";
import { pow10 } from "./format.ts";

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parses a typed decimal string ("1.5", ".5", "2.") into an amount of the currency using its decimals
 * (zero or a failed parse means no amount). Returns undefined for '', '.', '0', '0.000', non-digits,
 * more significant fraction digits than the currency has, or a value beyond uint256.
 */
export function tryParseAmount<T extends Currency>(value: string | undefined, currency: T | undefined): CurrencyAmount<T> | undefined {
  if (!value || !currency) return undefined;
  const match = DECIMAL.exec(value);
  if (!match) return undefined;
  const whole = match[1];
  const fraction = (match[2] ?? "").replace(/0+$/, ""); // trailing zeros never exceed the decimals
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, "" and "." also end as raw 0 below (mutation/EQUIVALENT_MUTANTS.md)
  if (whole === "" && fraction === "") return undefined;
  if (fraction.length > currency.decimals) return undefined;
  // Stryker disable next-line StringLiteral: equivalent, BigInt("") is 0n just as BigInt("0") (mutation/EQUIVALENT_MUTANTS.md)
  const raw = BigInt(whole || "0") * pow10(currency.decimals) + BigInt(fraction.padEnd(currency.decimals, "0") || "0");
  if (raw === 0n || raw > MaxUint256) return undefined;
  return CurrencyAmount.fromRawAmount(currency, raw);
}
