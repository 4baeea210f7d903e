import { useMemo } from "react";
import {
  IERC20__factory,
  IUniswapV2Factory__factory,
  IUniswapV2Pair__factory,
  IV1Factory__factory,
  Multicall__factory,
  PenMigrator__factory,
  PenRouter__factory,
  WrappedNative__factory,
} from "../../../../typechain-types";
import { getChainInfo } from "@/chains";
import { useActiveChainId } from "../useActiveChainId";

/**
 * Typed handles of the active chain's contracts, for multicall reads (interface + address) and for encoding
 * transaction data. Not connected to a runner: reads go through multicall and writes through sendTransaction.
 * A contract missing on this chain/build is undefined.
 */
export function useContracts() {
  const chainId = useActiveChainId();
  return useMemo(() => {
    const chain = getChainInfo(chainId);
    const at = <T>(address: string | undefined, connect: (address: string) => T): T | undefined =>
      address ? connect(address) : undefined;
    return {
      chainId,
      router: at(chain?.contracts.router, (a) => PenRouter__factory.connect(a)),
      factory: at(chain?.contracts.factory, (a) => IUniswapV2Factory__factory.connect(a)),
      multicall: at(chain?.contracts.multicall, (a) => Multicall__factory.connect(a)),
      migrator: at(chain?.contracts.migrator, (a) => PenMigrator__factory.connect(a)),
      v1Factory: at(chain?.contracts.v1Factory, (a) => IV1Factory__factory.connect(a)),
      wrappedNative: at(chain?.wrappedNative.address, (a) => WrappedNative__factory.connect(a)),
    };
  }, [chainId]);
}

/** An ERC-20 handle (interface + address) for multicall reads and call encoding. */
export function useTokenContract(address: string | undefined) {
  return useMemo(() => (address ? IERC20__factory.connect(address) : undefined), [address]);
}

/** A V2 pair handle (getReserves, nonces, permit encoding). */
export function usePairContract(address: string | undefined) {
  return useMemo(() => (address ? IUniswapV2Pair__factory.connect(address) : undefined), [address]);
}
