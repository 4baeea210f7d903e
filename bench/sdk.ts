/**
 * Speed of best-trade search: web/src/sdk against @uniswap/v2-sdk on the same inputs in one run.
 * 50 random pairs over 15 tokens (seeded), maxHops 3, maxNumResults 3; each call searches a different
 * input/output token pair and amount. Prints ms per call for each library and the ratio (budget: ours >= 20x).
 * Run: npm run bench:sdk
 */
import * as Ref from "@uniswap/v2-sdk";
import * as RefCore from "@uniswap/sdk-core";
import { CurrencyAmount, Pair, Token, Trade } from "../web/src/sdk";
import { SeededRandom } from "../web/src/sdk/testRandom";

const TOKENS = 15;
const PAIRS = 50;
const OPTIONS = { maxHops: 3, maxNumResults: 3 };

const rng = new SeededRandom(20240501);
const tokens = Array.from({ length: TOKENS }, (_, i) => {
  const address = rng.address();
  return { ours: new Token(1, address, 18, `T${i}`), ref: new RefCore.Token(1, address, 18, `T${i}`) };
});
const oursPairs: Pair[] = [];
const refPairs: Ref.Pair[] = [];
const used = new Set<string>();
while (oursPairs.length < PAIRS) {
  const i = rng.int(0, TOKENS - 1);
  const j = rng.int(0, TOKENS - 1);
  if (i === j || used.has(`${Math.min(i, j)}-${Math.max(i, j)}`)) continue;
  used.add(`${Math.min(i, j)}-${Math.max(i, j)}`);
  const x = 10n ** 18n * BigInt(rng.int(1_000, 10_000_000));
  const y = 10n ** 18n * BigInt(rng.int(1_000, 10_000_000));
  oursPairs.push(new Pair(CurrencyAmount.fromRawAmount(tokens[i].ours, x), CurrencyAmount.fromRawAmount(tokens[j].ours, y)));
  refPairs.push(
    new Ref.Pair(RefCore.CurrencyAmount.fromRawAmount(tokens[i].ref, x.toString()), RefCore.CurrencyAmount.fromRawAmount(tokens[j].ref, y.toString())),
  );
}

interface Query {
  from: number;
  to: number;
  amount: bigint;
}
const queries: Query[] = Array.from({ length: 40 }, () => {
  const from = rng.int(0, TOKENS - 1);
  let to = rng.int(0, TOKENS - 1);
  while (to === from) to = rng.int(0, TOKENS - 1);
  return { from, to, amount: 10n ** 18n * BigInt(rng.int(1, 1000)) };
});

type Runner = (query: Query) => { length: number };
const runners: Record<string, Record<string, Runner>> = {
  bestTradeExactIn: {
    ours: (q) => Trade.bestTradeExactIn(oursPairs, CurrencyAmount.fromRawAmount(tokens[q.from].ours, q.amount), tokens[q.to].ours, OPTIONS),
    ref: (q) =>
      Ref.Trade.bestTradeExactIn(refPairs, RefCore.CurrencyAmount.fromRawAmount(tokens[q.from].ref, q.amount.toString()), tokens[q.to].ref, OPTIONS),
  },
  bestTradeExactOut: {
    ours: (q) => Trade.bestTradeExactOut(oursPairs, tokens[q.from].ours, CurrencyAmount.fromRawAmount(tokens[q.to].ours, q.amount), OPTIONS),
    ref: (q) =>
      Ref.Trade.bestTradeExactOut(refPairs, tokens[q.from].ref, RefCore.CurrencyAmount.fromRawAmount(tokens[q.to].ref, q.amount.toString()), OPTIONS),
  },
};

/** Mean ms per call over whole passes through the queries, for at least minMs after a warm-up pass. */
function measure(run: Runner, minMs: number): number {
  let found = 0;
  for (const q of queries) found += run(q).length; // warm-up (JIT, memo caches as a running app would have)
  if (found === 0) throw new Error("benchmark graph finds no trades");
  let calls = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    for (const q of queries) run(q);
    calls += queries.length;
  }
  return (performance.now() - start) / calls;
}

for (const [name, { ours, ref }] of Object.entries(runners)) {
  // same answers first: a fast wrong search would be worthless
  for (const q of queries) {
    const a = ours(q) as Trade[];
    const b = ref(q) as unknown as Ref.Trade<RefCore.Currency, RefCore.Currency, RefCore.TradeType>[];
    const same = a.length === b.length && a.every((t, i) => t.outputAmount.quotient.toString() === b[i].outputAmount.quotient.toString() && t.inputAmount.quotient.toString() === b[i].inputAmount.quotient.toString());
    if (!same) throw new Error(`${name}: results differ from @uniswap/v2-sdk`);
  }
  const refMs = measure(ref, 3000);
  const oursMs = measure(ours, 1500);
  console.log(
    `${name} (${PAIRS} pairs, ${TOKENS} tokens, maxHops 3, maxNumResults 3): web/src/sdk ${oursMs.toFixed(3)} ms/call, ` +
      `@uniswap/v2-sdk ${refMs.toFixed(3)} ms/call, ratio ${(refMs / oursMs).toFixed(1)}x faster (budget >= 20x)`,
  );
}
