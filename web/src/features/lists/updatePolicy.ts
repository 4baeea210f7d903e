import { getVersionUpgrade, minVersionBump, VersionUpgrade, type TokenList } from "@uniswap/token-lists";

/**
 * What to do with a fetched newer version of a list:
 * - 'auto': a patch or minor bump that is at least as big as the token changes require (adding tokens needs
 *   minor, removing needs major, edits need patch) is applied at once, with a notice;
 * - 'prompt': a major bump — or a patch/minor bump that under-declares its changes, which we refuse to apply
 *   silently — waits for the user's 'Accept update' / 'Dismiss';
 * - 'none': not newer.
 */
type ListUpdateDecision = "none" | "auto" | "prompt";

export function decideListUpdate(current: TokenList, update: TokenList): ListUpdateDecision {
  const bump = getVersionUpgrade(current.version, update.version);
  switch (bump) {
    case VersionUpgrade.NONE:
      return "none";
    case VersionUpgrade.PATCH:
    case VersionUpgrade.MINOR:
      return bump >= minVersionBump(current.tokens, update.tokens) ? "auto" : "prompt";
    case VersionUpgrade.MAJOR:
      return "prompt";
  }
}

export function formatListVersion(list: Pick<TokenList, "version">): string {
  const { major, minor, patch } = list.version;
  return `v${major}.${minor}.${patch}`;
}
