import type { Interface } from "ethers";
import type { TypedContractMethod } from "../../../../typechain-types/common";

/**
 * Types of multicall reads, taken from the Typechain bindings (generated from the same ABIs the calls are encoded
 * and decoded with), so a hook's result has the method's output type instead of an untyped ethers Result.
 */

// The infer placeholders below only name the positions of TypedContractMethod's parameters that are not used.
/* eslint-disable @typescript-eslint/no-unused-vars */

/** The names of a Typechain contract's view methods (the ones a multicall can read). */
export type ViewMethodName<C> = {
  [K in keyof C & string]: C[K] extends TypedContractMethod<infer _Args, infer _Result, "view"> ? K : never;
}[keyof C & string];

/**
 * What a read of `M` gives, as ethers' staticCall gives it: the value itself for a one-output method (balanceOf →
 * bigint), the named tuple for several outputs (getReserves → [reserve0, reserve1, blockTimestampLast]).
 */
export type ViewMethodValue<C, M extends keyof C> = C[M] extends TypedContractMethod<infer _Args, infer Result, "view">
  ? Result extends readonly [infer Only]
    ? Only
    : Result
  : never;

/* eslint-enable @typescript-eslint/no-unused-vars */

/**
 * An ABI to read many contracts of one kind with (all pairs' getReserves, all tokens' balanceOf): the interface,
 * plus the contract type as a type-only tag so the method names and result types are known.
 */
export interface ContractReads<C> {
  readonly interface: Interface;
  /** Never set: carries the Typechain contract type for the compiler. */
  readonly contractType?: C;
}

/** Reads of contracts of type `C` (a Typechain contract type) through `contractInterface`, that contract's ABI. */
export function contractReads<C>(contractInterface: Interface): ContractReads<C> {
  return { interface: contractInterface };
}
