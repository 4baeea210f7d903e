import { CurrencyAmount, Fraction, Percent, type Trade } from "@/sdk";

const BIPS = 10000n;
/** Severity thresholds, as the Uniswap interface this exchange descends from uses them: 1 %, 3 %, 5 %, 15 %. */
const ALLOWED_PRICE_IMPACT_LOW = new Percent(100n, BIPS);
const ALLOWED_PRICE_IMPACT_MEDIUM = new Percent(300n, BIPS);
const ALLOWED_PRICE_IMPACT_HIGH = new Percent(500n, BIPS);
/** From here the user must type 'confirm' instead of clicking OK. */
const PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN = new Percent(1000n, BIPS);
/** From here the swap is blocked unless expert mode is on. */
const BLOCKED_PRICE_IMPACT_NON_EXPERT = new Percent(1500n, BIPS);

export type Severity = 0 | 1 | 2 | 3 | 4;

/** Severity buckets 0–4 by the four thresholds; no price impact is 0. */
export function warningSeverity(priceImpact: Percent | undefined): Severity {
  if (!priceImpact) return 0;
  if (!priceImpact.lessThan(BLOCKED_PRICE_IMPACT_NON_EXPERT)) return 4;
  if (!priceImpact.lessThan(ALLOWED_PRICE_IMPACT_HIGH)) return 3;
  if (!priceImpact.lessThan(ALLOWED_PRICE_IMPACT_MEDIUM)) return 2;
  if (!priceImpact.lessThan(ALLOWED_PRICE_IMPACT_LOW)) return 1;
  return 0;
}

/** "warning style over 2". */
export function isPriceImpactWarning(severity: Severity): boolean {
  return severity > 2;
}

const ONE_BIPS = new Percent(1n, BIPS);

/** '<0.01%' below one basis point, else 2 decimals. */
export function formatPriceImpact(priceImpact: Percent | undefined): string {
  if (!priceImpact) return "-";
  if (priceImpact.lessThan(ONE_BIPS)) return "<0.01%";
  return `${priceImpact.toFixed(2)}%`;
}

const BASE_FEE = new Percent(30n, BIPS);
const ONE_HUNDRED_PERCENT = new Percent(BIPS, BIPS);
const INPUT_FRACTION_AFTER_FEE = ONE_HUNDRED_PERCENT.subtract(BASE_FEE);

interface TradePriceBreakdown {
  /** The impact of the trade's size alone (the 0.30 % fee of every hop taken out). */
  priceImpactWithoutFee: Percent | undefined;
  /** The fee the liquidity providers receive, in the input currency. */
  realizedLPFee: CurrencyAmount | undefined;
}

/** Splits a trade's price impact into the providers' fee and the impact of its size. */
export function computeTradePriceBreakdown(trade: Trade | undefined): TradePriceBreakdown {
  if (!trade) return { priceImpactWithoutFee: undefined, realizedLPFee: undefined };
  // 1 - 0.997^hops: what the fees take along the route.
  const feeFraction = ONE_HUNDRED_PERCENT.subtract(
    trade.route.pairs.reduce<Fraction>((acc) => acc.multiply(INPUT_FRACTION_AFTER_FEE), ONE_HUNDRED_PERCENT),
  );
  const impact = trade.priceImpact.subtract(feeFraction);
  const priceImpactWithoutFee = new Percent(impact.numerator, impact.denominator);
  const fee = trade.inputAmount.multiply(feeFraction);
  const realizedLPFee = CurrencyAmount.fromFractionalAmount(trade.inputAmount.currency, fee.numerator, fee.denominator);
  return { priceImpactWithoutFee, realizedLPFee };
}

interface PriceImpactDialogs {
  confirm(message: string): boolean;
  prompt(message: string): string | null;
}

export function highImpactConfirmText(percent: string): string {
  return `This swap has a price impact of at least ${percent}%. Please confirm that you would like to continue with this swap.`;
}

export function typeConfirmText(percent: string): string {
  return `This swap has a price impact of at least ${percent}%. Please type the word "confirm" to continue with this swap.`;
}

/**
 * From 5 % the user confirms in a window dialog, from 10 % they must type 'confirm'.
 * Returns true when the swap may proceed.
 */
export function confirmPriceImpactWithoutFee(priceImpactWithoutFee: Percent | undefined, dialogs: PriceImpactDialogs): boolean {
  if (!priceImpactWithoutFee) return true;
  if (!priceImpactWithoutFee.lessThan(PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN)) {
    return dialogs.prompt(typeConfirmText(PRICE_IMPACT_WITHOUT_FEE_CONFIRM_MIN.toFixed(0))) === "confirm";
  }
  if (!priceImpactWithoutFee.lessThan(ALLOWED_PRICE_IMPACT_HIGH)) {
    return dialogs.confirm(highImpactConfirmText(ALLOWED_PRICE_IMPACT_HIGH.toFixed(0)));
  }
  return true;
}
