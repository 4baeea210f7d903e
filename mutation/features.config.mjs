// Mutation testing of the features' pure logic (goal: score >= 80 %): swap, liquidity and migrate logic (their write
// descriptions among them), token-list validation and update policy, settings, the transactions reducer and check
// schedule, the write flow's stages, URL parsing and redirects, the mapping of wallet/chain errors to user messages,
// and the market view's pure parts.
// Components and hooks are covered by e2e, not here.
import { strykerConfig } from "./base.config.mjs";

export default {
  ...strykerConfig("features", [
    "web/src/features/swap/logic/*.ts",
    "!web/src/features/swap/logic/testFixtures.ts",
    "web/src/features/swap/parseSwapQuery.ts",
    "web/src/features/swap/slice.ts",
    "web/src/features/swap/tradeVersion.ts",
    "web/src/features/liquidity/logic/*.ts",
    "!web/src/features/liquidity/logic/testTokens.ts",
    "web/src/features/liquidity/burn/burnSlice.ts",
    "web/src/features/liquidity/mint/mintSlice.ts",
    "web/src/features/migrate/logic/*.ts",
    "web/src/features/lists/validateTokenList.ts",
    "web/src/features/lists/updatePolicy.ts",
    "web/src/features/lists/listsSlice.ts",
    "web/src/features/lists/uriToHttp.ts",
    "web/src/features/settings/slippage.ts",
    "web/src/features/settings/userSlice.ts",
    "web/src/features/transactions/slice.ts",
    "web/src/features/transactions/checkSchedule.ts",
    "web/src/features/transactions/write/writeFlow.ts",
    "web/src/features/transactions/write/confirmationState.ts",
    "web/src/features/transactions/write/networkFee.ts",
    "web/src/features/transactions/write/approveWrite.ts",
    "web/src/features/insight/approvals/revokeWrite.ts",
    "web/src/app/routing/redirects.ts",
    "web/src/app/shell/navigation/navEntries.ts",
    "web/src/features/migrate/v1AddressRedirect.ts",
    "web/src/onchain/errors/toUserError.ts",
    "web/src/onchain/errors/revertReason.ts",
    "web/src/onchain/errors/errorChain.ts",
    "web/src/onchain/hooks/approval.ts",
    // The market view's pure parts: price series and candles, a token's swaps, table rows, routes, holdings.
    "web/src/features/market/priceSeries.ts",
    "web/src/features/market/candles.ts",
    "web/src/features/market/tokenSwaps.ts",
    "web/src/features/market/tableRows.ts",
    "web/src/features/market/tokenRoute.ts",
    "web/src/features/market/windowStarts.ts",
    "web/src/features/market/swapChart/chartRoute.ts",
    "web/src/features/market/portfolio/holdings.ts",
    "web/src/features/market/portfolio/accountInput.ts",
    "web/src/features/market/lookalikes.ts",
    // The check and window of the new logs read in the block poll; the factory's pair list (by index, or whole from
    // its logs) and a first scan's figures worked out range by range.
    "web/src/features/market/chainSource/polledLogs.ts",
    "web/src/features/market/chainSource/readFactoryPairs.ts",
    "web/src/features/market/chainSource/rangeFigures.ts",
    // The `?chain=` parameter of links: read from an address, written into a route or an address.
    "web/src/wallet/utils/chainParam.ts",
    "!**/*.test.ts",
  ]),
  thresholds: { high: 90, low: 80, break: 80 },
};
