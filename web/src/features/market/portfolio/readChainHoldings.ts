import type { Interface } from "ethers";
import { BYTES32_TOKEN_INTERFACE, ERC20_INTERFACE, FACTORY_INTERFACE, MULTICALL_INTERFACE, PAIR_INTERFACE, TEST_ERC20_INTERFACE } from "@/onchain/hooks";
import type { Call } from "@/onchain/multicall";
import { multicallOnce } from "@/onchain/multicall";
import { getReadClient } from "@/onchain/readClients";
import { getChainInfo } from "@/networks";
import { parseAddress } from "@/sdk";
import { parseStringOrBytes32 } from "../../tokens";
import { loadFactoryPairs } from "../chainSource/loadFactoryPairs";
import type { ReadCalls } from "../chainSource/readFactoryPairs";
import type { MarketTokenInfo, PositionsReader } from "../types";
import type { AccountReads, PairRead } from "./holdings";

/** Decimals a token may declare and still be shown; beyond it the amounts would be nonsense. */
const MAX_DECIMALS = 255;

/** What readChainHoldings read, and where its LP positions came from. */
export type HoldingsReads = AccountReads & { lpSource: "indexer" | "chain" };

const call = (address: string, iface: Interface, method: string, args: unknown[] = []): Call => ({
  address: parseAddress(address) ?? address,
  callData: iface.encodeFunctionData(method, args).toLowerCase(),
});

/** The call's only output, or undefined when it reverted or returned something undecodable. */
function decodeOne(iface: Interface, method: string, data: string | null): unknown {
  if (data === null) return undefined;
  try {
    return iface.decodeFunctionResult(method, data)[0];
  } catch {
    return undefined;
  }
}

function decodeAll(iface: Interface, method: string, data: string | null): readonly unknown[] | undefined {
  if (data === null) return undefined;
  try {
    return [...iface.decodeFunctionResult(method, data)];
  } catch {
    return undefined;
  }
}

const asBigint = (value: unknown): bigint | undefined => (typeof value === "bigint" ? value : undefined);
const asString = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * Every factory pair (chainSource's loadFactoryPairs: only pools created since the last read are asked for) with its
 * reserves, LP supply and the account's LP balance. A pair whose reads failed is left out.
 */
async function readChainPositions(chainId: number, read: ReadCalls, account: string, count: number): Promise<PairRead[]> {
  const { pairs: refs } = await loadFactoryPairs(chainId, count);
  const PER_PAIR = 3;
  const answers = await read(
    refs.flatMap((p) => [call(p.address, PAIR_INTERFACE, "getReserves"), call(p.address, PAIR_INTERFACE, "totalSupply"), call(p.address, PAIR_INTERFACE, "balanceOf", [account])]),
  );
  const pairs: PairRead[] = [];
  refs.forEach((ref, i) => {
    const reserves = decodeAll(PAIR_INTERFACE, "getReserves", answers[i * PER_PAIR]);
    const totalSupply = asBigint(decodeOne(PAIR_INTERFACE, "totalSupply", answers[i * PER_PAIR + 1]));
    const balance = asBigint(decodeOne(PAIR_INTERFACE, "balanceOf", answers[i * PER_PAIR + 2]));
    const reserve0 = asBigint(reserves?.[0]);
    const reserve1 = asBigint(reserves?.[1]);
    if (reserve0 === undefined || reserve1 === undefined || totalSupply === undefined || balance === undefined) return;
    pairs.push({ ...ref, reserve0, reserve1, totalSupply, balance });
  });
  return pairs;
}

/** Symbol, name and decimals of tokens no list knows, from their contracts (string or bytes32 texts). */
async function readTokenInfos(read: ReadCalls, addresses: string[]): Promise<Map<string, MarketTokenInfo>> {
  const methods = [
    [TEST_ERC20_INTERFACE, "symbol"],
    [TEST_ERC20_INTERFACE, "name"],
    [TEST_ERC20_INTERFACE, "decimals"],
    [BYTES32_TOKEN_INTERFACE, "symbol"],
    [BYTES32_TOKEN_INTERFACE, "name"],
  ] as const;
  const answers = await read(addresses.flatMap((a) => methods.map(([iface, method]) => call(a, iface, method))));
  const infos = new Map<string, MarketTokenInfo>();
  addresses.forEach((address, i) => {
    const [symbol, name, decimals, symbol32, name32] = methods.map(([iface, method], m) => decodeOne(iface, method, answers[i * methods.length + m]));
    const d = asBigint(decimals);
    if (d === undefined || d > BigInt(MAX_DECIMALS)) return;
    infos.set(address, {
      address: parseAddress(address) ?? address,
      symbol: parseStringOrBytes32(asString(symbol), asString(symbol32), ""),
      name: parseStringOrBytes32(asString(name), asString(name32), ""),
      decimals: Number(d),
      verified: false,
    });
  });
  return infos;
}

/**
 * Reads an account's holdings on one chain in a few one-off batched multicalls over the chain's own RPC list (the
 * app's failover read client), whether or not it is the active chain: the native balance, the balances of `tokens`
 * (lowercase addresses), every pool with its reserves, supply and the account's LP balance, and the metadata of
 * tokens in the account's LP positions that `knownTokens` lacks. The pools come from `positions` (the indexer) when
 * it answers for the chain's head, else from the chain; coin and token balances always come from the chain.
 * Rejects when the chain does not answer.
 */
export async function readChainHoldings(
  chainId: number,
  account: string,
  tokens: readonly string[],
  knownTokens: ReadonlyMap<string, MarketTokenInfo>,
  positions?: PositionsReader,
): Promise<HoldingsReads> {
  const chain = getChainInfo(chainId);
  const client = getReadClient(chainId);
  const { multicall, factory } = chain?.contracts ?? {};
  if (!chain || !client || !multicall || !factory) throw new Error(`PenSwap is not deployed on chain ${chainId}`);
  const read: ReadCalls = (calls) => (calls.length === 0 ? Promise.resolve([]) : multicallOnce(client, multicall, calls));

  const first = await read([
    call(multicall, MULTICALL_INTERFACE, "getEthBalance", [account]),
    call(factory, FACTORY_INTERFACE, "allPairsLength"),
    call(multicall, MULTICALL_INTERFACE, "getBlockNumber"),
    ...tokens.map((token) => call(token, ERC20_INTERFACE, "balanceOf", [account])),
  ]);
  const native = asBigint(decodeOne(MULTICALL_INTERFACE, "getEthBalance", first[0]));
  const count = asBigint(decodeOne(FACTORY_INTERFACE, "allPairsLength", first[1]));
  const head = asBigint(decodeOne(MULTICALL_INTERFACE, "getBlockNumber", first[2]));
  if (native === undefined || count === undefined || head === undefined) throw new Error(`Chain ${chainId} answered without a balance, a pair count or a block number`);
  const balances = new Map<string, bigint>();
  tokens.forEach((token, i) => {
    const balance = asBigint(decodeOne(ERC20_INTERFACE, "balanceOf", first[3 + i]));
    if (balance !== undefined) balances.set(token, balance);
  });

  const indexed = positions ? await positions(chainId, account, Number(head)) : undefined;
  const pairs = indexed ?? (await readChainPositions(chainId, read, account, Number(count)));
  const missing = [...new Set(pairs.filter((p) => p.balance > 0n).flatMap((p) => [p.token0, p.token1]))].filter((a) => !knownTokens.has(a));
  const tokenInfos = await readTokenInfos(read, missing);
  return { native, balances, pairs, tokenInfos, lpSource: indexed ? "indexer" : "chain" };
}
