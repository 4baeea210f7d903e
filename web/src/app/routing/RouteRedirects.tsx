import { lazy } from "react";
import { Navigate, useLocation, useParams } from "react-router-dom";
import { addLiquidityRedirect, removeTokensRedirect, swapOutputCurrencyRedirect } from "./redirects";

const AddLiquidityPage = lazy(() => import("@/features/liquidity/AddLiquidityPage"));

/** Any unknown path, and /send: go to /swap keeping the query (and the rest of the location). */
export function RedirectToSwap() {
  const location = useLocation();
  return <Navigate to={{ ...location, pathname: "/swap" }} replace />;
}

/** /swap/{outputCurrency} → /swap?…&outputCurrency=… */
export function RedirectSwapOutputCurrency() {
  const { outputCurrency = "" } = useParams();
  const { search } = useLocation();
  return <Navigate to={swapOutputCurrencyRedirect(outputCurrency, search)} replace />;
}

/** /add/{a-b} and /add/{x}/{x} are normalised first; otherwise the add-liquidity page renders. */
export function AddLiquidityRoute() {
  const { currencyIdA, currencyIdB } = useParams();
  const { search } = useLocation();
  const target = addLiquidityRedirect(currencyIdA, currencyIdB);
  if (target) return <Navigate to={{ pathname: target, search }} replace />;
  return <AddLiquidityPage />;
}

/** /remove/{a-b} → /remove/{a}/{b}, anything else → /pool. */
export function RedirectOldRemoveLiquidityPath() {
  const { tokens = "" } = useParams();
  return <Navigate to={removeTokensRedirect(tokens)} replace />;
}
