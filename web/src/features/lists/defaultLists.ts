/**
 * The lists served with the app (web/public/lists, written by scripts/generate-default-lists.ts): one per
 * chain, addressed relative to index.html so the build works from any host and sub-path.
 */
export const DEFAULT_LIST_CHAIN_IDS = [555555, 3344, 5555, 1, 3, 4] as const;

export function defaultListUrl(chainId: number): string {
  return `./lists/${chainId}.tokenlist.json`;
}

export const DEFAULT_LIST_URLS: readonly string[] = DEFAULT_LIST_CHAIN_IDS.map(defaultListUrl);

/** The PEN test chain's list is the one selected on first load. */
export const DEFAULT_SELECTED_LIST_URL = defaultListUrl(555555);

export function isDefaultListUrl(url: string | undefined): boolean {
  return url !== undefined && DEFAULT_LIST_URLS.includes(url);
}

/**
 * Whether a list matters on a chain: every list the user added, and of the default lists only the chain's
 * own. The others are neither shown nor fetched (a cold page would otherwise download five lists of chains
 * it does not read before its first quote).
 */
export function isListInUse(url: string, chainId: number): boolean {
  return !isDefaultListUrl(url) || url === defaultListUrl(chainId);
}
