import { useTranslation } from "react-i18next";
import styled from "styled-components";

/** Shared look of the insight pages' lists (activity rows, swaps table, allowances). */
export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 10px 12px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.bg2};
  color: ${({ theme }) => theme.colors.text1};
  font-size: 14px;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.text2};
  font-size: 12px;
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text2};
  font-size: 12px;
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  align-items: center;
  padding: 16px;
  border-radius: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text1};
`;

/** " · View on explorer" after a row's block number, when the chain has an explorer. */
export function ExplorerSuffix({ href }: { href: string | undefined }) {
  const { t } = useTranslation();
  if (!href) return null;
  return (
    <>
      {" · "}
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t("activity.explorer")}
      </a>
    </>
  );
}
