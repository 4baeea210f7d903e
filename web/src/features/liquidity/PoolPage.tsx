import styled from "styled-components";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { AppCard, Column, InfoText, PageTitle, RowBetween } from "../../ui/Card";
import { QuestionHelper } from "../../ui/QuestionHelper";

/** Spec §2: Add Liquidity goes to /add/{native symbol of the chain}; PEN when no chain is known. */
export const DEFAULT_ADD_LIQUIDITY_CURRENCY = "PEN";

const AddButton = styled(Link)`
  padding: 10px 16px;
  border-radius: 14px;
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.primary1};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Hint = styled.p`
  margin: 0;
  text-align: center;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text2};
`;

export default function PoolPage() {
  const { t } = useTranslation();
  return (
    <AppCard>
      <Column>
        <RowBetween>
          <TitleRow>
            <PageTitle as="h1" style={{ margin: 0 }}>
              {t("pool.title")}
            </PageTitle>
            <QuestionHelper text={t("pool.tooltip")} label={t("pool.tooltipLabel")} />
          </TitleRow>
          <AddButton to={`/add/${DEFAULT_ADD_LIQUIDITY_CURRENCY}`} id="join-pool-button">
            {t("pool.addLiquidity")}
          </AddButton>
        </RowBetween>
        <InfoText>{t("pool.connectToView")}</InfoText>
        <Hint>
          {t("pool.importHint")}{" "}
          <Link to="/find" id="import-pool-link">
            {t("pool.importPool")}
          </Link>
        </Hint>
      </Column>
    </AppCard>
  );
}
