import type { Deployment } from "./deploymentFile.ts";
import { readChainOverrides, type BuildEnv } from "./overrides.ts";
import type { ChainContracts, ChainInfo, SupportedChainId } from "./types.ts";
import { parseAddress } from "../sdk/index.ts";
import { INIT_CODE_HASH } from "./initCodeHash.ts";
import { isPentagonChainId, type PentagonFactsTable } from "./pentagonChainFacts.ts";
// The Vite config resolves this import to ./publicChains in a production build, so local RPC URLs never
// reach a public site.
import { PENTAGON_CHAIN_FACTS } from "./localChainFacts.ts";

export { INIT_CODE_HASH };

/** Local chains poll fast (hardhat mines on demand); public chains every 15 s, the product's polling interval. */
const LOCAL_POLLING_INTERVAL_MS = 1000;
const PUBLIC_POLLING_INTERVAL_MS = 15000;

type StaticChain = Omit<ChainInfo, "contracts" | "wrappedNative" | "rpcUrls" | "explorerUrl" | "market"> & {
  defaultRpcUrls: string[];
  /** Market pricing: the native depth a pool needs, and the whitelist by symbol among the deployment's tokens. */
  pricing: { minNativeCoins: number; whitelistSymbols: string[] };
  defaultExplorerUrl?: string;
  wrapped: { symbol: string; name: string; address?: string };
  defaultContracts?: Partial<Record<keyof ChainContracts, string>>;
};

const ETH = { name: "Ether", symbol: "ETH", decimals: 18 } as const;
const WETH = { symbol: "WETH", name: "Wrapped Ether" };
// Uniswap V2 factory/router, Multicall2 and the ENS registry share one address on mainnet, ropsten and rinkeby.
const UNISWAP_COMMON = {
  factory: "0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f",
  router: "0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D",
  multicall: "0x5BA1e12693Dc8F9c48aAD8770482f4739bEeD696",
  ensRegistry: "0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e",
};

/**
 * A Pentagon chain's pools price a token once the measuring side holds 10 coins: the seeded pools hold 50-100.
 * The whitelist names tokens by symbol among the deployment record's tokens, so a chain whose record lists no
 * tokens (the production records) prices through its wrapped native only.
 */
const PENTAGON_PRICING = (whitelistSymbols: string[]) => ({ minNativeCoins: 10, whitelistSymbols });
/** Uniswap's v2 subgraph threshold on Ethereum (52 ETH); no whitelist beyond WETH in this table. */
const ETHEREUM_PRICING = { minNativeCoins: 52, whitelistSymbols: [] };

/** A Pentagon chain: its coin (wrapped as W<coin>), PEN router names, and one whitelisted pricing token. */
function pentagonChain(chainId: SupportedChainId, coin: string, whitelistSymbol: string): StaticChain {
  return {
    chainId, name: "", isLocal: true, routerNaming: "PEN",
    nativeCurrency: { name: coin, symbol: coin, decimals: 18 },
    wrapped: { symbol: `W${coin}`, name: `Wrapped ${coin}` },
    defaultRpcUrls: [],
    pricing: PENTAGON_PRICING([whitelistSymbol]),
    initCodeHash: INIT_CODE_HASH, pollingIntervalMs: LOCAL_POLLING_INTERVAL_MS,
  };
}

/** An Ethereum network of Uniswap's own deployment: ETH, WETH at `weth`, Uniswap's shared contracts plus its own. */
function ethereumChain(
  chainId: SupportedChainId,
  name: string,
  network: { weth: string; rpcUrl: string; explorerUrl: string; contracts: Partial<Record<keyof ChainContracts, string>> },
): StaticChain {
  return {
    chainId, name, isLocal: false, routerNaming: "ETH", nativeCurrency: ETH,
    wrapped: { ...WETH, address: network.weth },
    defaultRpcUrls: [network.rpcUrl],
    pricing: ETHEREUM_PRICING,
    defaultExplorerUrl: network.explorerUrl,
    defaultContracts: { ...UNISWAP_COMMON, ...network.contracts },
    initCodeHash: INIT_CODE_HASH, pollingIntervalMs: PUBLIC_POLLING_INTERVAL_MS,
  };
}

const STATIC_CHAINS: Record<SupportedChainId, StaticChain> = {
  // Name, RPC, explorer, isLocal and polling of the Pentagon chains come from the profile's facts.
  555555: pentagonChain(555555, "PEN", "BARK"),
  3344: pentagonChain(3344, "PC", "PCG"),
  5555: pentagonChain(5555, "OAS", "OASG"),
  1: ethereumChain(1, "Ethereum", {
    weth: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
    rpcUrl: "https://ethereum-rpc.publicnode.com",
    explorerUrl: "https://etherscan.io",
    contracts: { v1Factory: "0xc0a47dFe034B400B47bDaD5FecDa2621de6c4d95", migrator: "0x16D4F26C15f3658ec65B1126ff27DD3dF2a2996b" },
  }),
  // Ropsten and Rinkeby are shut down upstream; they stay in the table because the product still names them.
  // Their RPC URLs are only defaults: set VITE_RPC_URL_3 / VITE_RPC_URL_4 to a node that still serves them.
  3: ethereumChain(3, "Ropsten", {
    weth: "0xc778417E063141139Fce010982780140Aa0cD5Ab",
    rpcUrl: "https://rpc.ankr.com/eth_ropsten",
    explorerUrl: "https://ropsten.etherscan.io",
    contracts: { v1Factory: "0x9c83dCE8CA20E9aAF9D3efc003b2ea62aBC08351" },
  }),
  4: ethereumChain(4, "Rinkeby", {
    weth: "0xc778417E063141139Fce010982780140Aa0cD5Ab",
    rpcUrl: "https://rpc.ankr.com/eth_rinkeby",
    explorerUrl: "https://rinkeby.etherscan.io",
    contracts: { v1Factory: "0xf5D915570BC477f9B8D6C0E980aA81757A3AaC36" },
  }),
};

