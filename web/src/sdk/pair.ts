import { type BigintIsh, MINIMUM_LIQUIDITY } from "./constants.ts";
import { computePairAddress, type PairAddressConfig, pairAddressConfig } from "./computePairAddress.ts";
import { CurrencyAmount } from "./currencyAmount.ts";
import { InsufficientInputAmountError, InsufficientReservesError, invariant } from "./errors.ts";
import { amountIn, amountOut, sqrt } from "./pairMath.ts";
import { Price } from "./price.ts";
import { Token } from "./token.ts";

const liquidityTokens = new Map<string, Token>();

/**
 * A pool of two tokens: token0/token1 sorted by address with their reserves. Its liquidity token is
 * 'UNI-V2' with 18 decimals at the pair's CREATE2 address, derived from `config` (default: the chain's registered
 * factory, see setPairAddressConfig) and computed only when asked for.
 */
export class Pair {
  readonly tokenAmounts: readonly [CurrencyAmount<Token>, CurrencyAmount<Token>];
  readonly config: PairAddressConfig;
  private liquidity?: Token;

  static getAddress(tokenA: Token, tokenB: Token, config: PairAddressConfig = pairAddressConfig(tokenA.chainId)): string {
    return computePairAddress(config.factory, config.initCodeHash, tokenA, tokenB);
  }

  /** @throws SdkError CHAIN_IDS / ADDRESSES when the tokens cannot form a pair */
  constructor(currencyAmountA: CurrencyAmount<Token>, tokenAmountB: CurrencyAmount<Token>, config?: PairAddressConfig) {
    this.tokenAmounts = currencyAmountA.currency.sortsBefore(tokenAmountB.currency)
      ? [currencyAmountA, tokenAmountB]
      : [tokenAmountB, currencyAmountA];
    this.config = config ?? pairAddressConfig(currencyAmountA.currency.chainId);
  }

  get liquidityToken(): Token {
    // Stryker disable next-line ConditionalExpression: equivalent, recomputing finds the same token object in liquidityTokens (mutation/EQUIVALENT_MUTANTS.md)
    if (!this.liquidity) {
      const address = Pair.getAddress(this.token0, this.token1, this.config);
      const key = this.chainId + address;
      this.liquidity = liquidityTokens.get(key);
      if (!this.liquidity) {
        this.liquidity = new Token(this.chainId, address, 18, "UNI-V2", "Uniswap V2");
        liquidityTokens.set(key, this.liquidity);
      }
    }
    return this.liquidity;
  }

  involvesToken(token: Token): boolean {
    return token.equals(this.token0) || token.equals(this.token1);
  }

  /** Mid price of token0 in token1 (reserve1 / reserve0). */
  get token0Price(): Price<Token, Token> {
    const [a0, a1] = this.tokenAmounts;
    return new Price(this.token0, this.token1, a1.denominator * a0.numerator, a1.numerator * a0.denominator);
  }

  /** Mid price of token1 in token0 (reserve0 / reserve1). */
  get token1Price(): Price<Token, Token> {
    const [a0, a1] = this.tokenAmounts;
    return new Price(this.token1, this.token0, a0.denominator * a1.numerator, a0.numerator * a1.denominator);
  }

  /** @throws SdkError TOKEN */
  priceOf(token: Token): Price<Token, Token> {
    invariant(this.involvesToken(token), "TOKEN");
    return token.equals(this.token0) ? this.token0Price : this.token1Price;
  }

  get chainId(): number {
    return this.tokenAmounts[0].currency.chainId;
  }
  get token0(): Token {
    return this.tokenAmounts[0].currency;
  }
  get token1(): Token {
    return this.tokenAmounts[1].currency;
  }
  get reserve0(): CurrencyAmount<Token> {
    return this.tokenAmounts[0];
  }
  get reserve1(): CurrencyAmount<Token> {
    return this.tokenAmounts[1];
  }

  /** @throws SdkError TOKEN */
  reserveOf(token: Token): CurrencyAmount<Token> {
    invariant(this.involvesToken(token), "TOKEN");
    return token.equals(this.token0) ? this.reserve0 : this.reserve1;
  }

  /**
   * What an exact input buys, and the pair after the swap.
   * @throws SdkError TOKEN; InsufficientReservesError (a reserve is zero); InsufficientInputAmountError (output 0)
   */
  getOutputAmount(inputAmount: CurrencyAmount<Token>): [CurrencyAmount<Token>, Pair] {
    invariant(this.involvesToken(inputAmount.currency), "TOKEN");
    if (this.reserve0.quotient === 0n || this.reserve1.quotient === 0n) throw new InsufficientReservesError();
    const zeroForOne = inputAmount.currency.equals(this.token0);
    const inputReserve = zeroForOne ? this.reserve0 : this.reserve1;
    const outputReserve = zeroForOne ? this.reserve1 : this.reserve0;
    const out = amountOut(inputAmount.quotient, inputReserve.quotient, outputReserve.quotient);
    if (out === 0n) throw new InsufficientInputAmountError();
    const outputAmount = CurrencyAmount.fromRawAmount(outputReserve.currency, out);
    return [outputAmount, new Pair(inputReserve.add(inputAmount), outputReserve.subtract(outputAmount), this.config)];
  }

