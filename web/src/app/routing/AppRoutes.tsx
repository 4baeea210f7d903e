import { lazy } from "react";
import { Outlet, Route, Routes } from "react-router-dom";
import SwapPage from "@/features/swap/SwapPage";
import { DeploymentGate } from "@/features/deployment/DeploymentGate";
import {
  AddLiquidityRoute,
  RedirectOldRemoveLiquidityPath,
  RedirectSwapOutputCurrency,
  RedirectToSwap,
} from "./RouteRedirects";

// Only /swap is in the entry bundle; every other screen loads on first visit.
const PoolPage = lazy(() => import("@/features/liquidity/PoolPage"));
const FindPoolPage = lazy(() => import("@/features/liquidity/FindPoolPage"));
const RemoveLiquidityPage = lazy(() => import("@/features/liquidity/RemoveLiquidityPage"));
const MigrateV1Page = lazy(() => import("@/features/migrate/MigrateV1Page"));
const V1ExchangePage = lazy(() => import("@/features/migrate/V1ExchangePage"));
const ActivityPage = lazy(() => import("@/features/insight/activity/ActivityPage"));
const PoolInsightPage = lazy(() => import("@/features/insight/pool/PoolInsightPage"));
const ApprovalsPage = lazy(() => import("@/features/insight/approvals/ApprovalsPage"));
const ExplorePage = lazy(() => import("@/features/market/pages").then((m) => ({ default: m.ExplorePage })));
const PortfolioPage = lazy(() => import("@/features/market/pages").then((m) => ({ default: m.PortfolioPage })));
const TokenPage = lazy(() => import("@/features/market/pages").then((m) => ({ default: m.TokenPage })));
const PrivacyPolicy = lazy(() => import("@/pages/legal/PrivacyPolicy"));
const TermsOfService = lazy(() => import("@/pages/legal/TermsOfService"));
const Disclaimer = lazy(() => import("@/pages/legal/Disclaimer"));

/** Legal pages hide the marketing sections. */
export const LEGAL_PATHS: readonly string[] = ["/privacy-policy", "/terms-of-services", "/disclaimer"];

/**
 * Route table; every route is exact (React Router v7 matches whole paths). The trading pages sit behind the
 * deployment gate; redirects and the legal pages do not, so they work on a chain without a deployment too.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <DeploymentGate>
            <Outlet />
          </DeploymentGate>
        }
      >
        <Route path="/swap" element={<SwapPage />} />
        <Route path="/find" element={<FindPoolPage />} />
        <Route path="/pool" element={<PoolPage />} />
        <Route path="/create" element={<AddLiquidityRoute />} />
        <Route path="/add" element={<AddLiquidityRoute />} />
        <Route path="/add/:currencyIdA" element={<AddLiquidityRoute />} />
        <Route path="/add/:currencyIdA/:currencyIdB" element={<AddLiquidityRoute />} />
        <Route path="/remove/v1/:address" element={<V1ExchangePage mode="remove" />} />
        <Route path="/remove/:currencyIdA/:currencyIdB" element={<RemoveLiquidityPage />} />
        <Route path="/migrate/v1" element={<MigrateV1Page />} />
        <Route path="/migrate/v1/:address" element={<V1ExchangePage mode="migrate" />} />
        <Route path="/activity" element={<ActivityPage />} />
        <Route path="/pool/:pairAddress" element={<PoolInsightPage />} />
        <Route path="/approvals" element={<ApprovalsPage />} />
        <Route path="/explore" element={<ExplorePage />} />
        <Route path="/portfolio" element={<PortfolioPage />} />
        <Route path="/portfolio/:account" element={<PortfolioPage />} />
        <Route path="/tokens/:chainId/:address" element={<TokenPage />} />
      </Route>
      <Route path="/swap/:outputCurrency" element={<RedirectSwapOutputCurrency />} />
      <Route path="/send" element={<RedirectToSwap />} />
      <Route path="/remove/:tokens" element={<RedirectOldRemoveLiquidityPath />} />
      <Route path="/privacy-policy" element={<PrivacyPolicy />} />
      <Route path="/terms-of-services" element={<TermsOfService />} />
      <Route path="/disclaimer" element={<Disclaimer />} />
      <Route path="*" element={<RedirectToSwap />} />
    </Routes>
  );
}
