import { useEffect } from "react";
import { useStore } from "react-redux";
import { updateBlockNumber, type BlockNumberState } from "./blockNumberSlice";
import { useAppDispatch } from "@/base/store";
import { getChainInfo } from "@/networks";
import { keysDueNextBlock, pollBlock, updateMulticallResults, type MulticallState } from "./multicall";
import { getReadClient } from "./readClients";
import { isChainReset, resetChain } from "./chainReset";
import { boardPoll } from "./pollRiders";
import { isRpcUnavailableError, rpcHealth, nextRetryDelayMs } from "./rpc";
import { useActiveChainId } from "./useActiveChainId";

// The last block number and genesis hash each chain's node reported this page session.
const observedChains = new Map<number, { lastBlock?: number; genesisHash?: string }>();

/**
 * Polls the active chain once per polling interval (1 s local, 15 s public) and stores the block number.
 * The poll is the multicall of every listened call (see pollBlock), and its results are stored before
 * the new block number, so the multicall updater finds nothing outdated: one request per new block and
 * one per interval without new blocks is the whole idle traffic (while a log scan holds the node, the poll is the
 * block number alone: see the poll). The multicall updater still fetches
 * at once what a newly mounted component starts to listen to. While no RPC URL of the chain answers it
 * also drives the retries (growing pauses, published for the banner's countdown; the banner's Retry polls
 * at once), and the first answer after an outage refreshes everything without a reload.
 */
export function BlockNumberUpdater(): null {
  const chainId = useActiveChainId();
  const dispatch = useAppDispatch();
  // Only the two slices read here: the chain layer knows nothing of the rest of the store.
  const store = useStore<{ multicall: MulticallState; blockNumber: BlockNumberState }>();

  useEffect(() => {
    const chain = getChainInfo(chainId);
    const client = getReadClient(chainId);
    if (!chain || !client) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    // Consecutive polls that found no URL of the chain answering: spaces the retries out (banner countdown).
    let outages = 0;
    // What the node said before, to notice a node restarted from genesis (see chainReset): kept per chain across chain
    // switches, so a node restarted while another chain was active is noticed when its chain is active again.
    const seen = observedChains.get(chain.chainId) ?? {};
    observedChains.set(chain.chainId, seen);
    // Whether this activation of the chain has read block 0 yet (see the poll).
    let genesisChecked = false;
    const poll = async () => {
      timer = undefined;
      // A hidden tab needs no fresh blocks: skip the request and catch up as soon as it is shown again.
      if (typeof document !== "undefined" && document.visibilityState === "hidden") {
        timer = setTimeout(poll, chain.pollingIntervalMs);
        return;
      }
      inFlight = true;
      let delay = chain.pollingIntervalMs;
      try {
        const multicall = chain.contracts.multicall;
        // Block 0 is read on the first poll and after every outage: that is when a node may have restarted.
        // It is asked together with the poll (one batched request), not after it: on a cold start the block
        // number gates every read of the page, so a second round trip would delay the first quote. A failed
        // read of it only postpones the check; it never blocks the block number.
        const genesisRead =
          !genesisChecked || outages > 0 ? client.getBlockHash(0).catch(() => undefined) : undefined;
        const state = store.getState();
        // While a log scan's eth_getLogs is under way (a cold page's first scan), the poll asks for the block number
        // alone: a node that answers one request at a time would serve the multicall of every listened call between
        // the scan's ranges, delaying the page by its whole cost at each poll, mostly to learn that no block came. A
        // block found meanwhile has its calls fetched by the multicall updater (a second request for that block only).
        const listeningKeys = client.transport.hasLongRequestPending() ? [] : keysDueNextBlock(state.multicall, chain.chainId, state.blockNumber[chain.chainId]);
        const polled = pollBlock({
          listeningKeys,
          multicallAddress: multicall,
          ethCall: (tx) => client.call(tx),
          getBlockNumber: () => client.getBlockNumber(),
        });
        // Reads a page wants at every block (see pollRiders) join the poll's batch, after its multicall.
        boardPoll(chain.chainId, { send: (method, params) => client.send(method, params), poll: polled });
        const { blockNumber, results } = await polled;
        const genesis = await genesisRead;
        outages = 0;
        if (stopped) return;
        if (isChainReset({ blockNumber: seen.lastBlock, genesisHash: seen.genesisHash }, { blockNumber, genesisHash: genesis })) {
          console.info(`Chain ${chain.chainId} was reset (new history): dropping its cached data`);
          dispatch(resetChain(chain.chainId));
        }
        seen.lastBlock = blockNumber;
        if (genesis) {
          seen.genesisHash = genesis;
          genesisChecked = true;
        }
        const known = store.getState().blockNumber[chain.chainId] ?? 0;
        if (blockNumber > known) {
          // Results first: by the time the new block number renders, every listened call is fresh for it.
          if (results) dispatch(updateMulticallResults({ chainId: chain.chainId, blockNumber, results }));
          dispatch(updateBlockNumber({ chainId: chain.chainId, blockNumber }));
        }
      } catch (error) {
        console.debug(`Failed to get block number on chain ${chain.chainId}`, error);
        if (isRpcUnavailableError(error)) {
          outages += 1;
          delay = nextRetryDelayMs(outages, chain.pollingIntervalMs);
          if (!stopped) rpcHealth.scheduleRetry(chain.chainId, Date.now() + delay);
        }
      } finally {
        inFlight = false;
      }
      // Schedule after the answer (not setInterval) so a slow node never gets overlapping polls.
      if (!stopped) timer = setTimeout(poll, delay);
    };
    const pollNow = () => {
      // Only one poll loop: if a request is in flight it schedules the next poll itself.
      if (stopped || inFlight) return;
      if (timer) clearTimeout(timer);
      poll();
    };
    const offRetry = rpcHealth.onRetryRequested((id) => {
      if (id !== chain.chainId) return;
      client.transport.resetBackoff();
      pollNow();
    });
    const onVisible = () => {
      if (document.visibilityState === "visible") pollNow();
    };
    poll();
    if (typeof document !== "undefined") document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      offRetry();
      if (timer) clearTimeout(timer);
      if (typeof document !== "undefined") document.removeEventListener("visibilitychange", onVisible);
    };
  }, [chainId, dispatch, store]);

  return null;
}
