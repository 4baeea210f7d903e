/**
 * What the deploy script puts on each local chain: wrapped native, test tokens, seeded V2 pools,
 * Uniswap V1 positions and (555555 only) ENS names. Order matters: tokens and pools are deployed in
 * array order, so changing an array changes the deterministic addresses in deployments/<chainId>.json.
 *
 * Prices are chosen so routes are easy to check by hand: on 555555 1 WPEN = 100 BARK = 100 CPEN,
 * 1 BARK = 0.2 FIVE = 5 Banana, 1 FIVE = 5 USDT, 1 WPEN = 200 cPENTESTER.
 */
export type TokenKind = "standard" | "feeOnTransfer" | "bytes32" | "revertingName" | "permit" | "resetApproval";

/** Symbol of the wrapped native in pool and V1 specs, whatever its chain-specific symbol is. */
export const WRAPPED = "WRAPPED";

export interface TokenSpec {
  symbol: string;
  name: string;
  decimals: number;
  kind: TokenKind;
  /** Whole tokens minted to the deployer. */
  supply: number;
}

export interface PoolSpec {
  /** Token symbols, or WRAPPED for the wrapped native (seeded with native coin through addLiquidityPEN). */
  a: string;
  b: string;
  /** Whole-token amounts added by the deployer. */
  amountA: number;
  amountB: number;
}

export interface V1PositionSpec {
  token: string;
  /** Native coin and tokens each dev account adds to the V1 exchange (the first deposit sets the V1 price). */
  nativePerAccount: number;
  tokensPerAccount: number;
}

export interface ChainConfig {
  chainId: number;
  wrapped: { name: string; symbol: string };
  tokens: TokenSpec[];
  pools: PoolSpec[];
  /** Whole tokens (of every test token) sent to each dev account #1..#4 (#0 keeps the rest). */
  fundPerAccount: number;
  v1Positions: V1PositionSpec[];
  /** ENS names → dev account index; only on chains with ENS. */
  ensNames?: Record<string, number>;
  /** ENS name whose resolver carries a contenthash record (token-list lookups by ENS name). */
  ensContenthashName?: string;
}

/** The four odd tokens every chain carries, to exercise the app's defensive token handling. */
const ODD_TOKENS: TokenSpec[] = [
  { symbol: "FOT", name: "Fee On Transfer", decimals: 18, kind: "feeOnTransfer", supply: 1_000_000 },
  { symbol: "B32", name: "Bytes32 Token", decimals: 18, kind: "bytes32", supply: 1_000_000 },
  { symbol: "NONAME", name: "", decimals: 18, kind: "revertingName", supply: 1_000_000 },
  { symbol: "PRMT", name: "Permit Token", decimals: 18, kind: "permit", supply: 1_000_000 },
];

/** Dev accounts #0..#4 of the default Hardhat mnemonic get tokens and V1 positions. */
export const DEV_ACCOUNT_COUNT = 5;

