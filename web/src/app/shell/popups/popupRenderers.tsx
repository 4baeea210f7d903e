import { lazy, Suspense, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { PopupKind, PopupRendererProps } from "@/features/popups";
import { TransactionPopup as TransactionResultPopup } from "@/features/transactions";

export type { PopupRendererProps } from "@/features/popups";

const Title = styled.div<{ $tone?: "success" | "error" }>`
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === "error" ? theme.colors.red : $tone === "success" ? theme.colors.green : theme.colors.text1)};
`;

function ErrorPopup({ content }: PopupRendererProps<"error">) {
  const { t } = useTranslation();
  return <Title $tone="error">{t(content.messageKey, content.params)}</Title>;
}

// A list update is rare: its popup (with the list diff) loads when one arrives, in its own Suspense so the
// rest of the app never waits for it.
const LazyListUpdatePopup = lazy(() =>
  import("@/features/lists/components/ListUpdatePopup").then((m) => ({ default: m.ListUpdatePopup })),
);
function ListUpdateActionsPopup(props: PopupRendererProps<"listUpdate">) {
  return (
    <Suspense fallback={null}>
      <LazyListUpdatePopup {...props} />
    </Suspense>
  );
}

/**
 * One renderer per popup kind. Features register richer renderers here with a one-line change,
 * e.g. the transactions feature's explorer link or the lists feature's 'Accept update' / 'Dismiss'.
 */
export const popupRenderers: { [K in PopupKind]: ComponentType<PopupRendererProps<K>> } = {
  txn: TransactionResultPopup,
  listUpdate: ListUpdateActionsPopup,
  error: ErrorPopup,
};
