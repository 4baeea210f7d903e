/**
 * The chain a link names with `?chain=<id>`. The app routes by the hash (`#/swap?chain=3344`), so the query is
 * read from the hash first; a query before the hash (`/?chain=3344#/swap`) counts too, as hand-written links
 * put it there. Only the chains in `allowed` count: anything else is ignored and the app opens as usual.
 */
const CHAIN_PARAM = "chain";

function hashQuery(hash: string): URLSearchParams {
  const at = hash.indexOf("?");
  return new URLSearchParams(at === -1 ? "" : hash.slice(at + 1));
}

function parseAllowed(value: string | null, allowed: readonly number[]): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const chainId = Number(value.trim());
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
 * The same address naming `chainId` in the hash route's query (replacing any `chain` there, and dropping one
 * before the hash so the link names a single chain); the route and its other parameters stay.
 */
export function urlWithChain(href: string, chainId: number): string {
  const url = new URL(href);
  url.searchParams.delete(CHAIN_PARAM);
  const hash = url.hash.replace(/^#/, "");
  const at = hash.indexOf("?");
  const path = (at === -1 ? hash : hash.slice(0, at)) || "/";
  const query = hashQuery(url.hash);
  query.set(CHAIN_PARAM, String(chainId));
  url.hash = `${path}?${query.toString()}`;
  return url.toString();
}
