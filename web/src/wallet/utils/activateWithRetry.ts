import type { Connector } from "@web3-react/types";

/** An activation error that only says the wallet is on a chain the connector was told not to accept. */
export function isUnsupportedChainError(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown } | undefined;
  return e?.name === "UnsupportedChainIdError" || (typeof e?.message === "string" && /unsupported chain/i.test(e.message));
}

/**
 * On an unsupported-chain error the activation is retried once without the throw flag — the
 * wallet then connects and the app shows 'Wrong Network' (and offers to switch) instead of failing.
 */
export async function activateWithRetry(connector: Connector): Promise<void> {
  try {
    await connector.activate();
  } catch (error) {
    if (!isUnsupportedChainError(error)) throw error;
    await connector.activate();
  }
}
