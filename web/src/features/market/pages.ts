/**
 * The market's pages, loaded together as one lazy chunk: they share most of their code (the market data, prices,
 * table cells), and one chunk instead of two keeps the first paint's own chunks as they are (each new lazy entry
 * that imports app modules can make the bundler split the entry chunk further, which costs first-paint bytes).
 */
export { default as ExplorePage } from "./ExplorePage";
export { default as PortfolioPage } from "./portfolio/PortfolioPage";
