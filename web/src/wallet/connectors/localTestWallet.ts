import { HDNodeWallet, JsonRpcProvider, Mnemonic, type TransactionRequest } from "ethers";
import { getChainInfo } from "@/networks";
import { parseChainId, toHexChainId } from "../utils/parseChainId";

/**
 * The local test wallet: an EIP-1193 provider that signs locally with one of the Hardhat default dev keys
 * and forwards everything else to the local chain's RPC. It exists so a newcomer can use `npm run dev`
 * without any wallet extension. It is only ever loaded (dynamic import) when TEST_WALLET_ENABLED, and only
 * knows the local chains — these keys are public, so it must never point at a real network.
 */
const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";
const TEST_WALLET_ACCOUNT_COUNT = 5;
const STORAGE_KEY = "penswap.testWallet";

type Listener = (...args: unknown[]) => void;

class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

interface StoredState {
  accountIndex: number;
  chainId: number;
}

function readStored(): StoredState {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
    const accountIndex = Number(parsed?.accountIndex);
    const chainId = Number(parsed?.chainId);
    return {
      accountIndex: Number.isInteger(accountIndex) && accountIndex >= 0 && accountIndex < TEST_WALLET_ACCOUNT_COUNT ? accountIndex : 0,
      chainId: getChainInfo(chainId)?.isLocal ? chainId : 555555,
    };
  } catch {
    return { accountIndex: 0, chainId: 555555 };
  }
}

export function devAccount(index: number): HDNodeWallet {
  return HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(HARDHAT_MNEMONIC), `m/44'/60'/0'/0/${index}`);
}

export class LocalTestWalletProvider {
  private listeners = new Map<string, Set<Listener>>();
  private state: StoredState;
  private wallet: HDNodeWallet;
  private rpcByChain = new Map<number, JsonRpcProvider>();

  constructor(accountIndex?: number) {
    this.state = readStored();
    if (accountIndex !== undefined) this.state.accountIndex = accountIndex;
    this.wallet = devAccount(this.state.accountIndex);
    this.persist();
  }

  get accountIndex(): number {
    return this.state.accountIndex;
  }

  private persist(): void {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(this.state));
    } catch {
      // storage full or disabled: the wallet still works for this page
    }
  }

  private rpc(): JsonRpcProvider {
    let rpc = this.rpcByChain.get(this.state.chainId);
    if (!rpc) {
      const url = getChainInfo(this.state.chainId)?.rpcUrls[0];
      if (!url) throw new RpcError("The local test wallet has no RPC URL for this chain.", 4901);
      rpc = new JsonRpcProvider(url, this.state.chainId, { staticNetwork: true, batchStallTime: 50 });
      this.rpcByChain.set(this.state.chainId, rpc);
    }
    return rpc;
  }

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  private emit(event: string, ...args: unknown[]): void {
    this.listeners.get(event)?.forEach((listener) => listener(...args));
  }

  async request({ method, params }: { method: string; params?: readonly unknown[] | object }): Promise<unknown> {
    const list = (Array.isArray(params) ? params : []) as unknown[];
    switch (method) {
      case "eth_requestAccounts":
      case "eth_accounts":
        return [this.wallet.address];
      case "eth_chainId":
        return toHexChainId(this.state.chainId);
      case "net_version":
        return String(this.state.chainId);
      case "wallet_addEthereumChain":
      case "wallet_switchEthereumChain": {
        const chainId = parseChainId((list[0] as { chainId?: unknown })?.chainId);
        if (!getChainInfo(chainId)?.isLocal) {
          throw new RpcError(`The local test wallet only works on the local chains, not ${chainId}.`, 4902);
        }
        if (method === "wallet_switchEthereumChain" && chainId !== this.state.chainId) {
          this.state.chainId = chainId;
          this.persist();
          this.emit("chainChanged", toHexChainId(chainId));
        }
        return null;
      }
      case "eth_sendTransaction": {
        const tx = list[0] as Record<string, string | undefined>;
        if (tx.from && tx.from.toLowerCase() !== this.wallet.address.toLowerCase()) {
          throw new RpcError("The local test wallet cannot sign for another account.", 4100);
        }
        const request: TransactionRequest = {
          to: tx.to,
          data: tx.data,
          value: tx.value,
          gasLimit: tx.gas ?? tx.gasLimit,
          gasPrice: tx.gasPrice,
          maxFeePerGas: tx.maxFeePerGas,
          maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
          nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
        };
        const sent = await this.wallet.connect(this.rpc()).sendTransaction(request);
        return sent.hash;
      }
      case "personal_sign":
        return this.wallet.signMessage(toMessageBytes(String(list[0])));
      case "eth_signTypedData_v4": {
        const typed = JSON.parse(String(list[1]));
        const types = { ...typed.types };
        delete types.EIP712Domain; // ethers derives the domain type itself
        return this.wallet.signTypedData(typed.domain, types, typed.message);
      }
      default:
        return this.rpc().send(method, list);
    }
  }
}

function toMessageBytes(message: string): string | Uint8Array {
  if (/^0x([0-9a-f]{2})*$/i.test(message)) {
    const bytes = new Uint8Array((message.length - 2) / 2);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(message.slice(2 + i * 2, 4 + i * 2), 16);
    return bytes;
  }
  return message;
}
