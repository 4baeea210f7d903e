import { Connector, type Actions, type Provider } from "@web3-react/types";
import { getReadClient } from "@/onchain/readClients";
import { type RpcReadClient, isRpcUnavailableError } from "@/onchain/rpc";

/**
 * The read-only fallback: when no wallet is active the app still reads the chain through the
 * chain table's RPC URLs. It exposes the chain's read client as a minimal EIP-1193 provider so the
 * rest of the wallet code has one shape for every connection. (@web3-react/network is not used because it
 * loads ethers v5, which we keep out of the bundle.)
 */
class JsonRpcEip1193 implements Provider {
  constructor(readonly rpc: RpcReadClient) {}
  request({ method, params }: { method: string; params?: readonly unknown[] | object }): Promise<unknown> {
    return this.rpc.send(method, (Array.isArray(params) ? params : []) as unknown[]);
  }
  on(): this {
    return this; // a plain RPC endpoint has no accounts or chain to change
  }
  removeListener(): this {
    return this;
  }
}

export class ReadOnlyConnector extends Connector {
  declare provider: Provider | undefined;

  constructor(actions: Actions) {
    super(actions);
  }

  async activate(chainId: number): Promise<void> {
    const cancelActivation = this.actions.startActivation();
    try {
      // The chain layer's shared read client: the fallback's requests batch with every other read.
      const rpc = getReadClient(chainId);
      if (!rpc) throw new Error(`No RPC URL for chain ${chainId}`);
      // One real round trip so a misconfigured chain surfaces as an error. A node that is merely unreachable
      // is not an app error: the RPC health banner says so and retries, and reads resume by themselves.
      await rpc.getBlockNumber().catch((error: unknown) => {
        if (!isRpcUnavailableError(error)) throw error;
      });
      this.provider = new JsonRpcEip1193(rpc);
      this.actions.update({ chainId });
    } catch (error) {
      cancelActivation();
      throw error;
    }
  }

  resetState(): void {
    this.provider = undefined;
    this.actions.resetState();
  }
}
