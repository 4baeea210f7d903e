import { useMemo } from "react";
import { getChainInfo } from "@/networks";
import { useActiveChainId } from "../useActiveChainId";
import {
  ERC20_INTERFACE,
  FACTORY_INTERFACE,
  MIGRATOR_INTERFACE,
  MULTICALL_INTERFACE,
  PAIR_INTERFACE,
  PEN_ROUTER_INTERFACE,
  V1_FACTORY_INTERFACE,
  WRAPPED_NATIVE_INTERFACE,
} from "../contracts/abis";
import { contractAt } from "../contracts/contractHandle";
import type {
  IERC20,
  IUniswapV2Factory,
  IUniswapV2Pair,
  IV1Factory,
  Multicall,
  PenMigrator,
  PenRouter,
  WrappedNative,
} from "../../../../typechain-types";

/**
 * Typed handles of the active chain's contracts, for multicall reads (interface + address) and for encoding
 * transaction data. Not connected to a runner: reads go through multicall and writes through sendTransaction.
 * A contract missing on this chain/build is undefined.
 */
export function useContracts() {
  const chainId = useActiveChainId();
  return useMemo(() => {
    const chain = getChainInfo(chainId);
    const at = <T>(address: string | undefined, handle: (address: string) => T): T | undefined => (address ? handle(address) : undefined);
    return {
      chainId,
      router: at(chain?.contracts.router, (a) => contractAt<PenRouter>(PEN_ROUTER_INTERFACE, a)),
      factory: at(chain?.contracts.factory, (a) => contractAt<IUniswapV2Factory>(FACTORY_INTERFACE, a)),
      multicall: at(chain?.contracts.multicall, (a) => contractAt<Multicall>(MULTICALL_INTERFACE, a)),
      migrator: at(chain?.contracts.migrator, (a) => contractAt<PenMigrator>(MIGRATOR_INTERFACE, a)),
      v1Factory: at(chain?.contracts.v1Factory, (a) => contractAt<IV1Factory>(V1_FACTORY_INTERFACE, a)),
      wrappedNative: at(chain?.wrappedNative.address, (a) => contractAt<WrappedNative>(WRAPPED_NATIVE_INTERFACE, a)),
    };
  }, [chainId]);
}

/** An ERC-20 handle (interface + address) for multicall reads and call encoding. */
export function useTokenContract(address: string | undefined) {
  return useMemo(() => (address ? contractAt<IERC20>(ERC20_INTERFACE, address) : undefined), [address]);
}

/** A V2 pair handle (getReserves, nonces, permit encoding). */
export function usePairContract(address: string | undefined) {
  return useMemo(() => (address ? contractAt<IUniswapV2Pair>(PAIR_INTERFACE, address) : undefined), [address]);
}
