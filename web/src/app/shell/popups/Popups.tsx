import { useEffect, type ComponentType } from "react";
import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { useAppDispatch, useAppSelector } from "@/base/store";
import { removePopup, type PopupItem as PopupItemState, type PopupKind } from "@/features/popups";
import { popupRenderers, type PopupRendererProps } from "./popupRenderers";

// Toasts top right, max width 355 px, 64 px from the top.
const POPUP_TOP_OFFSET_PX = 64;
const POPUP_MAX_WIDTH_PX = 355;

const PopupArea = styled.div`
  position: fixed;
  top: ${POPUP_TOP_OFFSET_PX}px;
  right: 16px;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: calc(100% - 32px);
  max-width: ${POPUP_MAX_WIDTH_PX}px;
  pointer-events: none;
`;

const PopupCard = styled.div`
  position: relative;
  padding: 16px 40px 16px 16px;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.bg1};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 8px 24px ${({ theme }) => theme.colors.shadow};
  pointer-events: auto;
`;

const CloseButton = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 28px;
  height: 28px;
  border: none;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text2};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
`;

function PopupItem({ popup }: { popup: PopupItemState }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { key, removeAfterMs } = popup;
  useEffect(() => {
    if (removeAfterMs === null) return;
    const timeout = setTimeout(() => dispatch(removePopup({ key })), removeAfterMs);
    return () => clearTimeout(timeout);
  }, [dispatch, key, removeAfterMs]);

  const Renderer = popupRenderers[popup.content.kind] as ComponentType<PopupRendererProps<PopupKind>> | undefined;
  return (
    <PopupCard role="status" data-testid="popup">
      {Renderer ? <Renderer content={popup.content} popKey={key} /> : null}
      <CloseButton type="button" aria-label={t("popups.close")} onClick={() => dispatch(removePopup({ key }))}>
        ×
      </CloseButton>
    </PopupCard>
  );
}

export function Popups() {
  const popups = useAppSelector((state) => state.popups.list);
  return (
    <PopupArea aria-live="polite">
      {popups
        .filter((popup) => popup.show)
        .map((popup) => (
          <PopupItem key={popup.key} popup={popup} />
        ))}
    </PopupArea>
  );
}
