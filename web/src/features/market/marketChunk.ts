/**
 * The token page and the swap page's chart panel in one lazy chunk: they share the chart and the history reads, and
 * as two chunks the bundler moved modules of the first paint of #/swap into extra shared chunks (+1.4 KB gzip).
 */
export { default as TokenPage } from "./TokenPage";
export { default as SwapChartBody } from "./swapChart/SwapChartBody";
