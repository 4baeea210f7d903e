import { Suspense } from "react";
import styled from "styled-components";
import { useLocation } from "react-router-dom";
import { AppRoutes, LEGAL_PATHS } from "./routing/AppRoutes";
import { Header } from "./shell/Header";
import { BOTTOM_NAV_HEIGHT_PX } from "./shell/navigation/MainNav";
import { Footer } from "./shell/Footer";
import { Marketing } from "./shell/Marketing";
import { Background } from "./shell/Background";
import { Popups } from "./shell/popups/Popups";
import { Updaters } from "./Updaters";
import { PageLoader } from "./shell/PageLoader";
import { RpcHealthBanner } from "@/onchain/rpc";

const AppWrapper = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  overflow-x: hidden;
  /* Room for the phones' bottom navigation bar, so the footer's end can be scrolled above it. */
  ${({ theme }) => theme.mediaWidth.upToMedium`
    padding-bottom: calc(${BOTTOM_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom));
  `}
`;

const Body = styled.div`
  position: relative;
  z-index: 1;
  flex: 1;
  width: 100%;
  padding: 40px 16px 0;
  ${({ theme }) => theme.mediaWidth.upToSmall`
    padding: 16px 12px 0;
  `}
`;

export function App() {
  const { pathname } = useLocation();
  const isLegalPage = LEGAL_PATHS.includes(pathname);
  return (
    <AppWrapper>
      <Updaters />
      <Background />
      <Header />
      <RpcHealthBanner />
      <Popups />
      <Body>
        <Suspense fallback={<PageLoader />}>
          <AppRoutes />
        </Suspense>
        {isLegalPage ? null : <Marketing />}
      </Body>
      <Footer />
    </AppWrapper>
  );
}
