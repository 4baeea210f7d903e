import { Rounding } from "./constants.ts";
import { Fraction, type Fractionish } from "./fraction.ts";
import type { NumberFormat } from "./format.ts";

/** A fraction shown as a percentage: 5 significant digits or 2 decimals by default. */
export class Percent extends Fraction {
  readonly isPercent = true as const;

  add(other: Fractionish): Percent {
    return toPercent(super.add(other));
  }
  subtract(other: Fractionish): Percent {
    return toPercent(super.subtract(other));
  }
  multiply(other: Fractionish): Percent {
    return toPercent(super.multiply(other));
  }
  divide(other: Fractionish): Percent {
    return toPercent(super.divide(other));
  }

  toSignificant(significantDigits = 5, format?: NumberFormat, rounding: Rounding = Rounding.ROUND_HALF_UP): string {
    return new Fraction(this.numerator * 100n, this.denominator).toSignificant(significantDigits, format, rounding);
  }

  toFixed(decimalPlaces = 2, format?: NumberFormat, rounding: Rounding = Rounding.ROUND_HALF_UP): string {
    return new Fraction(this.numerator * 100n, this.denominator).toFixed(decimalPlaces, format, rounding);
  }
}

function toPercent(fraction: Fraction): Percent {
  return new Percent(fraction.numerator, fraction.denominator);
}
