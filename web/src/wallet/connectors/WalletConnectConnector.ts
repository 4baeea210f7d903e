import { Connector, type Actions, type Provider, type RequestArguments } from "@web3-react/types";
import type { EthereumProvider } from "@walletconnect/ethereum-provider";
import { parseChainId } from "../utils/parseChainId";
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
    // The EIP-1193 surface the app uses, with the SDK's events passed through unchanged.
    this.provider = {
      request,
      on: (event: string, listener: (...args: unknown[]) => void) => {
        wc.on(event as never, this.deliver(event, listener) as never);
        return this.provider;
      },
      removeListener: (event: string, listener: (...args: unknown[]) => void) => {
        wc.removeListener(event as never, (this.wrapped.get(listener) ?? listener) as never);
        return this.provider;
      },
    } as Provider;
  }

  private readonly wrapped = new WeakMap<(...args: unknown[]) => void, (...args: unknown[]) => void>();

  /**
   * The SDK stores the new chain without waiting for the write, and the app reloads on chainChanged: the
   * reload would often win and the session would come back on the old chain. So the app hears of a chain
   * change only once the same value is stored (same store, same key; writes land in order).
   */
  private deliver(event: string, listener: (...args: unknown[]) => void): (...args: unknown[]) => void {
    if (event !== "chainChanged") return listener;
    const wrapped = (chainId: unknown) => {
      const stored = this.wc.session
        ? this.wc.signer.client.core.storage.setItem(`${SDK_STORAGE_KEY}/chainId`, parseChainId(chainId))
        : Promise.resolve();
      void stored.catch(() => undefined).then(() => listener(chainId));
    };
    this.wrapped.set(listener, wrapped);
    return wrapped;
  }

  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    this.wc.on("display_uri", (uri: string) => this.onDisplayUri(uri));
    this.wc.on("disconnect", () => this.actions.resetState());
    this.wc.on("chainChanged", (chainId: string) => this.actions.update({ chainId: parseChainId(chainId) }));
    this.wc.on("accountsChanged", (accounts: string[]) => {
      if (!accounts?.length) this.actions.resetState();
      else this.actions.update({ accounts });
    });
  }

  private report(): void {
    const accounts = this.wc.accounts;
    if (!accounts?.length) throw new Error("The wallet returned no account.");
    this.actions.update({ accounts, chainId: this.wc.chainId });
  }

  /** Resumes the session the SDK restored from storage; throws when there is none. */
  async connectEagerly(): Promise<void> {
    const cancelActivation = this.actions.startActivation();
    try {
      this.listen();
      if (!this.wc.session) throw new Error("No WalletConnect session to restore");
      this.report();
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
      this.actions.resetState();
    }
  }

  resetState(): void {
    this.actions.resetState();
  }
}
