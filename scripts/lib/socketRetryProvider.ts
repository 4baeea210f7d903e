import { ProviderWrapper } from "hardhat/plugins";
import type { RequestArguments } from "hardhat/types";

/**
 * An HTTP JSON-RPC provider that sends a request again when the node closed a kept-alive socket just as the
 * request went out (undici's `UND_ERR_SOCKET` "other side closed"). On a loaded machine the client's idle-socket
 * timer can fire later than the node's, so a deploy to a healthy local node failed now and then. Such a request
 * never reached the node, which makes sending it again safe.
 */
const ATTEMPTS = 3;

function isClosedSocket(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === "UND_ERR_SOCKET" || (typeof message === "string" && message.includes("other side closed"))) return true;
  }
  return false;
}

export class SocketRetryProvider extends ProviderWrapper {
  async request(args: RequestArguments): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this._wrappedProvider.request(args);
      } catch (error) {
        if (attempt >= ATTEMPTS || !isClosedSocket(error)) throw error;
      }
    }
  }
}