const CONTRACT_NAMES: readonly (keyof ChainContracts)[] = ["factory", "router", "multicall", "v1Factory", "migrator", "ensRegistry"];

/** Each contract from the last source that names it with a valid address; a contract none names is absent. */
function mergeContracts(...sources: Partial<Record<keyof ChainContracts, string>>[]): ChainContracts {
  const contracts: ChainContracts = {};
  for (const name of CONTRACT_NAMES) {
    for (const source of sources) {
      const address = parseAddress(source[name]);
      if (address) contracts[name] = address;
    }
  }
  return contracts;
}

/** The chain's pricing parameters, its whitelist resolved to the deployment's token addresses. */
function marketPricing(s: StaticChain, deployment: Deployment | undefined): ChainInfo["market"] {
  const whitelist = s.pricing.whitelistSymbols
    .map((symbol) => parseAddress(deployment?.tokens.find((t) => t.symbol === symbol)?.address))
    .filter((a) => a !== undefined);
  return { minNativeLiquidity: BigInt(s.pricing.minNativeCoins) * 10n ** 18n, whitelist };
}

/** The Pentagon chains take name, RPC, explorer, isLocal and pace from the profile's facts table. */
function staticChain(chainId: SupportedChainId, facts: PentagonFactsTable): StaticChain {
  const s = STATIC_CHAINS[chainId];
  if (!isPentagonChainId(chainId)) return s;
  const f = facts[chainId];
  return { ...s, name: f.name, isLocal: f.isLocal, defaultRpcUrls: f.rpcUrls, defaultExplorerUrl: f.explorerUrl, pollingIntervalMs: f.pollingIntervalMs };
}

/**
 * Builds one chain's entry: static facts, then the deployment (local: deployments/<id>.json; production:
 * deployments/production/<id>.json), then VITE_ overrides, each later source winning. On a public Pentagon
 * network, contract address overrides are refused: a build variable must not be able to point real users
 * at other contracts than the reviewed record's. Pure so tests can feed any combination.
 */
export function buildChainInfo(
  chainId: SupportedChainId,
  deployment: Deployment | undefined,
  env: BuildEnv,
  facts: PentagonFactsTable = PENTAGON_CHAIN_FACTS,
): ChainInfo {
  const s = staticChain(chainId, facts);
  const o = readChainOverrides(env, chainId);
  if (isPentagonChainId(chainId) && !s.isLocal && (Object.keys(o.contracts).length > 0 || o.wrappedNative)) {
    throw new Error(`chain ${chainId}: contract address overrides are not allowed in a production build; use deployments/production/${chainId}.json`);
  }
  const d = deployment?.contracts;
  const contracts = mergeContracts(s.defaultContracts ?? {}, d ?? {}, o.contracts);
  const wrappedAddress = parseAddress(o.wrappedNative ?? d?.wrappedNative ?? s.wrapped.address);
  const wrappedNative: ChainInfo["wrappedNative"] = { symbol: s.wrapped.symbol, name: s.wrapped.name, decimals: 18 };
  if (wrappedAddress) wrappedNative.address = wrappedAddress;
  const info: ChainInfo = {
    chainId,
    name: s.name,
    nativeCurrency: s.nativeCurrency,
    wrappedNative,
    rpcUrls: o.rpcUrls ?? s.defaultRpcUrls,
    contracts,
    initCodeHash: deployment?.initCodeHash || s.initCodeHash,
    routerNaming: s.routerNaming,
    pollingIntervalMs: s.pollingIntervalMs,
    isLocal: s.isLocal,
    market: marketPricing(s, deployment),
  };
  const explorerUrl = o.explorerUrl ?? s.defaultExplorerUrl;
  if (explorerUrl) info.explorerUrl = explorerUrl;
  return info;
}

const ALL_CHAIN_IDS: SupportedChainId[] = [555555, 3344, 5555, 1, 3, 4];

export function buildChainTable(
  deployments: Record<number, Deployment>,
  env: BuildEnv,
  facts: PentagonFactsTable = PENTAGON_CHAIN_FACTS,
): Record<SupportedChainId, ChainInfo> {
  return Object.fromEntries(ALL_CHAIN_IDS.map((id) => [id, buildChainInfo(id, deployments[id], env, facts)])) as Record<SupportedChainId, ChainInfo>;
}
