import { JsonRpcProvider, type JsonRpcApiProviderOptions, type JsonRpcPayload, type JsonRpcResult, type Network } from "ethers";
import type { FailoverTransport } from "./failoverTransport";

/**
 * An ethers JsonRpcProvider whose HTTP leg is the failover transport: ethers keeps batching, caching and
 * decoding; the transport picks the URL, enforces the timeout and refuses URLs of another chain.
 */
export class FailoverJsonRpcProvider extends JsonRpcProvider {
  constructor(
    readonly transport: FailoverTransport,
    network: Network,
    options: JsonRpcApiProviderOptions,
  ) {
    super(transport.activeUrl, network, options);
  }

  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> {
    const answer = await this.transport.send(payload);
    // ethers types the array as results only, but reads JSON-RPC error entries from it the same way.
    return (Array.isArray(answer) ? answer : [answer]) as JsonRpcResult[];
  }
}
