/**
 * The 'wallet connected' flag. Stored after a connection, removed by Disconnect, read on load
 * to auto-connect. We also remember which wallet it was, so a reload reconnects the same one.
 */
const CONNECTED_KEY = "penswap.walletConnected";
const CONNECTION_ID_KEY = "penswap.walletConnection";

export function readConnectedWallet(): string | undefined {
  try {
    if (localStorage.getItem(CONNECTED_KEY) !== "true") return undefined;
    const id = localStorage.getItem(CONNECTION_ID_KEY);
    return id && /^[\w:.-]{1,200}$/.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

export function storeConnectedWallet(id: string): void {
  try {
    localStorage.setItem(CONNECTED_KEY, "true");
    localStorage.setItem(CONNECTION_ID_KEY, id);
  } catch {
    // storage disabled: the session still works, only auto-connect is lost
  }
}

export function clearConnectedWallet(): void {
  try {
    localStorage.removeItem(CONNECTED_KEY);
    localStorage.removeItem(CONNECTION_ID_KEY);
  } catch {
    // nothing to clear
  }
}

/** The network a visitor without a wallet chose last (the selector or a `?chain=` link). */
const READ_CHAIN_KEY = "penswap.readChainId";

export function readStoredReadChain(): number | undefined {
  try {
    const value = localStorage.getItem(READ_CHAIN_KEY);
    return value !== null && /^\d{1,10}$/.test(value) ? Number(value) : undefined;
  } catch {
    return undefined;
  }
}

export function storeReadChain(chainId: number): void {
  try {
    localStorage.setItem(READ_CHAIN_KEY, String(chainId));
  } catch {
    // storage disabled: the choice still holds for this page through the URL
  }
}
