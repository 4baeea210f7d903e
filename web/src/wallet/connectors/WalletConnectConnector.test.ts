import { EventEmitter } from "events";
import { describe, expect, it } from "vitest";
import { createConnector } from "./createConnector";
import { WalletConnectConnector } from "./WalletConnectConnector";

const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const CHAIN_KEY = "wc@2:ethereum_provider:/chainId";

/**
 * The parts of @walletconnect/ethereum-provider the connector uses, over an event emitter. Its storage
 * holds each write until the test lets it land, as IndexedDB does while a reload may cut it short.
 */
function fakeSdk(chainId: number) {
  const events = new EventEmitter();
  const stored = new Map<string, unknown>();
  const pendingWrites: (() => void)[] = [];
  const defaultChains: string[] = [];
  const sdk = {
    session: { topic: "t" } as object | undefined,
    chainId,
    accounts: [ACCOUNT],
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    removeListener: (event: string, listener: (...args: unknown[]) => void) => events.removeListener(event, listener),
    request: async () => null,
    disconnect: async () => undefined,
    signer: {
      setDefaultChain: (chain: string) => defaultChains.push(chain),
      client: {
        core: {
          storage: {
            setItem: (key: string, value: unknown) =>
              new Promise<void>((resolve) =>
                pendingWrites.push(() => {
                  stored.set(key, value);
                  resolve();
                }),
              ),
          },
        },
      },
    },
  };
  const landWrites = async () => {
    while (pendingWrites.length) pendingWrites.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { sdk, events, stored, defaultChains, landWrites };
}

function connect(chainId: number) {
  const fake = fakeSdk(chainId);
  const chains = () => ({ required: chainId, optional: [chainId], rpcMap: {} });
  const [connector, store] = createConnector<WalletConnectConnector>(
    (actions) => new WalletConnectConnector(actions, fake.sdk as never, chains, () => undefined),
  );
  const heard: unknown[] = [];
  connector.provider.on("chainChanged", (chain: unknown) => heard.push(chain));
  return { ...fake, connector, store, heard };
}

describe("WalletConnectConnector", () => {
  it("tells the app of a new chain once, and only after the SDK's stored chain is written", async () => {
    const { connector, store, events, stored, heard, landWrites } = connect(555555);
    await connector.activate();
    expect(store.getState()).toMatchObject({ chainId: 555555, accounts: [ACCOUNT] });

    // One switch: the SDK emits the chain three times.
    events.emit("chainChanged", "0xd10");
    events.emit("chainChanged", "0xd10");
    events.emit("chainChanged", "0xd10");
    expect(store.getState().chainId).toBe(3344);
    expect(heard).toEqual([]); // the write has not landed: a reload now would resume on the old chain
    await landWrites();
    expect(stored.get(CHAIN_KEY)).toBe(3344);
    expect(heard).toEqual(["0xd10"]);
  });

  it("does not tell the app of the chain it resumed on (a chainChanged the relay still held)", async () => {
    const { connector, events, heard, defaultChains, landWrites } = connect(3344);
    await connector.connectEagerly();
    // The SDK's inner provider is put on the resumed chain, so reads go to the same chain as requests.
    expect(defaultChains).toEqual(["eip155:3344"]);
    events.emit("chainChanged", "0xd10");
    await landWrites();
    expect(heard).toEqual([]);
  });

  it("ignores an unreadable chain and starts over after a disconnect", async () => {
    const { connector, store, events, heard, landWrites } = connect(555555);
    await connector.activate();
    events.emit("chainChanged", "not a chain");
    expect(store.getState().chainId).toBe(555555);
    events.emit("disconnect");
    expect(store.getState().accounts).toBeUndefined();
    await connector.activate();
    events.emit("chainChanged", 5555);
    await landWrites();
    expect(heard).toEqual(["0x15b3"]);
  });

  it("throws when there is no session to resume", async () => {
    const { connector, sdk, store } = connect(555555);
    sdk.session = undefined;
    await expect(connector.connectEagerly()).rejects.toThrow("No WalletConnect session");
    expect(store.getState().activating).toBe(false);
  });
});
