import type { FactoryPair } from "./readFactoryPairs";

/**
 * The last complete read of each chain's factory pairs this session, under the genesis hash of the chain it was
 * read from. A local node restarted from genesis is another chain, even with the same id and factory address: its
 * pairs are not the old chain's, so a read under a new genesis replaces the old one and a lookup under another
 * genesis finds nothing.
 */
export class PairsMemo {
  private readonly reads = new Map<string, { genesisHash: string; resets: number; pairs: FactoryPair[] }>();

  private static key(chainId: number, factory: string): string {
    return `${chainId}/${factory.toLowerCase()}`;
  }

  /** The pairs read on the chain whose genesis hash is `genesisHash`, if any. */
  get(chainId: number, factory: string, genesisHash: string): FactoryPair[] | undefined {
    const read = this.reads.get(PairsMemo.key(chainId, factory));
    return read && read.genesisHash === genesisHash.toLowerCase() ? read.pairs : undefined;
  }

  /**
   * The pairs of the last read on `chainId`'s factory, whatever its genesis, while the chain has been seen reset
   * `resets` times as when it was read: what a page shows at once while its own read (which checks the genesis) is
   * under way. After a reset the page may skip that read (same pair count), so the old chain's pairs are not shown.
   */
  latest(chainId: number, factory: string, resets: number): FactoryPair[] | undefined {
    const read = this.reads.get(PairsMemo.key(chainId, factory));
    return read?.resets === resets ? read.pairs : undefined;
  }

  set(chainId: number, factory: string, genesisHash: string, resets: number, pairs: FactoryPair[]): void {
    this.reads.set(PairsMemo.key(chainId, factory), { genesisHash: genesisHash.toLowerCase(), resets, pairs });
  }
}
