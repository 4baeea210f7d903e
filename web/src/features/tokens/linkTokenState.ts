import { isSuspiciousToken } from "@/sdk";

/**
 * Whether a token named by a link (swap query, add/remove path) may be used as it is. Pure, so the rules are
 * tested without React: a native word or an empty id needs nothing; a token on the active list or imported
 * by the user is trusted; anything else waits until the list has settled (so a listed token never flashes a
 * warning while the list loads) and the token's details are read, then needs the import warning.
 */
type LinkTokenState = "trusted" | "waiting" | "needsWarning" | "notAToken";

export function linkTokenState(input: {
  address: string | undefined;
  trusted: boolean;
  listSettled: boolean;
  /** undefined while loading, null when the address is not an ERC-20 */
  tokenLoaded: object | null | undefined;
}): LinkTokenState {
  if (!input.address || input.trusted) return "trusted";
  if (!input.listSettled) return "waiting";
  if (input.tokenLoaded === undefined) return "waiting";
  if (input.tokenLoaded === null) return "notAToken";
  return "needsWarning";
}

/**
 * A known token (listed or imported) may be used without the import warning unless its symbol or name needed
 * cleaning: lists are outside text too, so a listed token that hides characters gets the warning like an unknown
 * one, until the user has seen it and imported it.
 */
export function isTrustedToken(known: { symbol?: string; name?: string } | undefined, importedByUser: boolean): boolean {
  if (!known) return false;
  return importedByUser || !isSuspiciousToken(known);
}
