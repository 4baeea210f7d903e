import styled from "styled-components";

/** The main rounded panel that holds a page's form (max 480 px, full width on phones). */
export const AppCard = styled.main`
  position: relative;
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: 16px;
  border-radius: 24px;
  background: ${({ theme }) => theme.colors.bg1};
  border: 1px solid ${({ theme }) => theme.colors.border};
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

export const RowBetween = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
`;
