/**
 * Health of each chain's RPC, as the read transport sees it: whether the last request reached a node,
 * when data was last read, a URL refused for answering with another chain id, and when the next retry
 * runs while the chain is unreachable. A tiny external store (not Redux) because the transport lives
 * outside React and reports many times per second; components read it with useSyncExternalStore.
 */
interface WrongChainReport {
  url: string;
  reportedChainId: number;
}

export interface ChainHealth {
  /** False once every URL of the chain failed a request; true again on the next answer. */
  reachable: boolean;
  /** Epoch ms of the last successful answer from any URL of the chain (undefined before the first). */
  lastOkAt?: number;
  /** A URL answering with another chain id; it is never used. */
  wrongChain?: WrongChainReport;
  /** Epoch ms when the next automatic retry runs while unreachable. */
  nextRetryAt?: number;
}

const HEALTHY: ChainHealth = { reachable: true };

type Listener = () => void;

class RpcHealthStore {
  private health = new Map<number, ChainHealth>();
  private listeners = new Set<Listener>();
  private retryListeners = new Set<(chainId: number) => void>();

  get(chainId: number): ChainHealth {
    return this.health.get(chainId) ?? HEALTHY;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(chainId: number, next: ChainHealth): void {
    const prev = this.get(chainId);
    if (
      prev.reachable === next.reachable &&
      prev.lastOkAt === next.lastOkAt &&
      prev.wrongChain === next.wrongChain &&
      prev.nextRetryAt === next.nextRetryAt
    ) {
      return;
    }
    this.health.set(chainId, next);
    this.listeners.forEach((l) => l());
  }

  reportOk(chainId: number, at: number = Date.now()): void {
    const prev = this.get(chainId);
    // Many answers arrive per second; a second-level resolution is all the staleness check needs, and it
    // keeps subscribers from re-rendering on every single answer.
    if (prev.reachable && prev.lastOkAt !== undefined && at - prev.lastOkAt < 1000) return;
    this.set(chainId, { ...prev, reachable: true, lastOkAt: at, nextRetryAt: undefined });
  }

  reportUnreachable(chainId: number): void {
    const prev = this.get(chainId);
    if (!prev.reachable) return;
    this.set(chainId, { ...prev, reachable: false });
  }

  reportWrongChain(chainId: number, report: WrongChainReport): void {
    const prev = this.get(chainId);
    if (prev.wrongChain?.url === report.url && prev.wrongChain.reportedChainId === report.reportedChainId) return;
    this.set(chainId, { ...prev, wrongChain: report });
  }

  scheduleRetry(chainId: number, at: number | undefined): void {
    this.set(chainId, { ...this.get(chainId), nextRetryAt: at });
  }

  /** The banner's Retry button: whoever polls the chain (the block number updater) retries at once. */
  requestRetry(chainId: number): void {
    this.retryListeners.forEach((l) => l(chainId));
  }

  onRetryRequested(listener: (chainId: number) => void): () => void {
    this.retryListeners.add(listener);
    return () => this.retryListeners.delete(listener);
  }

  /** Tests only: forget everything. */
  reset(): void {
    this.health.clear();
    this.listeners.forEach((l) => l());
  }
}

export const rpcHealth = new RpcHealthStore();
