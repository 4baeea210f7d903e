import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { Web3ReactState } from "@web3-react/types";
import { addChainParameters, DEFAULT_CHAIN_ID, isChainDeployed } from "@/networks";
import { validateAndParseAddress } from "@/sdk";
import { useEthersStack } from "@/onchain/loadEthersStack";
import { isMobileBrowser, isWalletChain } from "./config";
import { getConnection, readOnlyConnection, type Connection } from "./connectors/connections";
import { startEip6963Discovery } from "./connectors/eip6963";
import { resolveStoredConnection } from "./resolveConnection";
import { clearConnectedWallet, readConnectedWallet, storeConnectedWallet } from "./storage";
import { activateWithRetry } from "./utils/activateWithRetry";
import { switchChain } from "./utils/switchChain";
import { WalletValueProvider, type WalletContextValue } from "./WalletContext";
import { onProviderEvent } from "./utils/providerEvents";
import { ReadOnlyErrorBanner } from "./components/ReadOnlyErrorBanner";
import { chooseReadChain, initialReadChainId, linkedChainId } from "./readChain";
import { switchRequestTarget } from "./utils/switchRequest";

const noSubscription = () => () => {};

/** Reads a connection's web3-react store; works for whichever connection is active right now. */
function useConnectionState(connection: Connection | undefined): Web3ReactState | undefined {
  const subscribe = useMemo(() => (connection ? connection.store.subscribe : noSubscription), [connection]);
  const getSnapshot = useCallback(() => connection?.store.getState(), [connection]);
  return useSyncExternalStore(subscribe, getSnapshot);
}

/**
 * Owns the wallet connection: auto-connect from the stored flag, the read-only fallback on the chain this
 * visit reads (see readChain), connect/disconnect, reload on chainChanged, network switching, and the
 * automatic switch request for a wallet on a chain the app cannot trade on or other than a link names.
 */
