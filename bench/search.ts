/**
 * Token search speed: a 10,000-token list, queries typed one keystroke at a time, filter + sort per keystroke.
 * Prints ms per keystroke (median, p95) as a ratio to the 16 ms frame budget and to a naive reference (a regex
 * per typed word over every token, no caching, localeCompare sort) measured in the same run.
 *
 *   npm run bench:search
 */
import { performance } from "node:perf_hooks";
import { Token } from "../web/src/sdk/token";
import { createTokenSearch, searchTokens } from "../web/src/features/tokens/searchTokens";
import type { BalancesByAddress } from "../web/src/features/tokens/sorting";

const TOKEN_COUNT = 10_000;
const FRAME_BUDGET_MS = 16;
const ROUNDS = 5;

// Deterministic pseudo-random numbers (mulberry32) so every run searches the same list.
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(42);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];

const WORDS = ["Wrapped", "USD", "Coin", "Token", "Pen", "Bark", "Five", "Banana", "Dollar", "Gold", "Game", "Loot",
  "Boss", "Prize", "Tester", "Compound", "Stable", "Pentagon", "Verse", "Chain", "Dragon", "Sword", "Shield", "Gem"];

function makeTokens(): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < TOKEN_COUNT; i++) {
    const nameWords = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(WORDS));
    const symbol = nameWords.map((w) => w.slice(0, 2).toUpperCase()).join("") + (i % 97);
    const address = `0x${(i + 1).toString(16).padStart(8, "0")}${"ab".repeat(16)}`;
    tokens.push(new Token(555555, address, pick([6, 8, 18]), symbol, `${nameWords.join(" ")} ${i}`));
  }
  return tokens;
}

function makeBalances(tokens: Token[]): BalancesByAddress {
  const balances: Record<string, { raw: bigint; decimals: number }> = {};
  for (const token of tokens) {
    if (random() < 0.05) balances[token.address] = { raw: BigInt(Math.floor(random() * 1e9)) * 10n ** 9n, decimals: token.decimals };
  }
  return balances;
}

/** The reference: what one would write first — regexes built per keystroke, words split per token, no caching. */
function naiveSearch(tokens: readonly Token[], query: string, balances: BalancesByAddress): Token[] {
  const typed = query.toLowerCase().split(/\s+/).filter(Boolean);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const patterns = typed.map((p) => new RegExp(`(^|\\s)${escape(p)}|${escape(p)}(\\s|$)`, "i"));
  const result = tokens.filter((token) => {
    if (/^0x[0-9a-fA-F]{40}$/.test(query.trim())) return token.address.toLowerCase() === query.trim().toLowerCase();
    const text = `${token.symbol ?? ""} ${token.name ?? ""}`;
    return patterns.every((pattern) => pattern.test(text));
  });
  const value = (t: Token) => {
    const b = balances[t.address];
    return b ? Number(b.raw) / 10 ** b.decimals : 0;
  };
  return result.sort((a, b) => value(b) - value(a) || (a.symbol ?? "").localeCompare(b.symbol ?? ""));
}

function keystrokes(queries: string[]): string[] {
  return queries.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function measure(run: (query: string) => unknown, typed: string[]): number[] {
  for (const q of typed) run(q); // warm-up (JIT, word cache)
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of typed) {
      const start = performance.now();
      run(q);
      times.push(performance.now() - start);
    }
  }
  return times.sort((a, b) => a - b);
}

const tokens = makeTokens();
const balances = makeBalances(tokens);
const typed = keystrokes(["wrapped pen", "usd coin", "bark", "gold dragon sword", tokens[1234].address.toLowerCase(), "zzz"]);

// Both implementations must agree on which tokens match, or the comparison means nothing.
for (const q of typed) {
  const ours = new Set(searchTokens(tokens, q, balances).map((t) => t.address));
  const theirs = naiveSearch(tokens, q, balances);
  if (ours.size !== theirs.length || theirs.some((t) => !ours.has(t.address))) {
    throw new Error(`search and reference disagree on ${JSON.stringify(q)}: ${ours.size} vs ${theirs.length}`);
  }
}

// What the modal does: prepare once per list/balances change (sort + search texts), then scan per keystroke.
const prepareStart = performance.now();
const prepared = createTokenSearch(tokens, balances);
const prepareMs = performance.now() - prepareStart;

const ours = measure((q) => prepared(q), typed);
const oneShot = measure((q) => searchTokens(tokens, q, balances), typed);
const naive = measure((q) => naiveSearch(tokens, q, balances), typed);
const fmt = (ms: number) => ms.toFixed(3);
const stats = (times: number[]) => ({ median: percentile(times, 50), p95: percentile(times, 95) });
const rows = { prepared: stats(ours), oneShot: stats(oneShot), naive: stats(naive) };

console.log(`token search: ${TOKEN_COUNT} tokens, ${typed.length} keystrokes x ${ROUNDS} rounds`);
console.log(`prepared search (sort once, ${fmt(prepareMs)} ms; scan + rank per keystroke): median ${fmt(rows.prepared.median)} ms, p95 ${fmt(rows.prepared.p95)} ms`);
console.log(`one-shot search (filter + full sort per keystroke):            median ${fmt(rows.oneShot.median)} ms, p95 ${fmt(rows.oneShot.p95)} ms`);
console.log(`naive reference (regex per word, sort per keystroke):          median ${fmt(rows.naive.median)} ms, p95 ${fmt(rows.naive.p95)} ms`);
for (const [label, row] of [["prepared", rows.prepared], ["one-shot", rows.oneShot]] as const) {
  console.log(
    `${label}: p95 / 16 ms frame budget = ${(row.p95 / FRAME_BUDGET_MS).toFixed(3)}; ` +
      `vs naive reference: median ${(row.median / rows.naive.median).toFixed(3)}, p95 ${(row.p95 / rows.naive.p95).toFixed(3)}`,
  );
}
