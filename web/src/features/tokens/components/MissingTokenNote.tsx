import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { isAddress } from "@/base/validation/address";
import { getChainInfo } from "@/networks";
import { useToken } from "../hooks";

const Note = styled.p`
  margin: 0 0 8px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text2};
`;

function useMissing(chainId: number, currencyId: string | undefined): boolean {
  const address = currencyId ? isAddress(currencyId) || undefined : undefined;
  // null: the chain answered, and there is no token at the address.
  return useToken(chainId, address) === null;
}

/**
 * A picked token that the current chain does not have (the wallet moved to another chain, or a local node restarted
 * from genesis) is cleared from the form through `onClear` (its position), with a note saying why; everything else
 * in the form stays. The note is for the chain it happened on and goes once the user picks again.
 */
export function MissingTokenNote({
  chainId,
  currencyIds,
  onClear,
}: {
  chainId: number;
  currencyIds: readonly [string | undefined, string | undefined];
  onClear: (index: 0 | 1) => void;
}) {
  const { t } = useTranslation();
  const missingA = useMissing(chainId, currencyIds[0]);
  const missingB = useMissing(chainId, currencyIds[1]);
  // Which chain the last clearing happened on; adjusted during render, React's pattern for state that follows a value.
  const [clearedOn, setClearedOn] = useState<number | undefined>();
  if ((missingA || missingB) && clearedOn !== chainId) setClearedOn(chainId);

  // The form lives in the store: clearing it is a dispatch, done after render.
  useEffect(() => {
    if (missingA) onClear(0);
    if (missingB) onClear(1);
  }, [missingA, missingB, onClear]);

  // Picking a token again (both sides set) ends the note.
  const bothPicked = Boolean(currencyIds[0] && currencyIds[1]) && !missingA && !missingB;
  if (clearedOn !== chainId || bothPicked) return null;
  return (
    <Note role="status" data-testid="token-not-on-chain">
      {t("network.tokenNotOnChain", { chain: getChainInfo(chainId)?.name ?? String(chainId) })}
    </Note>
  );
}
