import styled from "styled-components";
import { useTranslation } from "react-i18next";
import { AppCard, Column, InfoText } from "../../ui/Card";
import { BackHeader } from "../../ui/BackHeader";

const TokenSlot = styled.button`
  width: 100%;
  padding: 14px 16px;
  border-radius: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg0};
  color: ${({ theme }) => theme.colors.text1};
  font-size: 18px;
  font-weight: 500;
  text-align: left;
  cursor: pointer;
`;

const Plus = styled.div`
  text-align: center;
  font-size: 20px;
  color: ${({ theme }) => theme.colors.text2};
`;

export default function FindPoolPage() {
  const { t } = useTranslation();
  return (
    <AppCard>
      <BackHeader to="/pool" title={t("find.title")} backLabel={t("common.back")} />
      <Column>
        <TokenSlot type="button" id="find-token-a">
          {t("find.selectAToken")}
        </TokenSlot>
        <Plus aria-hidden="true">+</Plus>
        <TokenSlot type="button" id="find-token-b">
          {t("find.selectAToken")}
        </TokenSlot>
        <InfoText>{t("find.connectToFind")}</InfoText>
      </Column>
    </AppCard>
  );
}
