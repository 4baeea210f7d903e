import type { Provider } from "@web3-react/types";
import { toHexChainId } from "./parseChainId";

/** EIP-3085 parameters as sent to the wallet (chain id in hex). */
interface AddChainParameters {
  chainId: string;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: string[];
  blockExplorerUrls?: string[];
}

/** Wallets put the code on the error, or (MetaMask mobile) on data.originalError. */
export function walletErrorCode(error: unknown): number | undefined {
  const e = error as { code?: unknown; data?: { originalError?: { code?: unknown } } } | undefined;
  const code = e?.data?.originalError?.code ?? e?.code;
  return typeof code === "number" ? code : undefined;
}

/** 4902: the wallet does not know this chain yet (EIP-3326 / MetaMask). */
const UNKNOWN_CHAIN_CODE = 4902;

/**
 * Ask the wallet to switch; if it does not know the chain (4902), add it with the chain table's
 * parameters and switch again (some wallets switch on add, others — the headless one — only add).
 */
export async function switchChain(provider: Provider, chainId: number, addParameters: () => AddChainParameters | undefined): Promise<void> {
  const switchRequest = { method: "wallet_switchEthereumChain", params: [{ chainId: toHexChainId(chainId) }] };
  try {
    await provider.request(switchRequest);
  } catch (error) {
    if (walletErrorCode(error) !== UNKNOWN_CHAIN_CODE) throw error;
    const parameters = addParameters();
    if (!parameters) throw new Error(`No parameters to add chain ${chainId}`, { cause: error });
    await provider.request({ method: "wallet_addEthereumChain", params: [parameters] });
    await provider.request(switchRequest);
  }
}