export function WalletProvider({ children }: { children: ReactNode }) {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const [autoConnectDone, setAutoConnectDone] = useState(false);
  const [readOnlyError, setReadOnlyError] = useState<Error | undefined>(undefined);
  const [switchingChain, setSwitchingChain] = useState(false);
  // Read once per page: choosing another chain without a wallet reloads the page (chooseReadChain).
  const [readChainId] = useState(() => initialReadChainId());
  const [linkChainId] = useState(() => linkedChainId());

  const connection = activeId ? getConnection(activeId) : undefined;
  const state = useConnectionState(connection);
  const rawAccount = state?.accounts?.[0];
  const account = useMemo(() => {
    try {
      return rawAccount ? validateAndParseAddress(rawAccount) : undefined;
    } catch {
      return undefined;
    }
  }, [rawAccount]);
  const walletChainId = account ? state?.chainId : undefined;
  const chainId = walletChainId ?? readChainId;
  const isWrongNetwork = walletChainId !== undefined && !isWalletChain(walletChainId);

  // Auto-connect once at load, and the read-only fallback in parallel.
  useEffect(() => {
    startEip6963Discovery();
    let cancelled = false;
    // A chain without a deployment is never polled: there is nothing to read there (the pages say so).
    if (isChainDeployed(readChainId)) {
      readOnlyConnection()
        .connector.activate(readChainId)
        ?.catch((error: Error) => {
          console.error("Read-only connection failed", error);
          if (!cancelled) setReadOnlyError(error);
        });
    }
    (async () => {
      const storedId = readConnectedWallet();
      const stored = storedId ? await resolveStoredConnection(storedId).catch(() => undefined) : undefined;
      if (stored) {
        try {
          // On mobile an injected provider (wallet's in-app browser) is connected directly.
          if (stored.kind === "injected" && isMobileBrowser()) await stored.connector.activate();
          else await (stored.connector.connectEagerly?.() ?? stored.connector.activate());
          if (!cancelled && stored.store.getState().accounts?.length) setActiveId(stored.id);
        } catch (error) {
          console.debug("Auto-connect skipped", error);
        }
      }
      if (!cancelled) setAutoConnectDone(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [readChainId]);

  // A `?chain=` link opened in this tab only changes the hash (no new page): open the app on that chain as a
  // fresh visit would.
  useEffect(() => {
    const onHashChange = () => {
      const linked = linkedChainId();
      if (linked !== undefined && linked !== readChainId) chooseReadChain(linked);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [readChainId]);

  // A wallet that changes chain reloads the page: every cached read belongs to the old chain.
  useEffect(() => {
    const provider = connection?.connector.provider;
    if (!provider || !account) return;
    return onProviderEvent(provider, "chainChanged", () => window.location.reload());
  }, [connection, account]);

  // Re-activate when the stored wallet reports accounts again (e.g. the user unlocked it) while we are idle.
  useEffect(() => {
    if (account || !autoConnectDone) return;
    const storedId = readConnectedWallet();
    const stored = storedId ? getConnection(storedId) : undefined;
    const provider = stored?.connector.provider;
    if (!stored || !provider) return;
    return onProviderEvent(provider, "accountsChanged", (accounts: unknown) => {
      if (Array.isArray(accounts) && accounts.length > 0) {
        Promise.resolve(stored.connector.connectEagerly?.())
          .then(() => stored.store.getState().accounts?.length && setActiveId(stored.id))
          .catch((error) => console.debug("Re-activation failed", error));
      }
    });
  }, [account, autoConnectDone]);

  // The ethers providers load after the first paint (idle prefetch), at once when a wallet is connected.
  const ethersStack = useEthersStack(Boolean(account));
  const provider = useMemo(() => {
    const eip1193 = connection?.connector.provider;
    if (!ethersStack || !eip1193 || !account || walletChainId === undefined) return undefined;
    return ethersStack.createBrowserProvider(eip1193, walletChainId);
  }, [ethersStack, connection, account, walletChainId]);
  const readProvider = useMemo(() => ethersStack?.getReadProvider(chainId), [ethersStack, chainId]);

  const connect = useCallback(
    async (next: Connection) => {
      await activateWithRetry(next.connector);
      if (!next.store.getState().accounts?.length) throw new Error("The wallet returned no account.");
      const previous = activeId ? getConnection(activeId) : undefined;
      if (previous && previous !== next) {
        void Promise.resolve(previous.connector.deactivate?.() ?? previous.connector.resetState()).catch(() => undefined);
      }
      storeConnectedWallet(next.id);
      setActiveId(next.id);
    },
    [activeId],
  );

  const disconnect = useCallback(() => {
    if (connection) {
      void Promise.resolve(connection.connector.deactivate?.() ?? connection.connector.resetState()).catch(() => undefined);
    }
    clearConnectedWallet();
    setActiveId(undefined);
  }, [connection]);

  const switchNetwork = useCallback(
    async (target: number) => {
      const eip1193 = connection?.connector.provider;
      if (!eip1193 || !account || target === walletChainId) return; // Choosing the current chain does nothing
      setSwitchingChain(true);
      try {
        await switchChain(eip1193, target, () => addChainParameters(target));
      } catch (error) {
        console.error(`Switching to chain ${target} failed`, error); // A failed add or switch is only logged
      } finally {
        setSwitchingChain(false);
      }
    },
    [connection, account, walletChainId],
  );

  const switchTarget = switchRequestTarget({ walletChainId, isWrongNetwork, readChainId, linkChainId, defaultChainId: DEFAULT_CHAIN_ID, isDeployed: isChainDeployed });
  // Ask once per chain the wallet is on (a refused request is not repeated at every render).
  const triedSwitchFrom = useRef(new Set<number>());
  useEffect(() => {
    if (switchTarget === undefined || walletChainId === undefined || triedSwitchFrom.current.has(walletChainId)) return;
    triedSwitchFrom.current.add(walletChainId);
    void switchNetwork(switchTarget);
  }, [switchTarget, walletChainId, switchNetwork]);

  const selectChain = useCallback(
    async (target: number) => {
      if (account) return switchNetwork(target);
      if (target !== readChainId) chooseReadChain(target);
    },
    [account, switchNetwork, readChainId],
  );

  const value = useMemo<WalletContextValue>(
    () => ({
      connection: account ? connection : undefined,
      account,
      chainId,
      provider,
      readProvider,
      isWrongNetwork,
      autoConnectDone,
      readOnlyError,
      switchingChain,
      connect,
      disconnect,
      switchNetwork,
      selectChain,
    }),
    [connection, account, chainId, provider, readProvider, isWrongNetwork, autoConnectDone, readOnlyError, switchingChain, connect, disconnect, switchNetwork, selectChain],
  );

  return (
    <WalletValueProvider value={value}>
      {readOnlyError && !account && <ReadOnlyErrorBanner />}
      {children}
    </WalletValueProvider>
  );
}
