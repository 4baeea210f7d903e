/** Chain-reading hooks shared by swap, liquidity and migration (data flows chain → multicall → these → features). */
export { ApprovalState, approvalAmounts, approvalState, isUnlimitedAllowance, unlimitedApprovalAmount, ROUTER_UNLIMITED_APPROVAL } from "./approval";
export { needsAllowanceReset } from "./allowanceReset";
export {
  ERC20_INTERFACE,
  ERC20_READS,
  ETH_ROUTER_INTERFACE,
  PAIR_INTERFACE,
  PAIR_READS,
  PEN_ROUTER_INTERFACE,
  routerInterface,
  V1_EXCHANGE_INTERFACE,
  V1_EXCHANGE_READS,
} from "./interfaces";
export {
  BYTES32_TOKEN_INTERFACE,
  FACTORY_INTERFACE,
  MIGRATOR_INTERFACE,
  MULTICALL_INTERFACE,
  TEST_ERC20_INTERFACE,
  WRAPPED_NATIVE_INTERFACE,
} from "../contracts/abis";
export { contractAt } from "../contracts/contractHandle";
export { PairState, toPairState } from "./pairState";
export { useCurrencyBalance, useCurrencyBalances, useNativeBalances, useTokenBalances } from "./useBalances";
export { useContracts, usePairContract, useTokenContract } from "./useContracts";
export { usePair, usePairs } from "./usePairs";
export { useTokenAllowance, useTotalSupply } from "./useTokenReads";
