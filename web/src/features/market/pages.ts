/**
 * The market's pages and the swap page's chart panel, loaded together as one lazy chunk: they share most of their
 * code (the market data, prices, the chart, table cells). One chunk instead of several keeps the first paint's own
 * chunks as they are: each lazy entry that imports app modules can make the bundler split the entry chunk further,
 * which costs first-paint bytes of #/swap.
 */
export { default as ExplorePage } from "./ExplorePage";
export { default as PortfolioPage } from "./portfolio/PortfolioPage";
export { default as TokenPage } from "./TokenPage";
export { default as SwapChartBody } from "./swapChart/SwapChartBody";
