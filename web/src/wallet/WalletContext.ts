import { createContext, createElement, useContext, type ReactNode } from "react";
import type { BrowserProvider, JsonRpcProvider } from "ethers";
import type { Connection } from "./connectors/connections";
import { ActiveChainIdContext } from "@/onchain/useActiveChainId";

export interface WalletContextValue {
  /** The connected wallet, or undefined when only the read-only fallback is active. */
  connection: Connection | undefined;
  /** Checksummed account of the connected wallet. */
  account: string | undefined;
  /** The wallet's chain when connected (may be unsupported: see isWrongNetwork), else the read-only chain. */
  chainId: number;
  /**
   * An ethers v6 provider over the wallet (EIP-1193), with the chain's ENS registry; signs transactions.
   * Undefined without a wallet, and for the moment the ethers code takes to load after a connection.
   */
  provider: BrowserProvider | undefined;
  /** The shared ethers read provider of `chainId`: undefined on an unknown chain and until the ethers code loaded. */
  readProvider: JsonRpcProvider | undefined;
  /** Connected to a chain the app does not support ('Wrong Network'). */
  isWrongNetwork: boolean;
  /** True once the stored wallet (if any) was tried at load. */
  autoConnectDone: boolean;
  /** Set when even the read-only connection failed (translated unknownError). */
  readOnlyError: Error | undefined;
  /** A network switch requested from the wallet is in progress (full-screen spinner). */
  switchingChain: boolean;
  connect(connection: Connection): Promise<void>;
  disconnect(): void;
  switchNetwork(chainId: number): Promise<void>;
  /** The network selector's action: switches the wallet's chain, or without a wallet opens the app on that chain. */
  selectChain(chainId: number): Promise<void>;
}

export const WalletContext = createContext<WalletContextValue | undefined>(undefined);

/** The wallet state and actions for any component (must be under <WalletProvider>). */
export function useWallet(): WalletContextValue {
  const value = useContext(WalletContext);
  if (!value) throw new Error("useWallet must be used inside <WalletProvider>");
  return value;
}

/**
 * Hands a wallet value to the tree: to wallet consumers (useWallet) and, as the chain to read from, to the
 * chain layer below (useActiveChainId). WalletProvider mounts it; tests mount it with a fixed value.
 */
export function WalletValueProvider({ value, children }: { value: WalletContextValue; children?: ReactNode }) {
  return createElement(WalletContext.Provider, { value }, createElement(ActiveChainIdContext.Provider, { value: value.chainId }, children));
}
