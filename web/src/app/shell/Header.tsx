import styled from "styled-components";
import { NavLink, Link, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Web3Status } from "@/wallet";
import { AccountActivityProvider } from "@/features/transactions";
import { NativeBalanceSlot, NetworkSelectorSlot } from "./HeaderSlots";
import { Logo } from "./Logo";
import { LanguageSelect } from "./LanguageSelect";

const HeaderFrame = styled.header`
  position: relative;
  z-index: 2;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 12px;
  width: 100%;
  padding: 16px 24px;
  ${({ theme }) => theme.mediaWidth.upToMedium`
    padding: 12px 16px;
  `}
  ${({ theme }) => theme.mediaWidth.upToExtraSmall`
    grid-template-columns: auto 1fr;
    padding: 10px 12px;
    row-gap: 8px;
  `}
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.text1};
  text-decoration: none;
  font-weight: 700;
  font-size: 20px;
`;

const LogoText = styled.span`
  ${({ theme }) => theme.mediaWidth.upToExtraSmall`
    display: none;
  `}
`;

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  gap: 4px;
  ${({ theme }) => theme.mediaWidth.upToExtraSmall`
    grid-row: 2;
    grid-column: 1 / -1;
  `}
`;

const StyledNavLink = styled(NavLink)`
  padding: 8px 14px;
  border-radius: 12px;
  text-decoration: none;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.text2};
  &.active {
    color: ${({ theme }) => theme.colors.text1};
    background: ${({ theme }) => theme.colors.bg2};
    font-weight: 600;
  }
`;

const AccountArea = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  min-width: 0;
`;

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <HeaderFrame>
      <HomeLink to="/swap" aria-label={t("header.home")}>
        <Logo />
        <LogoText>PenSwap</LogoText>
      </HomeLink>
      <Nav aria-label={t("header.navigation")}>
        <StyledNavLink to="/swap" id="swap-nav-link">
          {t("header.swap")}
        </StyledNavLink>
        <StyledNavLink
          to="/pool"
          id="pool-nav-link"
          className={({ isActive }) => (isActive || isPoolPath(pathname) ? "active" : undefined)}
        >
          {t("header.pool")}
        </StyledNavLink>
        <StyledNavLink to="/activity" id="activity-nav-link">
          {t("activity.nav")}
        </StyledNavLink>
        <StyledNavLink to="/explore" id="explore-nav-link">{t("explore.nav")}</StyledNavLink>
      </Nav>
      <AccountArea>
        <LanguageSelect />
        <NetworkSelectorSlot />
        <NativeBalanceSlot />
        <AccountActivityProvider>
          <Web3Status />
        </AccountActivityProvider>
      </AccountArea>
    </HeaderFrame>
  );
}

/** Add/remove/find/create belong to the Pool tab. */
function isPoolPath(pathname: string): boolean {
  return /^\/(add|remove|find|create)(\/|$)/.test(pathname);
}
