import styled from "styled-components";

/** The add-liquidity page's pieces: the first-provider notice and the confirm dialog's rows. */
export const Notice = styled.div`
  padding: 12px 16px;
  border-radius: 16px;
  background: ${({ theme }) => (theme.darkMode ? "rgba(232,0,111,0.18)" : "rgba(214,0,106,0.10)")};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 14px;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const Row = styled.div`
  display: flex;
  gap: 8px;
`;

export const Big = styled.div`
  font-size: 28px;
  font-weight: 600;
`;

export const Small = styled.div`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text2};
`;

export const Detail = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 14px;
  padding: 4px 0;
`;
