import { CurrencyAmount, Percent, tryParseAmount, type Pair, type Token } from "@/sdk";
import { BurnField } from "../burn/burnSlice";

type BurnError = { kind: "connectWallet" } | { kind: "enterAmount" };

export interface BurnInputs {
  account: string | undefined;
  pair: Pair | null | undefined;
  /** Pair token for side A and B (wrapped natives included), in the order of the URL. */
  tokenA: Token | undefined;
  tokenB: Token | undefined;
  userLiquidity: CurrencyAmount<Token> | undefined;
  totalSupply: CurrencyAmount<Token> | undefined;
  independentField: BurnField;
  typedValue: string;
}

export interface BurnInfo {
  percentToRemove: Percent;
  parsedAmounts: {
    [BurnField.LIQUIDITY_PERCENT]: Percent;
    [BurnField.LIQUIDITY]: CurrencyAmount<Token> | undefined;
    [BurnField.CURRENCY_A]: CurrencyAmount<Token> | undefined;
    [BurnField.CURRENCY_B]: CurrencyAmount<Token> | undefined;
  };
  /** What the whole position is worth in each token. */
  liquidityValueA: CurrencyAmount<Token> | undefined;
  liquidityValueB: CurrencyAmount<Token> | undefined;
  error: BurnError | undefined;
}

const ZERO_PERCENT = new Percent(0n, 100n);

function liquidityValue(inputs: BurnInputs, token: Token | undefined): CurrencyAmount<Token> | undefined {
  const { pair, totalSupply, userLiquidity } = inputs;
  // Stryker disable next-line ConditionalExpression: equivalent, a zero supply makes getLiquidityValue throw, and the catch below also gives undefined (mutation/EQUIVALENT_MUTANTS.md)
  if (!pair || !token || !totalSupply || !userLiquidity || totalSupply.quotient === 0n) return undefined;
  try {
    return pair.getLiquidityValue(token, totalSupply, userLiquidity, false);
  } /* Stryker disable next-line BlockStatement: equivalent, an empty catch also returns undefined (mutation/EQUIVALENT_MUTANTS.md) */ catch {
    return undefined; // stale data: balance above supply, or a token not in the pair
  }
}

/** The share of the position the typed value stands for; 0 when it cannot be read or exceeds the position. */
function percentToRemoveOf(inputs: BurnInputs, valueA?: CurrencyAmount<Token>, valueB?: CurrencyAmount<Token>): Percent {
  const { independentField, typedValue, pair, userLiquidity, tokenA, tokenB } = inputs;
  if (independentField === BurnField.LIQUIDITY_PERCENT) {
    if (!/^\d+$/.test(typedValue)) return ZERO_PERCENT;
    const percent = BigInt(typedValue);
    return percent > 100n ? ZERO_PERCENT : new Percent(percent, 100n);
  }
  if (independentField === BurnField.LIQUIDITY) {
    const amount = pair ? tryParseAmount(typedValue, pair.liquidityToken) : undefined;
    // Stryker disable next-line ConditionalExpression: equivalent, a parsed amount is never 0, so it exceeds a zero position and the last check gives 0 % (mutation/EQUIVALENT_MUTANTS.md)
    if (!amount || !userLiquidity || userLiquidity.quotient === 0n || amount.greaterThan(userLiquidity)) return ZERO_PERCENT;
    return new Percent(amount.quotient, userLiquidity.quotient);
  }
  const [token, value] = independentField === BurnField.CURRENCY_A ? [tokenA, valueA] : [tokenB, valueB];
  const amount = tryParseAmount(typedValue, token);
  // Stryker disable next-line ConditionalExpression: equivalent, a parsed amount is never 0, so it exceeds a zero value and the last check gives 0 % (mutation/EQUIVALENT_MUTANTS.md)
  if (!amount || !value || value.quotient === 0n || amount.greaterThan(value)) return ZERO_PERCENT;
  return new Percent(amount.quotient, value.quotient);
}

function portion(percent: Percent, whole: CurrencyAmount<Token> | undefined): CurrencyAmount<Token> | undefined {
  if (!whole || !percent.greaterThan(0n)) return undefined;
  return CurrencyAmount.fromRawAmount(whole.currency, percent.multiply(whole.quotient).quotient);
}

/** Everything the remove-liquidity page derives from the burn state and the position. */
export function deriveBurnInfo(inputs: BurnInputs): BurnInfo {
  const liquidityValueA = liquidityValue(inputs, inputs.tokenA);
  const liquidityValueB = liquidityValue(inputs, inputs.tokenB);
  const percentToRemove = percentToRemoveOf(inputs, liquidityValueA, liquidityValueB);
  const parsedAmounts = {
    [BurnField.LIQUIDITY_PERCENT]: percentToRemove,
    [BurnField.LIQUIDITY]: portion(percentToRemove, inputs.userLiquidity),
    [BurnField.CURRENCY_A]: portion(percentToRemove, liquidityValueA),
    [BurnField.CURRENCY_B]: portion(percentToRemove, liquidityValueB),
  };
  let error: BurnError | undefined;
  if (!inputs.account) error = { kind: "connectWallet" };
  else if (!parsedAmounts.LIQUIDITY || !parsedAmounts.CURRENCY_A || !parsedAmounts.CURRENCY_B) error = { kind: "enterAmount" };
  return { percentToRemove, parsedAmounts, liquidityValueA, liquidityValueB, error };
}

/** The percent as the whole number the slider and the toast use ('25', '100'). */
export function percentLabel(percent: Percent): string {
  return percent.toFixed(0);
}
