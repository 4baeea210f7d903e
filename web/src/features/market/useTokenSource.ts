import { useAppSelector } from "@/base/store";
import { getChainInfo } from "@/networks";
import { parseAddress } from "@/sdk";
import { defaultListUrl } from "../lists";
import { useDefaultTokenMap, useSelectedList, useSelectedTokenMap } from "../lists";

/** Where the app knows a token from: the chain's wrapped coin, a token list (by its name), the user's import, or nowhere. */
export type TokenSource = { kind: "wrapped" } | { kind: "list"; name: string } | { kind: "imported" } | { kind: "none" };

/** List names are written by whoever publishes the list: shown capped, as plain text. */
const LIST_NAME_MAX = 40;

export function useTokenSource(chainId: number, address: string): TokenSource {
  const checksummed = parseAddress(address);
  const selected = useSelectedList(chainId);
  const selectedTokens = useSelectedTokenMap(chainId);
  const defaultTokens = useDefaultTokenMap(chainId);
  const defaultName = useAppSelector((state) => state.lists.byUrl[defaultListUrl(chainId)]?.current?.name);
  const imported = useAppSelector((state) => Boolean(checksummed && state.user.tokens[chainId]?.[checksummed]));
  if (!checksummed) return { kind: "none" };
  if (getChainInfo(chainId)?.wrappedNative.address?.toLowerCase() === checksummed.toLowerCase()) return { kind: "wrapped" };
  if (selectedTokens[checksummed] && selected) return { kind: "list", name: selected.name.slice(0, LIST_NAME_MAX) };
  if (defaultTokens[checksummed] && defaultName) return { kind: "list", name: defaultName.slice(0, LIST_NAME_MAX) };
  return imported ? { kind: "imported" } : { kind: "none" };
}
