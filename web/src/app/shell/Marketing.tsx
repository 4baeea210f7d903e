import styled from "styled-components";
import { useTranslation } from "react-i18next";

const Sections = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 20px;
  width: 100%;
  max-width: 1080px;
  margin: 56px auto 0;
  padding: 0 24px;
  ${({ theme }) => theme.mediaWidth.upToMedium`
    grid-template-columns: minmax(0, 1fr);
    padding: 0 16px;
  `}
`;

const Section = styled.section`
  padding: 24px;
  border-radius: 20px;
  background: ${({ theme }) => theme.colors.bg1};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text2};
  line-height: 1.55;
  h2 {
    margin: 0 0 12px;
    font-size: 20px;
    color: ${({ theme }) => theme.colors.text1};
  }
  p {
    margin: 0 0 10px;
  }
  ul,
  ol {
    margin: 0;
    padding-left: 20px;
  }
  li + li {
    margin-top: 6px;
  }
  ${({ theme }) => theme.mediaWidth.upToExtraSmall`
    padding: 18px 16px;
  `}
`;

const WideSection = styled(Section)`
  grid-column: 1 / -1;
`;

const DisclaimerSection = styled(Section)`
  border-color: ${({ theme }) => theme.colors.yellow};
`;

/** Renders an array of strings from the locale file as list items. */
function useList(key: string): string[] {
  const { t } = useTranslation();
  const items = t(key, { returnObjects: true });
  return Array.isArray(items) ? items.filter((item): item is string => typeof item === "string") : [];
}

/** The home marketing sections, shown under every non-legal page. */
export function Marketing() {
  const { t } = useTranslation();
  const earnFrom = useList("marketing.earn.items");
  const steps = useList("marketing.howItWorks.steps");
  const notDo = useList("marketing.notDo.items");
  return (
    <Sections aria-label={t("marketing.label")}>
      <WideSection aria-labelledby="marketing-what">
        <h2 id="marketing-what">{t("marketing.what.title")}</h2>
        <p>{t("marketing.what.body1")}</p>
        <p>{t("marketing.what.body2")}</p>
      </WideSection>
      <Section aria-labelledby="marketing-earn">
        <h2 id="marketing-earn">{t("marketing.earn.title")}</h2>
        <ul>
          {earnFrom.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="marketing-how">
        <h2 id="marketing-how">{t("marketing.howItWorks.title")}</h2>
        <ol>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <DisclaimerSection aria-labelledby="marketing-disclaimer">
        <h2 id="marketing-disclaimer">{t("marketing.disclaimer.title")}</h2>
        <p>{t("marketing.disclaimer.body1")}</p>
        <p>{t("marketing.disclaimer.body2")}</p>
      </DisclaimerSection>
      <Section aria-labelledby="marketing-not-do">
        <h2 id="marketing-not-do">{t("marketing.notDo.title")}</h2>
        <ul>
          {notDo.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
    </Sections>
  );
}
