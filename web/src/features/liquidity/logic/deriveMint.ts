import { CurrencyAmount, displayTokenSymbol, Pair, Percent, Price, tryParseAmount, type Currency, type Token } from "@/sdk";
import { MintField } from "../mint/mintSlice";
import { summary, type SummaryDescriptor } from "@/onchain/transactions";

export type MintError =
  | { kind: "connectWallet" }
  | { kind: "invalidPair" }
  | { kind: "enterAmount" }
  | { kind: "insufficientBalance"; symbol: string };

export interface MintInputs {
  account: string | undefined;
  currencyA: Currency | undefined;
  currencyB: Currency | undefined;
  /** The pair lookup said INVALID (same token twice, or unknown chain). */
  pairInvalid: boolean;
  /** The pool does not exist yet or holds nothing: the user sets the price. */
  noLiquidity: boolean;
  pair: Pair | null | undefined;
  totalSupply: CurrencyAmount<Token> | undefined;
  balanceA: CurrencyAmount<Currency> | undefined;
  balanceB: CurrencyAmount<Currency> | undefined;
  independentField: MintField;
  typedValue: string;
  otherTypedValue: string;
}

export interface MintInfo {
  dependentField: MintField;
  parsedAmounts: { [F in MintField]: CurrencyAmount<Currency> | undefined };
  /** Price of A in B: the pool's mid price, or for a new pool the ratio of the typed amounts. */
  price: Price<Currency, Currency> | undefined;
  liquidityMinted: CurrencyAmount<Token> | undefined;
  poolTokenPercentage: Percent | undefined;
  error: MintError | undefined;
}

/** An amount of the wrapped token expressed in `currency` (the native coin keeps its raw value). */
function asCurrency(amount: CurrencyAmount<Token>, currency: Currency): CurrencyAmount<Currency> {
  return currency.isNative ? CurrencyAmount.fromRawAmount(currency, amount.quotient) : amount;
}

function wrappedOrUndefined(currency: Currency | undefined): Token | undefined {
  try {
    return currency?.wrapped;
  } /* Stryker disable next-line BlockStatement: equivalent, an empty catch also returns undefined (mutation/EQUIVALENT_MUTANTS.md) */ catch {
    return undefined;
  }
}

function dependentAmountOf(inputs: MintInputs, dependentField: MintField, independentAmount: CurrencyAmount<Currency> | undefined) {
  const { currencyA, currencyB, noLiquidity, pair, otherTypedValue } = inputs;
  const dependentCurrency = dependentField === MintField.CURRENCY_A ? currencyA : currencyB;
  if (noLiquidity) return tryParseAmount(otherTypedValue, dependentCurrency);
  const [tokenA, tokenB] = [wrappedOrUndefined(currencyA), wrappedOrUndefined(currencyB)];
  if (!independentAmount || !tokenA || !tokenB || !pair || !dependentCurrency) return undefined;
  try {
    const independentToken = dependentField === MintField.CURRENCY_B ? tokenA : tokenB;
    const quoted = pair.priceOf(independentToken).quote(independentAmount.wrapped);
    return asCurrency(quoted, dependentCurrency);
  } /* Stryker disable next-line BlockStatement: equivalent, an empty catch also returns undefined (mutation/EQUIVALENT_MUTANTS.md) */ catch {
    return undefined; // e.g. a reserve of zero: no price to follow
  }
}

function priceOf(inputs: MintInputs, amountA?: CurrencyAmount<Currency>, amountB?: CurrencyAmount<Currency>) {
  const { currencyA, currencyB, noLiquidity, pair } = inputs;
  if (noLiquidity) {
    if (!amountA || !amountB || !currencyA || !currencyB) return undefined;
    return new Price(currencyA, currencyB, amountA.quotient, amountB.quotient);
  }
  const tokenA = wrappedOrUndefined(currencyA);
  if (!pair || !tokenA || !currencyA || !currencyB) return undefined;
  try {
    const mid = pair.priceOf(tokenA);
    return new Price(currencyA, currencyB, mid.denominator, mid.numerator);
  } /* Stryker disable next-line BlockStatement: equivalent, an empty catch also returns undefined (mutation/EQUIVALENT_MUTANTS.md) */ catch {
    return undefined;
  }
}

