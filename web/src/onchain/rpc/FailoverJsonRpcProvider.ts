import { JsonRpcProvider, type JsonRpcApiProviderOptions, type JsonRpcPayload, type JsonRpcResult, type Network } from "ethers";
import type { RpcReadClient } from "./readClient";

/**
 * An ethers JsonRpcProvider whose HTTP leg is the chain's read client: ethers keeps caching and decoding;
 * the client batches with the app's other reads and its failover transport picks the URL, enforces the
 * timeout and refuses URLs of another chain.
 */
export class FailoverJsonRpcProvider extends JsonRpcProvider {
  constructor(
    readonly client: RpcReadClient,
    network: Network,
    options: JsonRpcApiProviderOptions,
  ) {
    super(client.transport.activeUrl, network, options);
  }

  get transport() {
    return this.client.transport;
  }

  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> {
    const answers = await this.client.sendPayloads(Array.isArray(payload) ? payload : [payload]);
    // ethers types the array as results only, but reads JSON-RPC error entries from it the same way.
    return answers as JsonRpcResult[];
  }
}