const PEN: ChainConfig = {
  chainId: 555555,
  wrapped: { name: "Wrapped PEN", symbol: "WPEN" },
  tokens: [
    { symbol: "BARK", name: "Bark", decimals: 18, kind: "standard", supply: 10_000_000 },
    { symbol: "FIVE", name: "Five", decimals: 18, kind: "standard", supply: 10_000_000 },
    { symbol: "cPENTESTER", name: "cPENTESTER", decimals: 18, kind: "standard", supply: 10_000_000 },
    { symbol: "USDT", name: "Tether USD", decimals: 6, kind: "standard", supply: 10_000_000 },
    { symbol: "Banana", name: "Banana", decimals: 18, kind: "standard", supply: 10_000_000 },
    { symbol: "CPEN", name: "CPEN", decimals: 18, kind: "standard", supply: 10_000_000 },
    ...ODD_TOKENS,
  ],
  // Deliberately without a pool: WPEN/USDT (reachable only in 3 hops), CPEN/BARK, CPEN/USDT, Banana/FIVE.
  pools: [
    { a: WRAPPED, b: "CPEN", amountA: 100, amountB: 10_000 },
    { a: WRAPPED, b: "BARK", amountA: 100, amountB: 10_000 },
    { a: "BARK", b: "FIVE", amountA: 10_000, amountB: 2_000 },
    { a: "FIVE", b: "USDT", amountA: 2_000, amountB: 10_000 },
    { a: "Banana", b: "BARK", amountA: 50_000, amountB: 10_000 },
    { a: "cPENTESTER", b: WRAPPED, amountA: 10_000, amountB: 50 },
    { a: WRAPPED, b: "FOT", amountA: 50, amountB: 5_000 },
    { a: "BARK", b: "PRMT", amountA: 10_000, amountB: 10_000 },
    { a: WRAPPED, b: "B32", amountA: 50, amountB: 5_000 },
    { a: WRAPPED, b: "NONAME", amountA: 50, amountB: 5_000 },
  ],
  fundPerAccount: 10_000,
  v1Positions: [
    // Same price as the V2 WPEN/BARK pool (1 : 100).
    { token: "BARK", nativePerAccount: 1, tokensPerAccount: 100 },
    // 1 : 110 against 1 : 100 on V2: a 10 % difference, above the 5 % price-difference warning.
    { token: "CPEN", nativePerAccount: 1, tokensPerAccount: 110 },
    // No V2 WPEN/USDT pool: migrating creates it.
    { token: "USDT", nativePerAccount: 1, tokensPerAccount: 100 },
  ],
  ensNames: { "dev.eth": 0, "alice.eth": 1, "bob.eth": 2 },
  ensContenthashName: "tokens.penswap.eth",
};

/** 3344 and 5555 carry a smaller set around their wrapped native. */
function gameChain(chainId: number, wrapped: { name: string; symbol: string }, gem: [string, string], ore: [string, string]): ChainConfig {
  const [gemSymbol, gemName] = gem;
  const [oreSymbol, oreName] = ore;
  return {
    chainId,
    wrapped,
    tokens: [
      { symbol: gemSymbol, name: gemName, decimals: 18, kind: "standard", supply: 10_000_000 },
      { symbol: oreSymbol, name: oreName, decimals: 18, kind: "standard", supply: 10_000_000 },
      { symbol: "USDT", name: "Tether USD", decimals: 6, kind: "standard", supply: 10_000_000 },
      ...ODD_TOKENS,
    ],
    // Deliberately without a pool: WRAPPED/USDT, WRAPPED/ore and gem/USDT. V1: gem at the V2 price, ore and USDT without a V2 pool.
    pools: [
      { a: WRAPPED, b: gemSymbol, amountA: 100, amountB: 10_000 },
      { a: gemSymbol, b: oreSymbol, amountA: 10_000, amountB: 5_000 },
      { a: oreSymbol, b: "USDT", amountA: 5_000, amountB: 10_000 },
      { a: WRAPPED, b: "FOT", amountA: 50, amountB: 5_000 },
      { a: gemSymbol, b: "PRMT", amountA: 10_000, amountB: 10_000 },
      { a: WRAPPED, b: "B32", amountA: 50, amountB: 5_000 },
      { a: WRAPPED, b: "NONAME", amountA: 50, amountB: 5_000 },
    ],
    fundPerAccount: 10_000,
    v1Positions: [
      { token: gemSymbol, nativePerAccount: 1, tokensPerAccount: 100 },
      { token: oreSymbol, nativePerAccount: 1, tokensPerAccount: 60 },
      { token: "USDT", nativePerAccount: 1, tokensPerAccount: 100 },
    ],
  };
}

export const CHAIN_CONFIGS: Record<number, ChainConfig> = {
  555555: PEN,
  3344: gameChain(3344, { name: "Wrapped PC", symbol: "WPC" }, ["PCG", "Pentagon Gem"], ["PCO", "Pentagon Ore"]),
  5555: gameChain(5555, { name: "Wrapped OAS", symbol: "WOAS" }, ["OASG", "Verse Gem"], ["OASO", "Verse Ore"]),
};

export function chainConfig(chainId: number): ChainConfig {
  const config = CHAIN_CONFIGS[chainId];
  if (!config) throw new Error(`chain ${chainId} is not a PenSwap local chain (expected one of ${Object.keys(CHAIN_CONFIGS).join(", ")})`);
  return config;
}
