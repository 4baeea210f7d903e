/**
 * Reading a chain through its list of RPC URLs: the failover transport (one URL after another, an outage as
 * RpcUnavailableError), the read client and ethers provider over it, each chain's health, and the banner that
 * shows an outage.
 */
export { FailoverTransport, RpcUnavailableError, isRpcUnavailableError, type SendOptions, type TransportEvents, type TransportOptions } from "./failoverTransport";
export { FailoverJsonRpcProvider } from "./FailoverJsonRpcProvider";
export { RpcAnswerError, RpcReadClient, type SendTiming } from "./readClient";
export { nextRetryDelayMs } from "./retryDelay";
export { rpcHealth } from "./rpcHealth";
export { useChainDataStale, useRpcHealth } from "./useRpcHealth";
export { RpcHealthBanner } from "./RpcHealthBanner";
