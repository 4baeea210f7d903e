import { ponder } from "ponder:registry";
import { indexedChain, pair, token } from "ponder:schema";
import { CHAINS } from "./chains";
import { linkPool } from "./pricing";
import { readTokenMetadata } from "./tokenMetadata";

/** The chain's identity, written before its first event: the app refuses figures of another chain (or a restarted one). */
ponder.on("Factory:setup", async ({ context }) => {
  const chain = CHAINS.find((c) => c.chainId === context.chain.id);
  if (!chain) throw new Error(`indexer: chain ${context.chain.id} is not configured`);
  const genesis = await context.client.getBlock({ blockNumber: 0n });
  await context.db.insert(indexedChain).values({ chainId: chain.chainId, genesisHash: genesis.hash, factory: chain.factory.toLowerCase() as `0x${string}`, startBlock: BigInt(chain.startBlock) });
});

/** A new pool: its row, its tokens' rows (metadata read from the token contracts once) and its pricing links. */
ponder.on("Factory:PairCreated", async ({ event, context }) => {
  const chainId = context.chain.id;
  const { token0, token1, pair: address } = event.args;
  for (const t of [token0, token1]) {
    const key = { chainId, address: t.toLowerCase() as `0x${string}` };
    const existing = await context.db.find(token, key);
    if (existing) {
      await context.db.update(token, key).set({ pairCount: existing.pairCount + 1 });
      continue;
    }
    const metadata = await readTokenMetadata(context, t, event.block.number, CHAINS.find((c) => c.chainId === chainId)?.multicall);
    await context.db.insert(token).values({ ...key, ...metadata, pairCount: 1, totalLiquidity: 0n, tradeVolume: 0n, txCount: 0, priceNumerator: null, priceDenominator: null });
  }
  await context.db.insert(pair).values({
    chainId,
    address: address.toLowerCase() as `0x${string}`,
    token0: token0.toLowerCase() as `0x${string}`,
    token1: token1.toLowerCase() as `0x${string}`,
    reserve0: 0n,
    reserve1: 0n,
    totalSupply: 0n,
    reserveNative: null,
    volume0: 0n,
    volume1: 0n,
    txCount: 0,
    createdAtBlock: event.block.number,
    createdAtTimestamp: event.block.timestamp,
  });
  await linkPool(context, chainId, address.toLowerCase() as `0x${string}`, token0.toLowerCase() as `0x${string}`, token1.toLowerCase() as `0x${string}`);
});
