import { lazy, Suspense, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { displayTokenSymbol, type Currency, type Token } from "@/sdk";
import { InfoText } from "@/ui/Card";
import { useSwapChartOpen } from "./useSwapChartOpen";
import { chartRoute } from "./chartRoute";

// The chart, the market source and the chart library load when the panel is first opened, never with #/swap.
const SwapChartBody = lazy(() => import("../pages").then((m) => ({ default: m.SwapChartBody })));

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 12px;
`;

const Toggle = styled.button`
  align-self: flex-start;
  border: 0;
  background: transparent;
  padding: 4px 0;
  font: inherit;
  font-size: 14px;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.accentText};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.secondary};
    outline-offset: 2px;
  }
`;

/**
 * The swap page's collapsible price chart of the chosen pair, or of a multi-hop trade's two ends. Open or closed is
 * a user setting (kept across visits); while closed nothing of the chart is loaded or read.
 */
export function SwapPriceChart({ chainId, input, output, tradePath }: { chainId: number; input: Currency | undefined; output: Currency | undefined; tradePath: readonly Token[] | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useSwapChartOpen();
  const bodyId = useId();
  const pathKey = tradePath?.map((tk) => tk.address).join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new trade object on the same route is the same chart
  const route = useMemo(() => chartRoute(input, output, tradePath), [input, output, pathKey]);
  const title = t("swapChart.title", { base: displayTokenSymbol(input), quote: displayTokenSymbol(output) });
  return (
    <Panel>
      <Toggle type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)} data-testid="swap-chart-toggle">
        {open ? t("swapChart.hide") : t("swapChart.show")}
      </Toggle>
      {open ? (
        <Suspense fallback={<InfoText id={bodyId}>{t("common.loading")}</InfoText>}>
          <SwapChartBody id={bodyId} chainId={chainId} route={route} title={title} />
        </Suspense>
      ) : null}
    </Panel>
  );
}
