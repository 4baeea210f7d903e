import { CurrencyAmount, Pair, Token, nativeOnChain, setPairAddressConfig, setWrappedNative, wrappedNativeToken } from "@/sdk";

/** Fixtures shared by the liquidity unit tests (addresses of the 555555 deployment; no chain needed). */
export const CHAIN = 555555;
export const FACTORY = "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512";
setPairAddressConfig(CHAIN, { factory: FACTORY });
export const WPEN = wrappedNativeToken(CHAIN, "0x5FbDB2315678afecb367f032d93F642f64180aa3");
setWrappedNative(WPEN);
export const PEN = nativeOnChain(CHAIN);
export const BARK = new Token(CHAIN, "0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6", 18, "BARK", "Bark");
export const FIVE = new Token(CHAIN, "0x8A791620dd6260079BF849Dc5567aDC3F2FdC318", 18, "FIVE", "Five");
export const USDT = new Token(CHAIN, "0xB7f8BC63BbcaD18155201308C8f3540b07f84F5e", 6, "USDT", "Tether USD");
export const ACCOUNT = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
export const E18 = 10n ** 18n;

export function pairOf(a: Token, ra: bigint, b: Token, rb: bigint): Pair {
  return new Pair(CurrencyAmount.fromRawAmount(a, ra), CurrencyAmount.fromRawAmount(b, rb));
}
