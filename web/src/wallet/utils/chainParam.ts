/**
 * The chain a link names with `?chain=<id>`. The app routes by the hash (`#/swap?chain=3344`), so the query is
 * read from the hash first; a query before the hash (`/?chain=3344#/swap`) counts too, as hand-written links
 * put it there. Only the chains in `allowed` count: anything else is ignored and the app opens as usual.
 */
const CHAIN_PARAM = "chain";

/** The query of a hash route (`#/swap?chain=3344`, or a route without its `#`): what follows its first `?`, else none. */
function hashQuery(hash: string): URLSearchParams {
  const at = hash.indexOf("?");
  return new URLSearchParams(at === -1 ? "" : hash.slice(at + 1));
}

function parseAllowed(value: string | null, allowed: readonly number[]): number | undefined {
  const text = value?.trim();
  if (text === undefined || !/^\d{1,10}$/.test(text)) return undefined;
  const chainId = Number(text);
  return allowed.includes(chainId) ? chainId : undefined;
}

export function chainFromUrl(href: string, allowed: readonly number[]): number | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  return parseAllowed(hashQuery(url.hash).get(CHAIN_PARAM), allowed) ?? parseAllowed(url.searchParams.get(CHAIN_PARAM), allowed);
}

/**
 * An in-app route (`/pool/0x…`, `/swap?inputCurrency=…`) that names `chainId` in its query (replacing any `chain`
 * there): a link to a page of another chain than the one the app shows opens the app on that chain, and a copied
 * link keeps naming it.
 */
export function routeWithChain(route: string, chainId: number): string {
  const at = route.indexOf("?");
  const path = (at === -1 ? route : route.slice(0, at)) || "/";
  const query = hashQuery(route);
  query.set(CHAIN_PARAM, String(chainId));
  return `${path}?${query.toString()}`;
}

/**
 * The same address naming `chainId` in the hash route's query (replacing any `chain` there, and dropping one
 * before the hash so the link names a single chain); the route and its other parameters stay.
 */
export function urlWithChain(href: string, chainId: number): string {
  const url = new URL(href);
  url.searchParams.delete(CHAIN_PARAM);
  url.hash = routeWithChain(url.hash.replace(/^#/, ""), chainId);
  return url.toString();
}
