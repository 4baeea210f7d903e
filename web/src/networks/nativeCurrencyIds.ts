/**
 * The native-coin words usable as a currency id (URLs, swap links, swap state). Whichever is used, it
 * names the active chain's native coin; any other id is a token address.
 */
export const NATIVE_CURRENCY_IDS = ["ETH", "PEN", "PC", "OAS"] as const;

export function isNativeCurrencyId(currencyId: string | undefined): boolean {
  return currencyId !== undefined && (NATIVE_CURRENCY_IDS as readonly string[]).includes(currencyId.toUpperCase());
}
