import type { ComponentType } from "react";
import styled from "styled-components";
import { useTranslation } from "react-i18next";
import type { PopupContent, PopupKind } from "../../application/popupTypes";
import { TransactionPopup as TransactionResultPopup } from "../../../features/transactions/TransactionPopup";

export interface PopupRendererProps<K extends PopupKind> {
  content: Extract<PopupContent, { kind: K }>;
  popKey: string;
}

const Title = styled.div<{ $tone?: "success" | "error" }>`
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === "error" ? theme.colors.red : $tone === "success" ? theme.colors.green : theme.colors.text1)};
`;

const Body = styled.div`
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.text2};
  overflow-wrap: anywhere;
`;

function ListUpdatePopup({ content }: PopupRendererProps<"listUpdate">) {
  const { t } = useTranslation();
  return (
    <div>
      <Title>{t("popups.listUpdated", { name: content.newList.name })}</Title>
      <Body>{content.listUrl}</Body>
    </div>
  );
}

function ErrorPopup({ content }: PopupRendererProps<"error">) {
  return <Title $tone="error">{content.message}</Title>;
}

/**
 * One renderer per popup kind. Features register richer renderers here with a one-line change,
 * e.g. the transactions feature's explorer link or the lists feature's 'Accept update' / 'Dismiss'.
 */
export const popupRenderers: { [K in PopupKind]: ComponentType<PopupRendererProps<K>> } = {
  txn: TransactionResultPopup,
  listUpdate: ListUpdatePopup,
  error: ErrorPopup,
};
