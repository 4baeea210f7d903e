import { diffTokenLists, type TokenInfo } from "@uniswap/token-lists";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { useAppDispatch } from "@/base/store";
import { removePopup, type PopupContent } from "../../popups";
import { acceptListUpdate, dismissListUpdate } from "../listsSlice";
import { formatListVersion } from "../updatePolicy";
import { displayTokenSymbol } from "@/sdk";
import { SmallButton } from "@/ui/dialogStyles";

const Title = styled.div`
  font-weight: 600;
  overflow-wrap: anywhere;
`;
const Detail = styled.ul`
  margin: 8px 0 0;
  padding-left: 18px;
  font-size: 14px;
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 12px;
  > button {
    flex: 1;
  }
`;

const symbols = (tokens: readonly TokenInfo[]) => tokens.map((token) => displayTokenSymbol(token)).join(", ");

/**
 * The popup for a newer list version. Auto-applied updates only say so; others (major bumps) list what
 * changes and wait for 'Accept update' or 'Dismiss'. Every list text is rendered by React as plain text.
 */
export function ListUpdatePopup({ content, popKey }: { content: Extract<PopupContent, { kind: "listUpdate" }>; popKey: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { listUrl, oldList, newList, auto } = content;
  const diff = useMemo(() => diffTokenLists(oldList.tokens, newList.tokens), [oldList, newList]);
  const changedCount = Object.values(diff.changed).reduce((n, byAddress) => n + Object.keys(byAddress).length, 0);

  const close = useCallback(() => dispatch(removePopup({ key: popKey })), [dispatch, popKey]);
  const accept = useCallback(() => {
    try {
      dispatch(acceptListUpdate(listUrl));
    } catch (error) {
      // The update was applied or dropped meanwhile (e.g. from another tab); nothing left to accept.
      console.error(error);
    }
    close();
  }, [dispatch, listUrl, close]);
  const dismiss = useCallback(() => {
    dispatch(dismissListUpdate(listUrl));
    close();
  }, [dispatch, listUrl, close]);

  if (auto) {
    return (
      <Title data-testid="list-update-popup">
        {t("lists.update.applied", { name: oldList.name, version: formatListVersion(newList) })}
      </Title>
    );
  }
  return (
    <div data-testid="list-update-popup">
      <Title>
        {t("lists.update.available", { name: oldList.name, from: formatListVersion(oldList), to: formatListVersion(newList) })}
      </Title>
      <Detail>
        {diff.added.length > 0 && <li>{t("lists.update.added", { symbols: symbols(diff.added) })}</li>}
        {diff.removed.length > 0 && <li>{t("lists.update.removed", { symbols: symbols(diff.removed) })}</li>}
        {changedCount > 0 && (
          <li>{changedCount === 1 ? t("lists.update.updatedOne") : t("lists.update.updatedMany", { number: changedCount })}</li>
        )}
      </Detail>
      <Actions>
        <SmallButton type="button" $filled onClick={accept}>
          {t("lists.update.accept")}
        </SmallButton>
        <SmallButton type="button" onClick={dismiss}>
          {t("lists.update.dismiss")}
        </SmallButton>
      </Actions>
    </div>
  );
}
