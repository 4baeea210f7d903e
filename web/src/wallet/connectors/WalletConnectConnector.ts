import { Connector, type Actions, type Provider, type RequestArguments } from "@web3-react/types";
import type { EthereumProvider } from "@walletconnect/ethereum-provider";
import { parseChainId, toHexChainId } from "../utils/parseChainId";
import { toEip1193Error } from "../walletConnect/errors";

type WcProvider = InstanceType<typeof EthereumProvider>;

/** Where @walletconnect/ethereum-provider keeps its state (its protected STORAGE_KEY). */
const SDK_STORAGE_KEY = "wc@2:ethereum_provider:";

export interface WalletConnectChains {
  /** The chain the session must include (the one the user is on). */
  required: number;
  /** Every chain the app supports, the required one first; the wallet may approve any of them. */
  optional: number[];
  rpcMap: Record<string, string>;
}

/**
 * web3-react connector over @walletconnect/ethereum-provider (without its QR modal: the app shows its own).
 * The app sees a plain EIP-1193 provider, as with an injected wallet, so every read and write goes through
 * the same paths; only refusals are translated to EIP-1193's 4001. `activate` opens a pairing (its URI
 * comes out through `onDisplayUri`) and resolves once the phone wallet approved the session;
 * `connectEagerly` resumes the session stored by the SDK, and `deactivate` ends it on both sides.
 */
export class WalletConnectConnector extends Connector {
  declare provider: Provider;
  private listening = false;
  /** The chain the app was last told of (by activation or chainChanged); undefined while disconnected. */
  private appChain: number | undefined;
  /** The app's chainChanged listeners: told by this connector, once per real change (see onChainChanged). */
  private readonly chainListeners = new Set<(...args: unknown[]) => void>();

  constructor(
    actions: Actions,
    private readonly wc: WcProvider,
    private readonly chains: () => WalletConnectChains,
    private readonly onDisplayUri: (uri: string) => void,
  ) {
    super(actions);
    const request = async (args: RequestArguments) => {
      try {
        return await wc.request(args as Parameters<WcProvider["request"]>[0]);
      } catch (error) {
        throw toEip1193Error(error);
      }
    };
    // The EIP-1193 surface the app uses: the SDK's events passed through, except chainChanged (below).
    this.provider = {
      request,
      on: (event: string, listener: (...args: unknown[]) => void) => {
        this.listen();
        if (event === "chainChanged") this.chainListeners.add(listener);
        else wc.on(event as never, listener as never);
        return this.provider;
      },
      removeListener: (event: string, listener: (...args: unknown[]) => void) => {
        if (event === "chainChanged") this.chainListeners.delete(listener);
        else wc.removeListener(event as never, listener as never);
        return this.provider;
      },
    } as Provider;
  }

  /**
   * The SDK emits chainChanged several times for one switch (when the wallet answers the switch request,
   * again for the wallet's own chainChanged event, and again when it re-applies that event), also after a
   * reload for a chainChanged event the relay still held, and it stores the new chain without waiting for
   * the write. The app reloads on chainChanged, so each extra event was one more reload, and a reload that
   * won the race against the write resumed the session on the old chain. Here the app hears of a chain only
   * when it differs from the one it has, and only once that chain is stored (same store, same key, as the
   * SDK reads it on resume).
   */
  private onChainChanged(raw: unknown): void {
    let chainId: number;
    try {
      chainId = parseChainId(raw);
    } catch (error) {
      console.error("WalletConnect reported an unreadable chain", error);
      return;
    }
    if (chainId === this.appChain || !this.wc.session) return;
    this.appChain = chainId;
    this.actions.update({ chainId });
    const listeners = [...this.chainListeners];
    void this.storeChain(chainId).then(() => listeners.forEach((listener) => listener(toHexChainId(chainId))));
  }

  private async storeChain(chainId: number): Promise<void> {
    try {
      await this.wc.signer.client.core.storage.setItem(`${SDK_STORAGE_KEY}/chainId`, chainId);
    } catch (error) {
      console.error("Storing the WalletConnect chain failed", error); // the app still follows the wallet
    }
  }

  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    this.wc.on("display_uri", (uri: string) => this.onDisplayUri(uri));
    this.wc.on("disconnect", () => this.resetState());
    this.wc.on("chainChanged", (chainId: string) => this.onChainChanged(chainId));
    this.wc.on("accountsChanged", (accounts: string[]) => {
      if (!accounts?.length) this.resetState();
      else this.actions.update({ accounts });
    });
  }

  private report(): void {
    const accounts = this.wc.accounts;
    if (!accounts?.length) throw new Error("The wallet returned no account.");
    this.appChain = this.wc.chainId;
    this.actions.update({ accounts, chainId: this.wc.chainId });
  }

  /**
   * Resumes the session the SDK restored from storage; throws when there is none. The SDK resumes two
   * chains: its EIP-1193 layer's (stored under the key above) and its inner provider's, which sends the
   * reads and was stored by a write a reload may have cut short. They are made one again, the first
   * winning, or reads (gas estimates, receipts) would go to the other chain's RPC.
   */
  async connectEagerly(): Promise<void> {
    const cancelActivation = this.actions.startActivation();
    try {
      this.listen();
      if (!this.wc.session) throw new Error("No WalletConnect session to restore");
      this.report();
      this.wc.signer.setDefaultChain(`eip155:${this.wc.chainId}`);
    } catch (error) {
      cancelActivation();
      throw error;
    }
  }

  async activate(): Promise<void> {
    const cancelActivation = this.actions.startActivation();
    try {
      this.listen();
      if (!this.wc.session) {
        const { required, optional, rpcMap } = this.chains();
        await this.wc.connect({ chains: [required], optionalChains: optional, rpcMap });
      }
      this.report();
    } catch (error) {
      cancelActivation();
      throw error;
    }
  }

  async deactivate(): Promise<void> {
    try {
      if (this.wc.session) await this.wc.disconnect();
    } finally {
      this.resetState();
    }
  }

  resetState(): void {
    this.appChain = undefined;
    this.actions.resetState();
  }
}
