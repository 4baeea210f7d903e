import type { TokenList } from "@uniswap/token-lists";
import { contenthashToUri } from "./contenthash";
import { parseENSAddress } from "./parseENSAddress";
import { uriToHttp } from "./uriToHttp";
import { parseTokenList } from "./validateTokenList";

/** Given an ENS name, returns its EIP-1577 contenthash (hex). */
export type ResolveENSContentHash = (ensName: string) => Promise<string>;

/**
 * Lists served with the app itself (web/public/lists) are addressed by a relative path, fetched as is.
 * Users cannot add such a URL (the Manage Lists input only accepts https/http/ipfs/ipns or an ENS name).
 */
function isBundledListUrl(listUrl: string): boolean {
  return /^\.\/lists\/[\w.-]+\.json$/.test(listUrl);
}

async function listLocations(listUrl: string, resolveENSContentHash: ResolveENSContentHash): Promise<string[]> {
  if (isBundledListUrl(listUrl)) return [listUrl];
  const parsedENS = parseENSAddress(listUrl);
  if (!parsedENS) return uriToHttp(listUrl);
  let contenthash: string;
  try {
    contenthash = await resolveENSContentHash(parsedENS.ensName);
  } catch (error) {
    console.debug(`Failed to resolve ENS name: ${parsedENS.ensName}`, error);
    throw new Error(`Failed to resolve ENS name: ${parsedENS.ensName}`, { cause: error });
  }
  let translatedUri: string;
  try {
    translatedUri = contenthashToUri(contenthash);
  } catch (error) {
    console.debug(`Failed to translate contenthash to URI: ${contenthash}`, error);
    throw new Error(`Failed to translate contenthash to URI: ${contenthash}`, { cause: error });
  }
  return uriToHttp(`${translatedUri}${parsedENS.ensPath ?? ""}`);
}

/**
 * Downloads a token list from a URL or ENS name, trying each location in turn (https before http, one IPFS
 * gateway after the other). A network error, a non-2xx answer or a body that is not JSON moves on to the next
 * location; a list that downloads but is invalid fails at once (another gateway would serve the same bytes).
 */
export async function getTokenList(
  listUrl: string,
  resolveENSContentHash: ResolveENSContentHash,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<TokenList> {
  const urls = await listLocations(listUrl, resolveENSContentHash);
  for (let i = 0; i < urls.length; i++) {
    const isLast = i === urls.length - 1;
    let json: unknown;
    try {
      const response = await fetchImpl(urls[i], { credentials: "omit", redirect: "follow" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      json = await response.json();
    } catch (error) {
      console.debug("Failed to fetch list", listUrl, urls[i], error);
      if (isLast) throw new Error(`Failed to download list ${listUrl}`, { cause: error });
      continue;
    }
    return parseTokenList(json);
  }
  throw new Error("Unrecognized list URL protocol.");
}
