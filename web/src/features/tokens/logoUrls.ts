import { validateAndParseAddress } from "@/sdk";
import { uriToHttp } from "../lists";

/** The public assets repository: it keys logos by checksummed mainnet address. */
export function assetsRepositoryLogoUrl(address: string): string {
  return `https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/ethereum/assets/${validateAndParseAddress(address)}/logo.png`;
}

/**
 * Image URLs to try for a token, best first. The list's logoURI goes through uriToHttp, so only
 * https/http/ipfs/ipns survive (javascript:, data: and the rest are dropped), and a plain-http URL is only
 * tried upgraded to https: an image over http could be swapped by anyone on the network path. Mainnet tokens
 * then fall back to the assets repository. When everything fails the component shows a generic icon.
 */
export function tokenLogoUrls(token: { address: string; chainId: number; logoURI?: string }): string[] {
  const urls = (token.logoURI ? uriToHttp(token.logoURI) : []).filter((url) => /^https:/i.test(url));
  if (token.chainId === 1) {
    try {
      urls.push(assetsRepositoryLogoUrl(token.address));
    } catch {
      // an invalid address has no repository logo
    }
  }
  return urls;
}
