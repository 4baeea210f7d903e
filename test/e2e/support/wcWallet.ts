/**
 * The phone-wallet side of the WalletConnect e2e tests: a real WalletConnect wallet (@walletconnect/sign-client
 * in the wallet role) in the test process, connected to the local relay, that signs with Hardhat dev keys and
 * sends to the local chains.
 *
 * Policy, like many mobile wallets: a proposal is approved for the dApp's first requested chain only; asked to
 * switch to another chain it knows (wallet_switchEthereumChain), it adds that chain to the session
 * (session update) and reports chainChanged. Requests are answered at once, except those the test told it to
 * refuse, which get the SDK's USER_REJECTED error (code 5000), as WalletKit wallets send it.
 */
import SignClient from "@walletconnect/sign-client";
import type { JsonRpcRecord, SessionTypes, SignClientTypes } from "@walletconnect/types";
import { Wallet, getAddress, type TypedDataField } from "ethers";
import { rpc } from "./chain";
import { DEV_KEYS } from "./env";

/** The SDK's error for a request or proposal the user refused (WalletConnect USER_REJECTED). */
const USER_REJECTED = { code: 5000, message: "User rejected." };
const USER_DISCONNECTED = { code: 6000, message: "User disconnected." };
const UNSUPPORTED_CHAIN = { code: 4902, message: "Unrecognized chain ID." };

