import { parseENSAddress } from "./parseENSAddress";
import { uriToHttp } from "./uriToHttp";

/** The Manage Lists input accepts https, http, ipfs and ipns URLs or an ENS name ending in eth. */
export function isValidListInput(input: string): boolean {
  const trimmed = input.trim();
  return /^(https?|ipfs|ipns):\/\/\S+$/i.test(trimmed) ? uriToHttp(trimmed).length > 0 : Boolean(parseENSAddress(trimmed));
}
