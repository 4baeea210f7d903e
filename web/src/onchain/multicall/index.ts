/**
 * Contract reads batched into one multicall per block: components subscribe through the hooks, the slice keeps
 * listeners and results, and the block poll (onchain/BlockNumberUpdater) fetches what is outdated.
 */
export {
  contractReads,
  useMultipleContractSingleData,
  useSingleCallResult,
  useSingleContractMultipleData,
  type CallOptions,
  type CallState,
  type ViewMethodValue,
} from "./hooks";
export { INVALID_CALL_STATE, LOADING_CALL_STATE } from "./callState";
export { multicallReducer, updateMulticallResults, type ListenerOptions, type MulticallState } from "./slice";
export { MulticallUpdater } from "./MulticallUpdater";
export { keysDueNextBlock } from "./outdatedKeys";
export { pollBlock } from "./pollBlock";
export { multicallOnce } from "./readOnce";
export type { Call } from "./callKeys";
