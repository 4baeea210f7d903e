import styled from "styled-components";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { Web3Status } from "@/wallet";
import { AccountActivityProvider } from "@/features/transactions";
import { NativeBalanceSlot, NetworkSelectorSlot } from "./HeaderSlots";
import { Logo } from "./Logo";
import { LanguageSelect } from "./LanguageSelect";
import { MainNav } from "./navigation/MainNav";
import { ShellMenu } from "./menu/ShellMenu";

/**
 * Wide screens: brand | navigation | language, network, balance, account. Up to tablet width (where that row no
 * longer fits in Spanish with a wallet connected): brand | network, account, menu, with the navigation as a
 * bottom bar (MainNav) and the language in the menu.
 */
const HeaderFrame = styled.header`
  position: relative;
  z-index: 2;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  width: 100%;
  padding: 16px 24px;
  ${({ theme }) => theme.mediaWidth.upToMedium`
    grid-template-columns: auto minmax(0, 1fr);
    gap: 8px;
    padding: 12px 16px;
  `}
  ${({ theme }) => theme.mediaWidth.upToExtraSmall`
    padding: 10px 12px;
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

/** The word mark gives its room to the account on phones; the mark itself always shows. */
const LogoText = styled.span`
  ${({ theme }) => theme.mediaWidth.upToExtraSmall`
    display: none;
  `}
`;

/**
 * Right-aligned, one line wherever it fits; when the network control, at its narrowest, does not fit beside the
 * account (the narrowest phones, a long account label), it wraps onto a line of its own below the account instead
 * of leaving the screen.
 */
const AccountArea = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  min-width: 0;
  & > * {
    min-width: 0;
  }
`;

const WideOnly = styled.div`
  display: contents;
  ${({ theme }) => theme.mediaWidth.upToMedium`
    display: none;
  `}
`;

/**
 * The network control's place (today the wallet's network selector, shown with an account). It shrinks to 6 rem
 * before it wraps: a native select cut short stays usable.
 */
const NetworkArea = styled.div`
  display: flex;
  justify-content: flex-end;
  flex: 1 1 6rem;
  max-width: max-content;
  && {
    min-width: 6rem;
  }
  &:empty {
    display: none;
  }
  & > * {
    flex: 1 1 auto;
    min-width: 0;
  }
  & select {
    flex: 1 1 auto;
    min-width: 0;
    text-overflow: ellipsis;
  }
`;

/** The account button and the menu stay together on the first line. */
const AccountButtons = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: 100%;
  & > * {
    min-width: 0;
  }
`;

export function Header() {
  const { t } = useTranslation();
  return (
    <HeaderFrame>
      <HomeLink to="/swap" aria-label={t("header.home")}>
        <Logo />
        <LogoText>PenSwap</LogoText>
      </HomeLink>
      <MainNav />
      <AccountArea>
        <WideOnly>
          <LanguageSelect />
        </WideOnly>
        <NetworkArea>
          <NetworkSelectorSlot />
        </NetworkArea>
        <NativeBalanceSlot />
        <AccountButtons>
          <AccountActivityProvider>
            <Web3Status />
          </AccountActivityProvider>
          <ShellMenu />
        </AccountButtons>
      </AccountArea>
    </HeaderFrame>
  );
}
