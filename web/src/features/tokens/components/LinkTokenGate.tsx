import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { isAddress } from "@/base/validation/address";
import { useAppSelector } from "@/base/store";
import { ModalOverlay } from "@/ui/ModalOverlay";
import { useSelectedListUrl } from "../../lists";
import { useAllTokens, useImportToken, useKnownTokens, useToken } from "../hooks";
import { isTrustedToken, linkTokenState } from "../linkTokenState";
import { Dialog } from "@/ui/dialogStyles";
import type { Token } from "@/sdk";

// The warning (with its Unicode confusables table) is only needed when a link brings an unknown token:
// its own chunk, prefetched after the first paint (app/idlePrefetch).
/** The warning's own chunk; the app prefetches it when idle through the same import. */
export const loadTokenWarning = () => import("./TokenWarning");
const TokenWarning = lazy(() => loadTokenWarning().then((m) => ({ default: m.TokenWarning })));

/** The active list has loaded or failed: from then on, "not on it" is a fact, not a race. */
function useListSettled(chainId: number): boolean {
  const url = useSelectedListUrl(chainId);
  const entry = useAppSelector((state) => (url ? state.lists.byUrl[url] : undefined));
  return Boolean(entry && (entry.current !== null || entry.error !== null));
}

function useLinkToken(chainId: number, currencyId: string | undefined, allTokens: Record<string, Token>, listSettled: boolean) {
  const address = currencyId ? isAddress(currencyId) || undefined : undefined;
  const token = useToken(chainId, address);
  const importedByUser = useAppSelector((state) => Boolean(address && state.user.tokens[chainId]?.[address]));
  const trusted = isTrustedToken(address ? allTokens[address] : undefined, importedByUser);
  const state = linkTokenState({ address, trusted, listSettled, tokenLoaded: token });
  return { state, token: state === "needsWarning" ? token : undefined };
}

/**
 * Tokens reached through a link (a swap query, an add or remove path) that are neither on the active list nor
 * imported get the import warning before the page can use them: a link in a chat must not be able to put a
 * look-alike "USDT" straight into the form. Continue imports the token; declining calls `onDecline` with its
 * position, and the page empties that field. Shown for one token at a time, A before B.
 */
export function LinkTokenGate({
  chainId,
  currencyIds,
  onDecline,
}: {
  chainId: number;
  currencyIds: readonly [string | undefined, string | undefined];
  onDecline: (index: 0 | 1) => void;
}) {
  const { t } = useTranslation();
  const allTokens = useAllTokens(chainId);
  const knownTokens = useKnownTokens(chainId);
  const listSettled = useListSettled(chainId);
  const { add } = useImportToken();
  const a = useLinkToken(chainId, currencyIds[0], allTokens, listSettled);
  const b = useLinkToken(chainId, currencyIds[1], allTokens, listSettled);
  const index: 0 | 1 | undefined = a.token ? 0 : b.token ? 1 : undefined;
  const token = index === 0 ? a.token : index === 1 ? b.token : undefined;
  if (index === undefined || !token) return null;
  return (
    <ModalOverlay>
      <Dialog role="dialog" aria-modal="true" aria-label={t("security.linkTokenTitle")} data-testid="link-token-warning">
        <p>{t("security.linkTokenIntro")}</p>
        <Suspense fallback={null}>
          <TokenWarning key={token.address} token={token} knownTokens={knownTokens} onContinue={() => add(token)} onCancel={() => onDecline(index)} />
        </Suspense>
      </Dialog>
    </ModalOverlay>
  );
}
