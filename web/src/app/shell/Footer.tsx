import styled from "styled-components";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { LEGAL_LINKS } from "./legalLinks";

const FooterFrame = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 32px 16px 24px;
  color: ${({ theme }) => theme.colors.text3};
  font-size: 14px;
  text-align: center;
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 20px;
  a {
    color: ${({ theme }) => theme.colors.text2};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export function Footer() {
  const { t } = useTranslation();
  return (
    <FooterFrame>
      <Links aria-label={t("footer.legal")}>
        {LEGAL_LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label(t)}
          </Link>
        ))}
      </Links>
      <small>{t("footer.copyright", { year: new Date().getFullYear() })}</small>
    </FooterFrame>
  );
}
