// @vitest-environment jsdom
/**
 * useWriteFlow against a real Hardhat node, through a wallet that holds each eth_sendTransaction until the test
 * answers it (the user still deciding in the wallet): a send dismissed while its wallet decides, then answered
 * after a second send started, leaves the second send's stage alone.
 */
import { act, cleanup, waitFor } from "@testing-library/react";
import { BrowserProvider, JsonRpcProvider, Network, type Eip1193Provider } from "ethers";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startLocalChainOnFreePort } from "../../../../../scripts/lib/localChains";
import { renderHookWithProviders } from "@/app/testing/renderWithProviders";
import { summary } from "@/onchain/transactions";
import { useWriteFlow } from "./useWriteFlow";
import type { WriteDescription } from "./writeFlow";

const CHAIN_ID = 555555;
const network = Network.from(CHAIN_ID);
let stopChain: (() => Promise<void>) | undefined;
let node: JsonRpcProvider;
let account: string;
let receiver: string;

beforeAll(async () => {
  const { port, stop } = await startLocalChainOnFreePort(CHAIN_ID);
  stopChain = stop;
  node = new JsonRpcProvider(`http://127.0.0.1:${port}`, network, { staticNetwork: network, cacheTimeout: -1 });
  const [first, second] = await node.listAccounts();
  account = first.address;
  receiver = second.address;
}, 180_000);

afterEach(cleanup);

afterAll(async () => {
  node?.destroy();
  await stopChain?.();
});

/** The user's answer to one held wallet request: approve (the node sends it) or reject (EIP-1193 code 4001). */
interface HeldSend {
  approve(): void;
  reject(): void;
}

/** A wallet over the node (its unlocked dev accounts sign) that holds every eth_sendTransaction for the test. */
function decidingWallet() {
  const held: HeldSend[] = [];
  const eip1193: Eip1193Provider = {
    request: async ({ method, params }) => {
      if (method === "eth_sendTransaction") {
        const approved = await new Promise<boolean>((resolve) => held.push({ approve: () => resolve(true), reject: () => resolve(false) }));
        if (!approved) throw Object.assign(new Error("User rejected the request."), { code: 4001 });
      }
      return node.send(method, (params as unknown[] | undefined) ?? []);
    },
  };
  return { held, provider: new BrowserProvider(eip1193, network, { staticNetwork: network, cacheTimeout: -1 }) };
}

const transfer: WriteDescription<{ value: bigint }> = {
  kind: "other",
  summary: () => summary("txSummary.approve", { symbol: "WEI" }),
  buildCalls: ({ value }) => [{ to: receiver, data: "0x", value }],
};

describe("useWriteFlow: a dismissed send that answers late", () => {
  it.each([
    ["its hash", (send: HeldSend) => send.approve()],
    ["its rejection", (send: HeldSend) => send.reject()],
  ])("%s does not move the next send's stage", async (_, answerLate) => {
    const wallet = decidingWallet();
    const { result } = renderHookWithProviders(() => useWriteFlow(transfer), { wallet: { account, chainId: CHAIN_ID, provider: wallet.provider } });

    let sendA!: Promise<string | undefined>;
    act(() => void (sendA = result.current.send({ value: 1n })));
    await waitFor(() => expect(wallet.held).toHaveLength(1));
    act(() => result.current.reset());
    let sendB!: Promise<string | undefined>;
    act(() => void (sendB = result.current.send({ value: 2n })));
    await waitFor(() => expect(wallet.held).toHaveLength(2));

    answerLate(wallet.held[0]);
    await act(async () => void (await sendA));
    expect(result.current.stage).toEqual({ step: "waiting" });

    wallet.held[1].approve();
    let hashB: string | undefined;
    await act(async () => void (hashB = await sendB));
    expect(hashB).toMatch(/^0x[0-9a-f]{64}$/);
    expect(result.current.stage).toEqual({ step: "submitted", hash: hashB });
    expect((await node.getTransaction(hashB!))?.value).toBe(2n);
  });
});
