import styled from "styled-components";
import { AppCard, Panel as UiPanel } from "@/ui/Card";
import { Callout } from "@/ui/Callout";

/** Shared pieces of the migrate screens (kept here: only this feature uses them). */
/** A migrate panel stands out from its card (bg0 on the card's bg1), its lines closer together. */
export const Panel = styled(UiPanel)`
  gap: 8px;
  background: ${({ theme }) => theme.colors.bg0};
  min-width: 0;
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
`;

export const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: 14px;
  & > span:last-child {
    font-weight: 500;
    text-align: right;
    word-break: break-all;
  }
`;

/** The V1 position and the V2 pool side by side; stacked on phones. */
export const SideBySide = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  ${({ theme }) => theme.mediaWidth.upToSmall`
    grid-template-columns: 1fr;
  `}
`;

export const Note = styled.p`
  margin: 0;
  font-size: 14px;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.text2};
`;

export const Warning = styled(Callout).attrs({ $tone: "warning" as const })``;

export const ErrorText = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.red};
  word-break: break-word;
`;

export const Buttons = styled.div`
  display: flex;
  gap: 12px;
`;

/** The exchange pages show two panels side by side, so they get a wider card than the 480 px forms. */
export const WideCard = styled(AppCard)`
  max-width: 640px;
`;
