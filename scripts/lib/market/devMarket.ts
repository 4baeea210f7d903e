/**
 * The living market `npm run dev` shows beside the deploy's fixed seed: on 555555 thirty more pools of game tokens
 * (none on a token list, so Explore marks them unverified) with 2,400 swaps from six accounts over the past 30 days
 * of block time, a pool with a manipulated ratio and no depth (Explore shows "no price" for its token), and a token
 * named and symbolled like the listed BARK; on 3344 and 5555 four pools each with a few hundred swaps.
 *
 * Only for dev: the e2e chains keep the deploy's seed alone (their specs check its pools, prices and balances, and
 * the global setup deploys every worker's chains, where thousands of swaps would add minutes for nothing). The
 * accounts are Hardhat's #10–#15, which the deploy never uses, so the deployment record and the dev accounts'
 * balances are as the deploy left them. Idempotent: a chain whose account #10 has sent anything is left as is.
 */
import { readRecord } from "../deploymentRecord";
import { headOf, jsonRpc } from "./blockMiner";
import { seedMarket, WRAPPED, type MarketPlan, type MarketPoolSpec, type MarketTokenSpec } from "./seedMarket";

const DAY = 24 * 60 * 60;
/** How far back the dev chains' clocks start (see hardhat.node.config.ts): the 30 days of swaps plus the deploy. */
export const DEV_CHAIN_HISTORY_DAYS = 31;
const MARKET_ACCOUNTS = [10, 11, 12, 13, 14, 15];

const GAME_TOKENS: Array<[string, string]> = [
  ["DRGS", "Dragon Scale"],
  ["MANA", "Mana Crystal"],
  ["IORE", "Iron Ore"],
  ["ELFD", "Elf Dust"],
  ["RUNE", "Rune Stone"],
  ["PHNX", "Phoenix Feather"],
  ["GOLD", "Gold Coin"],
  ["STAR", "Star Shard"],
  ["MOON", "Moon Rock"],
  ["VOID", "Void Essence"],
  ["FRST", "Frost Gem"],
  ["EMBR", "Ember"],
];

const token = ([symbol, name]: [string, string]): MarketTokenSpec => ({ symbol, name, supply: 100_000_000 });

/** 555555: 12 game tokens with a WPEN pool each, 6 with a BARK pool, 10 pools between them, the look-alike, the thin pool. */
function penPlan(): Pick<MarketPlan, "tokens" | "pools" | "swaps" | "swapsPerBlock"> {
  const symbols = GAME_TOKENS.map(([s]) => s);
  const pools: MarketPoolSpec[] = [];
  symbols.forEach((s, i) => pools.push({ a: WRAPPED, b: s, amountA: 20 + 15 * i, amountB: (20 + 15 * i) * (10 + 37 * i) }));
  symbols.slice(0, 6).forEach((s, i) => pools.push({ a: "BARK", b: s, amountA: 2_000, amountB: 2_000 * (0.1 + 0.37 * i) }));
  for (let i = 0; i < 10; i++) pools.push({ a: symbols[i], b: symbols[(i + 3) % symbols.length], amountA: 5_000, amountB: 5_000 * (1 + (i % 4)) });
  // Named and symbolled like the listed BARK, on no list: Explore marks it unverified, the warning guards a trade.
  pools.push({ a: WRAPPED, b: "FAKEBARK", amountA: 30, amountB: 3_000 });
  // 1 THIN = 1,000 PEN on half a PEN of depth: below the pricing rule's minimum, so it sets no price.
  pools.push({ a: WRAPPED, b: "THIN", amountA: 0.5, amountB: 0.0005, quiet: true });
  return {
    tokens: [...GAME_TOKENS.map(token), { key: "FAKEBARK", symbol: "BARK", name: "Bark", supply: 10_000_000 }, { symbol: "THIN", name: "Thin Pool Token", supply: 1_000 }],
    pools,
    swaps: 2_400,
    swapsPerBlock: 8,
  };
}

/** 3344 / 5555: three game tokens with a wrapped-native pool each and one against the chain's gem. */
function gamePlan(gem: string, names: Array<[string, string]>): Pick<MarketPlan, "tokens" | "pools" | "swaps" | "swapsPerBlock"> {
  const pools: MarketPoolSpec[] = names.map(([s], i) => ({ a: WRAPPED, b: s, amountA: 40 + 20 * i, amountB: (40 + 20 * i) * (25 + 50 * i) }));
  pools.push({ a: gem, b: names[0][0], amountA: 2_000, amountB: 2_000 });
  return { tokens: names.map(token), pools, swaps: 300, swapsPerBlock: 5 };
}

const PLANS: Record<number, () => Pick<MarketPlan, "tokens" | "pools" | "swaps" | "swapsPerBlock">> = {
  555555: penPlan,
  3344: () => gamePlan("PCG", [["SHRD", "Pentagon Shard"], ["TOTM", "Totem"], ["BLZE", "Blaze"]]),
  5555: () => gamePlan("OASG", [["VRSE", "Verse Relic"], ["GLYF", "Glyph"], ["TIDE", "Tide Pearl"]]),
};

/** Seeds one running, deployed dev chain's market (nothing when already seeded); says what it did. */
export async function seedDevMarket(chainId: number, url: string, say: (s: string) => void): Promise<void> {
  const plan = PLANS[chainId];
  const deployment = readRecord(chainId);
  if (!plan || !deployment) return;
  const rpc = jsonRpc(url);
  const accounts = await rpc.call<string[]>("eth_accounts");
  if (accounts.length <= Math.max(...MARKET_ACCOUNTS)) throw new Error(`chain ${chainId} offers ${accounts.length} accounts; the market needs #${MARKET_ACCOUNTS.join(", #")}`);
  const traders = MARKET_ACCOUNTS.map((i) => accounts[i]);
  if (Number(await rpc.call<string>("eth_getTransactionCount", [traders[0], "latest"])) > 0) {
    say(`chain ${chainId}: market already seeded`);
    return;
  }
  const now = Math.floor(Date.now() / 1000);
  const head = await headOf(rpc);
  // Swaps over the past 30 days when the chain's clock started early enough (dev starts it 31 days back); a chain
  // started at the present (reused from elsewhere) gets them over the last minutes instead, never in the future.
  const from = Math.max(now - 30 * DAY, head.timestamp + 3_600);
  const start = from < now - 600 ? from : head.timestamp + 600;
  const to = Math.max(start + 600, now - 60);
  if (from >= now - 600) say(`chain ${chainId}: its clock started recently, so the market's swaps lie in the last minutes, not 30 days`);
  const started = Date.now();
  const seeded = await seedMarket(rpc, deployment, { ...plan(), accounts: traders, holder: accounts[0], from: start, to }, (s) => say(`chain ${chainId} market: ${s}`));
  // The seeding took minutes: one more block at the present, so the chain's clock (and the app's deadlines) goes on from now.
  await rpc.call("evm_mine", [Math.max(Math.floor(Date.now() / 1000), (await headOf(rpc)).timestamp + 1)]);
  say(`chain ${chainId}: market seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${seeded.pairs.length} more pools, ${seeded.swaps} swaps, head ${seeded.head}`);
}
