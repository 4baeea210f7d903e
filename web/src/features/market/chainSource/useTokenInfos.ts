import { useMemo } from "react";
import { BYTES32_TOKEN_INTERFACE, TEST_ERC20_INTERFACE } from "@/onchain/hooks";
import { contractReads, useMultipleContractSingleData, type CallOptions } from "@/onchain/multicall";
import { parseAddress } from "@/sdk";
import type { Bytes32Token, TestERC20 } from "../../../../../typechain-types";
import { parseStringOrBytes32 } from "../../tokens";
import type { MarketTokenInfo } from "../types";
import { READ_ONCE } from "./useFactoryPairs";
import { useListedTokenInfos } from "../useListedTokenInfos";

const ERC20_METADATA = contractReads<TestERC20>(TEST_ERC20_INTERFACE);
const BYTES32_METADATA = contractReads<Bytes32Token>(BYTES32_TOKEN_INTERFACE);

/** Read once, the first time at once: Explore's rows wait for it (see useFirstReadAtOnce). */
const METADATA_READ: CallOptions = { ...READ_ONCE, firstReadAtOnce: true };

/** Decimals a token may declare and still be shown; beyond it the amounts would be nonsense. */
const MAX_DECIMALS = 255;

/**
 * Symbol, name and decimals of each token (lowercase addresses), by lowercase address: from the active lists (then
 * marked verified), the chain's wrapped native coin, or the token's own contract, read once in the block's
 * multicall (string or bytes32 name and symbol). A token whose decimals cannot be read is left out.
 */
export function useTokenInfos(chainId: number, addresses: readonly string[]): { infos: Map<string, MarketTokenInfo>; loading: boolean } {
  const listed = useListedTokenInfos(chainId);
  const unknown = useMemo(() => addresses.filter((a) => !listed.has(a)), [addresses, listed]);
  const symbol = useMultipleContractSingleData(unknown, ERC20_METADATA, "symbol", undefined, METADATA_READ);
  const name = useMultipleContractSingleData(unknown, ERC20_METADATA, "name", undefined, METADATA_READ);
  const decimals = useMultipleContractSingleData(unknown, ERC20_METADATA, "decimals", undefined, METADATA_READ);
  const symbol32 = useMultipleContractSingleData(unknown, BYTES32_METADATA, "symbol", undefined, METADATA_READ);
  const name32 = useMultipleContractSingleData(unknown, BYTES32_METADATA, "name", undefined, METADATA_READ);

  return useMemo(() => {
    const infos = new Map<string, MarketTokenInfo>();
    for (const a of addresses) {
      const info = listed.get(a);
      if (info) infos.set(a, info);
    }
    let loading = false;
    unknown.forEach((a, i) => {
      if (decimals[i].loading || symbol[i].loading || name[i].loading) {
        loading = true;
        return;
      }
      const d = decimals[i].value;
      if (d === undefined || decimals[i].error || Number(d) > MAX_DECIMALS) return;
      infos.set(a, {
        address: parseAddress(a) ?? a,
        symbol: parseStringOrBytes32(symbol[i].value, symbol32[i].value, ""),
        name: parseStringOrBytes32(name[i].value, name32[i].value, ""),
        decimals: Number(d),
        verified: false,
      });
    });
    return { infos, loading };
  }, [addresses, listed, unknown, symbol, name, decimals, symbol32, name32]);
}
