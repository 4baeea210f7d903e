/** Business constants of the exchange math and the numeric enums of @uniswap/sdk-core. */

export enum ChainId {
  MAINNET = 1,
  ROPSTEN = 3,
  RINKEBY = 4,
  PC = 3344,
  CHAINVERSE = 5555,
  PEN = 555555,
}

export enum TradeType {
  EXACT_INPUT = 0,
  EXACT_OUTPUT = 1,
}

export enum Rounding {
  ROUND_DOWN = 0,
  ROUND_HALF_UP = 1,
  ROUND_UP = 2,
}

export type BigintIsh = bigint | string | number;

export const MaxUint256 = (1n << 256n) - 1n;
export const MAX_UINT8 = 255;

/** Liquidity locked forever by the first mint. */
export const MINIMUM_LIQUIDITY = 1000n;
/** 0.30% swap fee: 997 of every 1000 units of input are kept in the price formula. */
export const FEE_KEPT = 997n;
export const FEE_BASE = 1000n;

/** Canonical Uniswap V2 factory (mainnet) and pair init code hash: the defaults for pair address derivation. */
export const FACTORY_ADDRESS = "0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f";
export const INIT_CODE_HASH = "0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f";
