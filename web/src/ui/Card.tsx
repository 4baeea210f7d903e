import styled, { css } from "styled-components";

/** The app's raised surface: the card colour inside a thin border (cards, panels, the phone menu button). */
export const cardSurface = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg1};
`;

/** The main rounded panel that holds a page's form (max 480 px, full width on phones). */
export const AppCard = styled.main`
  position: relative;
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: 16px;
  border-radius: 24px;
  ${cardSurface}
  box-shadow: 0 4px 24px ${({ theme }) => theme.colors.shadow};
  ${({ theme }) => theme.mediaWidth.upToExtraSmall`
    padding: 12px;
    border-radius: 20px;
  `}
`;

export const PageTitle = styled.h1`
  margin: 4px 4px 16px;
  font-size: 20px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text1};
`;

export const InfoText = styled.p`
  margin: 0;
  padding: 24px 12px;
  text-align: center;
  color: ${({ theme }) => theme.colors.text2};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/**
 * A bordered box that holds one part of a page (a chain's holdings, one side of a migration), its parts stacked.
 * Inside an AppCard it keeps the card's background; a part that should stand out from it sets its own.
 */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border-radius: 16px;
  ${cardSurface}
`;

/** Items side by side, centred on one line, wrapping onto the next when the line is full. */
export const WrapRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

/** A WrapRow whose items sit at its two ends (a title and its figure, a label and its value). */
export const RowBetween = styled(WrapRow)`
  justify-content: space-between;
`;
