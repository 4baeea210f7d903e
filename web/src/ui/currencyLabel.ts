/** Native-coin words are their own symbol; an address is shown shortened until token data is known. */
export function currencyLabel(currencyId: string | undefined): string | undefined {
  if (!currencyId) return undefined;
  if (/^0x[0-9a-fA-F]{40}$/.test(currencyId)) return `${currencyId.slice(0, 6)}…${currencyId.slice(-4)}`;
  return currencyId;
}
