import styled from "styled-components";
import { Callout } from "@/ui/Callout";

/** The add-liquidity page's pieces: the first-provider notice and the confirm dialog's rows. */
export const Notice = styled(Callout).attrs({ $tone: "accent" as const })``;

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
