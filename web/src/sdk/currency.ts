import type { NativeCurrency } from "./native.ts";
import type { Token } from "./token.ts";

/**
 * A native coin or an ERC-20 token, told apart by `isNative` / `isToken`: checking either narrows the type, so no
 * code needs to cast a currency to Token to read its address.
 */
export type Currency = NativeCurrency | Token;
