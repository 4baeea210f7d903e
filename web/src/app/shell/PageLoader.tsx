import styled, { keyframes } from "styled-components";
import { useTranslation } from "react-i18next";

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.div`
  width: 32px;
  height: 32px;
  margin: 48px auto;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.bg3};
  border-top-color: ${({ theme }) => theme.colors.primary1};
  animation: ${spin} 0.8s linear infinite;
`;

/** Shown while a lazily loaded page arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return <Spinner role="progressbar" aria-label={t("common.loading")} />;
}
