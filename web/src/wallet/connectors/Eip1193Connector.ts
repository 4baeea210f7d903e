import { Connector, type Actions, type Provider } from "@web3-react/types";
import { parseChainId } from "../utils/parseChainId";

/**
 * A web3-react connector for one given EIP-1193 provider: a wallet announced by EIP-6963, or the local test
 * wallet. Unlike @web3-react/eip1193 it (a) accepts any chain id shape (hex, decimal, number — the headless
 * test wallet emits numbers on chainChanged) and (b) treats a refused eth_requestAccounts as a failure
 * instead of quietly "connecting" with no account.
 */
export class Eip1193Connector extends Connector {
  declare provider: Provider;
  private listening = false;

  constructor(actions: Actions, provider: Provider, onError?: (error: Error) => void) {
    super(actions, onError);
    this.provider = provider;
  }

  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    this.provider.on("connect", (info: { chainId?: unknown }) => {
      if (info?.chainId !== undefined) this.actions.update({ chainId: parseChainId(info.chainId) });
    });
    this.provider.on("disconnect", (error: Error) => {
      this.actions.resetState();
      this.onError?.(error);
    });
    this.provider.on("chainChanged", (chainId: unknown) => {
      this.actions.update({ chainId: parseChainId(chainId) });
    });
    this.provider.on("accountsChanged", (accounts: string[]) => {
      if (!accounts?.length) this.actions.resetState();
      else this.actions.update({ accounts });
    });
  }

  private async activateWith(method: "eth_accounts" | "eth_requestAccounts"): Promise<void> {
    const cancelActivation = this.actions.startActivation();
    try {
      this.listen();
      // Accounts first, then the chain: a wallet may switch chains while the user approves.
      const accounts = (await this.provider.request({ method })) as string[];
      if (!accounts?.length) throw new Error("No accounts returned");
      const chainId = parseChainId(await this.provider.request({ method: "eth_chainId" }));
      this.actions.update({ chainId, accounts });
    } catch (error) {
      cancelActivation();
      throw error;
    }
  }

  /** Reconnects silently when the wallet already authorized this site; throws otherwise. */
  async connectEagerly(): Promise<void> {
    await this.activateWith("eth_accounts");
  }

  async activate(): Promise<void> {
    await this.activateWith("eth_requestAccounts");
  }

  resetState(): void {
    this.actions.resetState();
  }
}