/** A key-value store in memory: each test's wallet starts empty and leaves nothing on disk. */
class MemoryStorage {
  private items = new Map<string, unknown>();
  async getKeys() {
    return [...this.items.keys()];
  }
  async getEntries<T>() {
    return [...this.items.entries()] as [string, T][];
  }
  async getItem<T>(key: string) {
    return this.items.get(key) as T | undefined;
  }
  async setItem<T>(key: string, value: T) {
    this.items.set(key, value);
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
}

interface Request {
  method: string;
  params: unknown;
}

export interface WcTestWallet {
  client: SignClient;
  /** The address the wallet currently uses. */
  readonly address: string;
  readonly chainId: number;
  /** Whether the wallet still has the session (false once either side ended it). */
  readonly connected: boolean;
  /** Every request the dApp sent, in order. */
  requests: Request[];
  /** The Verify attestation each session proposal and request came with, in order ("" when it had none). */
  attestations: string[];
  pair(uri: string): Promise<SessionTypes.Struct>;
  /** Pairs, then refuses the session proposal (USER_REJECTED), as a user pressing "Reject" would. */
  pairAndReject(uri: string): Promise<void>;
  /** The next request of this method is refused with USER_REJECTED. */
  rejectNext(method: string): void;
  /** Switches to another dev account and tells the dApp (session update + accountsChanged). */
  changeAccount(keyIndex: number): Promise<void>;
  /** Ends the session from the wallet. */
  disconnect(): Promise<void>;
  close(): Promise<void>;
}

let walletCount = 0;

function chainOf(caip: string): number {
  return Number(caip.split(":")[1]);
}

export async function startWcWallet(opts: {
  relayUrl: string;
  projectId: string;
  keyIndex?: number;
  knownChains: number[];
  /** Debug lines (requests, answers, session updates). */
  log?: (line: string) => void;
}): Promise<WcTestWallet> {
  const log = opts.log ?? (() => undefined);
  const client = await SignClient.init({
    projectId: opts.projectId,
    relayUrl: opts.relayUrl,
    storage: new MemoryStorage(),
    // Its own core (the SDK shares one core per prefix and process): each wallet is a separate device.
    customStoragePrefix: `e2e-wallet-${++walletCount}`,
    logger: "error",
    telemetryEnabled: false,
    metadata: { name: "PenSwap e2e wallet", description: "Hardhat dev key wallet", url: "https://wallet.penswap.test", icons: [] },
  });
  // This wallet records Verify attestations (the dApp's claim of its domain, support/wcVerify.ts) but does not check
  // them: it cannot reach Verify's key server, and the SDK then waits forever for the key it failed to fetch, so a
  // proposal that carried an attestation never reached the wallet. Unchecked, every request counts as from an
  // unverified domain.
  const attestations: string[] = [];
  client.core.verify.resolve = ({ attestationId }) => {
    attestations.push(attestationId ?? "");
    return Promise.reject(new Error("this test wallet does not check Verify attestations"));
  };
  // The worker's shared providers: they outlive this wallet, so close() leaves them open.
  const providers = new Map(opts.knownChains.map((id) => [id, rpc(id)]));
  let signer = new Wallet(DEV_KEYS[opts.keyIndex ?? 0]);
  let chainId = opts.knownChains[0];
  let session: SessionTypes.Struct | undefined;
  const rejections: string[] = [];
  const requests: Request[] = [];

  const namespacesFor = (chains: number[], current: SessionTypes.Namespace) => ({
    eip155: { ...current, chains: chains.map((id) => `eip155:${id}`), accounts: chains.map((id) => `eip155:${id}:${signer.address}`) },
  });
  const sessionChains = () => (session ? (session.namespaces.eip155.chains ?? []).map(chainOf) : []);

  /**
   * Sends a session update and waits for the dApp's reply. Not through the SDK's `acknowledged()`: its
   * promise is made only when called, after `update()` has returned, and a reply that came in before that
   * (likely with the relay on the same machine and a quick dApp) was dropped, so the wallet waited five
   * minutes for it. The reply is taken from the SDK's JSON-RPC history instead, which records every
   * inbound reply (history_updated) before the SDK handles it; the request is recorded before it is sent.
   */
  const updateSession = async (chains: number[]) => {
    if (!session) return;
    const topic = session.topic;
    const namespaces = namespacesFor(chains, session.namespaces.eip155);
    const history = client.core.history;
    let onUpdated: (record: JsonRpcRecord) => void = () => undefined;
    const reply = new Promise<JsonRpcRecord>((resolve) => {
      onUpdated = (record) => {
        if (record.topic === topic && record.request.method === "wc_sessionUpdate" && record.response) resolve(record);
      };
      history.on("history_updated", onUpdated);
    });
    try {
      log(`update → chains ${chains.join(",")} account ${signer.address.slice(0, 6)}`);
      await client.update({ topic, namespaces });
      const { response } = await reply;
      if (response && "error" in response) throw new Error(`The dApp refused the session update: ${response.error.message}`);
      log("update acknowledged");
    } finally {
      history.off("history_updated", onUpdated);
    }
    session = client.session.get(topic);
  };

  const answer = async (request: Request, requestChain: number): Promise<unknown> => {
    const provider = providers.get(requestChain);
    const params = (request.params ?? []) as unknown[];
    switch (request.method) {
      case "eth_sendTransaction": {
        if (!provider) throw UNSUPPORTED_CHAIN;
        const tx = params[0] as { to?: string; data?: string; value?: string; gas?: string; gasLimit?: string };
        const sent = await signer.connect(provider).sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gasLimit: tx.gas ?? tx.gasLimit ? BigInt((tx.gas ?? tx.gasLimit)!) : undefined,
        });
        return sent.hash;
      }
      case "eth_signTypedData_v4": {
        const typed = JSON.parse(params[1] as string) as { domain: Record<string, unknown>; types: Record<string, TypedDataField[]>; message: Record<string, unknown> };
        const types = Object.fromEntries(Object.entries(typed.types).filter(([name]) => name !== "EIP712Domain"));
        return signer.signTypedData(typed.domain, types, typed.message);
      }
      case "personal_sign":
        return signer.signMessage(Buffer.from((params[0] as string).slice(2), "hex"));
      case "wallet_switchEthereumChain": {
        const target = Number((params[0] as { chainId: string }).chainId);
        if (!providers.has(target)) throw UNSUPPORTED_CHAIN;
        if (!sessionChains().includes(target)) await updateSession([...sessionChains(), target]);
        chainId = target;
        return null;
      }
      case "wallet_addEthereumChain":
        return null;
      case "eth_accounts":
      case "eth_requestAccounts":
        return [signer.address];
      case "eth_chainId":
        return `0x${chainId.toString(16)}`;
      default:
        throw { code: 4200, message: `Unsupported method ${request.method}` };
    }
  };

  // The dApp ending the session (its Disconnect) reaches the wallet as a session_delete.
  client.on("session_delete", ({ topic }) => {
    log("session deleted by the dApp");
    if (session?.topic === topic) session = undefined;
  });

  client.on("session_request", async (event: SignClientTypes.EventArguments["session_request"]) => {
    const { id, topic, params } = event;
    const request = params.request as Request;
    requests.push(request);
    log(`request ${request.method} on ${params.chainId}`);
    const refuse = rejections.indexOf(request.method);
    let response: { id: number; jsonrpc: "2.0"; result?: unknown; error?: { code: number; message: string } };
    if (refuse >= 0) {
      rejections.splice(refuse, 1);
      response = { id, jsonrpc: "2.0", error: USER_REJECTED };
    } else {
      try {
        response = { id, jsonrpc: "2.0", result: await answer(request, chainOf(params.chainId)) };
      } catch (error) {
        const e = error as { code?: number; message?: string; shortMessage?: string };
        response = { id, jsonrpc: "2.0", error: { code: typeof e.code === "number" ? e.code : -32000, message: e.shortMessage ?? e.message ?? String(error) } };
      }
    }
    await client.respond({ topic, response: response as never });
    log(`answered ${request.method}${response.error ? ` with error ${response.error.code}` : ""}`);
    if (request.method === "wallet_switchEthereumChain" && !response.error) {
      await client.emit({ topic, event: { name: "chainChanged", data: chainId }, chainId: `eip155:${chainId}` });
    }
  });

  return {
    client,
    get address() {
      return signer.address;
    },
    get chainId() {
      return chainId;
    },
    get connected() {
      return session !== undefined && client.session.keys.includes(session.topic);
    },
    requests,
    attestations,
    async pair(uri: string) {
      const proposal = new Promise<SignClientTypes.EventArguments["session_proposal"]>((resolve) => client.once("session_proposal", resolve));
      await client.pair({ uri });
      const { id, params } = await proposal;
      const requested = [...Object.values(params.requiredNamespaces ?? {}), ...Object.values(params.optionalNamespaces ?? {})];
      const firstChain = requested.flatMap((ns) => ns.chains ?? []).map(chainOf).find((id) => providers.has(id));
      if (firstChain === undefined) throw new Error("The proposal asks for no chain this wallet knows");
      chainId = firstChain;
      const unique = (items: string[]) => [...new Set(items)];
      const namespaces = {
        eip155: {
          chains: [`eip155:${chainId}`],
          accounts: [`eip155:${chainId}:${signer.address}`],
          methods: unique(requested.flatMap((ns) => ns.methods ?? [])),
          events: unique(requested.flatMap((ns) => ns.events ?? [])),
        },
      };
      const approval = await client.approve({ id, namespaces });
      session = await approval.acknowledged();
      return session;
    },
    async pairAndReject(uri: string) {
      const proposal = new Promise<SignClientTypes.EventArguments["session_proposal"]>((resolve) => client.once("session_proposal", resolve));
      await client.pair({ uri });
      const { id } = await proposal;
      await client.reject({ id, reason: USER_REJECTED });
    },
    rejectNext(method: string) {
      rejections.push(method);
    },
    async changeAccount(keyIndex: number) {
      if (!session) throw new Error("No session");
      signer = new Wallet(DEV_KEYS[keyIndex]);
      await updateSession(sessionChains());
      await client.emit({
        topic: session.topic,
        event: { name: "accountsChanged", data: [getAddress(signer.address)] },
        chainId: `eip155:${chainId}`,
      });
    },
    async disconnect() {
      if (!session) return;
      await client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED });
      session = undefined;
    },
    async close() {
      await client.core.relayer.transportClose().catch(() => undefined);
    },
  };
}
