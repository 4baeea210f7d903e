import styled from "styled-components";
import { useTranslation } from "react-i18next";

const Banner = styled.div`
  position: relative;
  z-index: 3;
  padding: 10px 16px;
  text-align: center;
  font-weight: 500;
  background: ${({ theme }) => theme.colors.redSurface};
  color: ${({ theme }) => theme.colors.white};
`;

/** When even the read-only connection fails, say so (the translated unknownError). */
export function ReadOnlyErrorBanner() {
  const { t } = useTranslation();
  return (
    <Banner role="alert" data-testid="read-only-error">
      {t("wallet.unknownError", "Oops! An unknown error occurred. Please refresh the page, or visit from another browser or device.")}
    </Banner>
  );
}