  /**
   * What an exact output costs, and the pair after the swap.
   * @throws SdkError TOKEN; InsufficientReservesError (a reserve is zero, or output >= its reserve)
   */
  getInputAmount(outputAmount: CurrencyAmount<Token>): [CurrencyAmount<Token>, Pair] {
    invariant(this.involvesToken(outputAmount.currency), "TOKEN");
    const oneForZero = outputAmount.currency.equals(this.token0);
    const outputReserve = oneForZero ? this.reserve0 : this.reserve1;
    const inputReserve = oneForZero ? this.reserve1 : this.reserve0;
    const needed = amountIn(outputAmount.quotient, inputReserve.quotient, outputReserve.quotient);
    // Stryker disable next-line EqualityOperator: equivalent, amountIn gives -1 or a quotient plus 1 >= 1 for any output amount >= 0 (mutation/EQUIVALENT_MUTANTS.md)
    if (needed < 0n) throw new InsufficientReservesError();
    const inputAmount = CurrencyAmount.fromRawAmount(inputReserve.currency, needed);
    return [inputAmount, new Pair(inputReserve.add(inputAmount), outputReserve.subtract(outputAmount), this.config)];
  }

  /**
   * Liquidity tokens minted for depositing the two amounts: sqrt(a*b) - MINIMUM_LIQUIDITY for the first deposit,
   * else the smaller of the two proportional shares.
   * @throws SdkError LIQUIDITY / TOKEN; InsufficientInputAmountError when not above zero
   */
  getLiquidityMinted(
    totalSupply: CurrencyAmount<Token>,
    tokenAmountA: CurrencyAmount<Token>,
    tokenAmountB: CurrencyAmount<Token>,
  ): CurrencyAmount<Token> {
    invariant(totalSupply.currency.equals(this.liquidityToken), "LIQUIDITY");
    const [amount0, amount1] = tokenAmountA.currency.sortsBefore(tokenAmountB.currency)
      ? [tokenAmountA, tokenAmountB]
      : [tokenAmountB, tokenAmountA];
    invariant(amount0.currency.equals(this.token0) && amount1.currency.equals(this.token1), "TOKEN");
    let liquidity: bigint;
    const supply = totalSupply.quotient;
    if (supply === 0n) {
      liquidity = sqrt(amount0.quotient * amount1.quotient) - MINIMUM_LIQUIDITY;
    } else {
      const share0 = (amount0.quotient * supply) / this.reserve0.quotient;
      const share1 = (amount1.quotient * supply) / this.reserve1.quotient;
      // Stryker disable next-line EqualityOperator: equivalent, for equal shares both branches give the same value (mutation/EQUIVALENT_MUTANTS.md)
      liquidity = share0 <= share1 ? share0 : share1;
    }
    if (liquidity <= 0n) throw new InsufficientInputAmountError();
    return CurrencyAmount.fromRawAmount(this.liquidityToken, liquidity);
  }

  /**
   * The amount of `token` that `liquidity` pool tokens are worth. With feeOn, the protocol fee the next mint or
   * burn would take (growth of sqrt(k) since kLast, one sixth) is added to the supply first.
   * @throws SdkError TOKEN / TOTAL_SUPPLY / LIQUIDITY / K_LAST
   */
  getLiquidityValue(
    token: Token,
    totalSupply: CurrencyAmount<Token>,
    liquidity: CurrencyAmount<Token>,
    feeOn = false,
    kLast?: BigintIsh,
  ): CurrencyAmount<Token> {
    invariant(this.involvesToken(token), "TOKEN");
    invariant(totalSupply.currency.equals(this.liquidityToken), "TOTAL_SUPPLY");
    invariant(liquidity.currency.equals(this.liquidityToken), "LIQUIDITY");
    invariant(liquidity.quotient <= totalSupply.quotient, "LIQUIDITY");
    let supply = totalSupply.quotient;
    if (feeOn) {
      invariant(kLast !== undefined && kLast !== null && kLast !== "", "K_LAST");
      const kLastValue = BigInt(kLast);
      if (kLastValue !== 0n) {
        const rootK = sqrt(this.reserve0.quotient * this.reserve1.quotient);
        const rootKLast = sqrt(kLastValue);
        // Stryker disable next-line EqualityOperator: equivalent, for rootK = rootKLast the added fee is 0 (mutation/EQUIVALENT_MUTANTS.md)
        if (rootK > rootKLast) supply += (supply * (rootK - rootKLast)) / (rootK * 5n + rootKLast);
      }
    }
    return CurrencyAmount.fromRawAmount(token, (liquidity.quotient * this.reserveOf(token).quotient) / supply);
  }
}
