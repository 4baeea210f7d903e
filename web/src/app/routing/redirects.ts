
/** Two 40-hex addresses joined by a hyphen: the old one-segment pair URL shape. */
const PAIR_PATH_REGEX = /^(0x[a-fA-F0-9]{40})-(0x[a-fA-F0-9]{40})$/;

interface PathAndSearch {
  pathname: string;
  search: string;
}

/** /swap/{x} → /swap with outputCurrency=x added to the query (with & when a query exists). */
export function swapOutputCurrencyRedirect(outputCurrency: string, search: string): PathAndSearch {
  const param = `outputCurrency=${encodeURIComponent(outputCurrency)}`;
  const existing = search.startsWith("?") ? search.slice(1) : search;
  return { pathname: "/swap", search: existing.length > 0 ? `?${existing}&${param}` : `?${param}` };
}

/**
 * /add/{a}[/{b}]: `a` of the form {addrA}-{addrB} → /add/{addrA}/{addrB}; two equal ids (case-insensitive)
 * → /add/{a}. Returns the target path, or null when the URL is already canonical.
 */
export function addLiquidityRedirect(currencyIdA: string | undefined, currencyIdB: string | undefined): string | null {
  if (currencyIdA === undefined) return null;
  const pair = PAIR_PATH_REGEX.exec(currencyIdA);
  if (pair && currencyIdB === undefined) return `/add/${pair[1]}/${pair[2]}`;
  if (currencyIdB !== undefined && currencyIdA.toLowerCase() === currencyIdB.toLowerCase()) return `/add/${currencyIdA}`;
  return null;
}

/** /remove/{tokens}: {a}-{b} with two 40-hex addresses → /remove/{a}/{b}; anything else → /pool. */
export function removeTokensRedirect(tokens: string): string {
  const pair = PAIR_PATH_REGEX.exec(tokens);
  return pair ? `/remove/${pair[1]}/${pair[2]}` : "/pool";
}