/**
 * LP tokens the deposit mints. For a new pool there is no pair yet, so an empty pair of the two tokens stands in:
 * the first provider gets sqrt(a*b) - MINIMUM_LIQUIDITY and 100 % of the pool.
 */
function mintedOf(inputs: MintInputs, amountA?: CurrencyAmount<Currency>, amountB?: CurrencyAmount<Currency>) {
  const { noLiquidity, pair, totalSupply } = inputs;
  if (!amountA || !amountB) return undefined;
  try {
    const [tokenAmountA, tokenAmountB] = [amountA.wrapped, amountB.wrapped];
    const basePair = noLiquidity || !pair
      ? new Pair(CurrencyAmount.fromRawAmount(tokenAmountA.currency, 0n), CurrencyAmount.fromRawAmount(tokenAmountB.currency, 0n), pair?.config)
      : pair;
    const supply = noLiquidity ? CurrencyAmount.fromRawAmount(basePair.liquidityToken, 0n) : totalSupply;
    if (!supply) return undefined;
    return basePair.getLiquidityMinted(supply, tokenAmountA, tokenAmountB);
  } /* Stryker disable next-line BlockStatement: equivalent, an empty catch also returns undefined (mutation/EQUIVALENT_MUTANTS.md) */ catch {
    return undefined; // too small a deposit mints nothing
  }
}

/** Add-liquidity errors, first one wins. */
function mintError(inputs: MintInputs, amountA?: CurrencyAmount<Currency>, amountB?: CurrencyAmount<Currency>): MintError | undefined {
  if (!inputs.account) return { kind: "connectWallet" };
  if (inputs.pairInvalid) return { kind: "invalidPair" };
  if (!amountA || !amountB) return { kind: "enterAmount" };
  if (inputs.balanceA && inputs.balanceA.lessThan(amountA)) return { kind: "insufficientBalance", symbol: displayTokenSymbol(amountA.currency) };
  if (inputs.balanceB && inputs.balanceB.lessThan(amountB)) return { kind: "insufficientBalance", symbol: displayTokenSymbol(amountB.currency) };
  return undefined;
}

/** Everything the add-liquidity page derives from the mint state and the chain data. */
export function deriveMintInfo(inputs: MintInputs): MintInfo {
  const { independentField, typedValue, currencyA, currencyB, noLiquidity, totalSupply } = inputs;
  const dependentField = independentField === MintField.CURRENCY_A ? MintField.CURRENCY_B : MintField.CURRENCY_A;
  const independentAmount = tryParseAmount(typedValue, independentField === MintField.CURRENCY_A ? currencyA : currencyB);
  const dependentAmount = dependentAmountOf(inputs, dependentField, independentAmount);
  const parsedAmounts = {
    [MintField.CURRENCY_A]: independentField === MintField.CURRENCY_A ? independentAmount : dependentAmount,
    [MintField.CURRENCY_B]: independentField === MintField.CURRENCY_A ? dependentAmount : independentAmount,
  };
  const amountA = parsedAmounts[MintField.CURRENCY_A];
  const amountB = parsedAmounts[MintField.CURRENCY_B];
  const liquidityMinted = mintedOf(inputs, amountA, amountB);
  let poolTokenPercentage: Percent | undefined;
  if (liquidityMinted && noLiquidity) poolTokenPercentage = new Percent(1n, 1n);
  else if (liquidityMinted && totalSupply) poolTokenPercentage = new Percent(liquidityMinted.quotient, totalSupply.quotient + liquidityMinted.quotient);
  return {
    dependentField,
    parsedAmounts,
    price: priceOf(inputs, amountA, amountB),
    liquidityMinted,
    poolTokenPercentage,
    error: mintError(inputs, amountA, amountB),
  };
}

/** What the confirm dialog and the transaction summary say: 'Add X A and Y B'. */
export function addLiquiditySummary(amountA: CurrencyAmount<Currency>, amountB: CurrencyAmount<Currency>): SummaryDescriptor {
  return summary("txSummary.addLiquidity", {
    amountA: amountA.toSignificant(3),
    symbolA: displayTokenSymbol(amountA.currency),
    amountB: amountB.toSignificant(3),
    symbolB: displayTokenSymbol(amountB.currency),
  });
}
