import type { Addressable, FunctionFragment, Interface } from "ethers";
import { useCallback, useEffect, useMemo } from "react";
import { useAppDispatch, useAppSelector, type RootState } from "@/base/store";
import { parseAddress } from "@/sdk";
import { useBlockNumber } from "../blockNumber";
import { useActiveChainId } from "../useActiveChainId";
import { toCallState, type CallResultView, type CallState } from "./callState";
import { sameStoredResults, selectStoredResults, toResultViews } from "./resultViews";
import { parseCallKey, toCallKey, type Call } from "./callKeys";
import { useFirstReadAtOnce } from "./firstReads";
import { addMulticallListeners, removeMulticallListeners, type ListenerOptions } from "./slice";
import type { ContractReads, ViewMethodName, ViewMethodValue } from "./typedCalls";

export type { CallState } from "./callState";
export { contractReads, type ContractReads, type ViewMethodName, type ViewMethodValue } from "./typedCalls";
export type { ListenerOptions } from "./slice";

/** A contract to read: its ABI and address, typed with its Typechain contract type `C` (see onchain/contracts/contractHandle). */
interface MulticallContract<C = unknown> {
  readonly interface: Interface;
  readonly target: string | Addressable;
  /** Never set: carries the Typechain contract type for the compiler. */
  readonly contractType?: C;
}

type MethodArg = string | number | bigint | boolean | MethodArg[];
type OptionalMethodInputs = Array<MethodArg | undefined> | undefined;

/** How a hook's calls are read: how often, and whether their first read goes at once (see useFirstReadAtOnce). */
export interface CallOptions extends ListenerOptions {
  readonly firstReadAtOnce?: boolean;
}

const DEFAULT_OPTIONS: CallOptions = { blocksPerFetch: 1 };

/**
 * The states decoded by toCallState with the contract's own ABI, typed as that method's Typechain output (the
 * bindings are generated from the same ABI, so the decode and the type agree). The one place results get a type.
 */
function typed<T>(states: CallState[]): CallState<T>[];
function typed<T>(states: CallState): CallState<T>;
function typed<T>(states: CallState | CallState[]): CallState<T> | CallState<T>[] {
  return states as CallState<T> | CallState<T>[];
}

/** Inputs compared by value: callers often build a fresh array each render. */
function serializeInputs(inputs: unknown): string {
  return JSON.stringify(inputs ?? [], (_, v) => (typeof v === "bigint" ? `${v.toString()}n` : v));
}

function isValidMethodArgs(x: unknown): x is MethodArg[] | undefined {
  const isArg = (a: unknown): boolean =>
    ["string", "number", "bigint", "boolean"].includes(typeof a) || (Array.isArray(a) && a.every(isArg));
  return x === undefined || (Array.isArray(x) && x.every(isArg));
}

function contractAddress(contract: MulticallContract | null | undefined): string | undefined {
  const target = contract?.target;
  return typeof target === "string" ? checksummed(target) : undefined;
}

/**
 * Entries kept by each cache below; past it the cache starts again empty. Far more than a page's calls (hundreds of
 * pools and their tokens), so a page mounted again finds all of its addresses and call data.
 */
const ENCODED_CACHE_LIMIT = 8192;

// Text as given → the checksummed address (undefined: not an address). Checksumming hashes the address: a page mounted
// again with hundreds of pools and tokens spent tens of milliseconds of its first render on it.
const checksummedAddresses = new Map<string, string | undefined>();

function checksummed(address: string): string | undefined {
  if (checksummedAddresses.has(address)) return checksummedAddresses.get(address);
  const parsed = parseAddress(address);
  if (checksummedAddresses.size >= ENCODED_CACHE_LIMIT) checksummedAddresses.clear();
  checksummedAddresses.set(address, parsed);
  return parsed;
}

// Per method, the serialized inputs → the call data (lowercase; undefined: the inputs do not fit the method). ethers
// hashes the method's signature for its selector on every encoding: hundreds of calls cost tens of milliseconds at
// each mount of a page.
const callDataByMethod = new WeakMap<FunctionFragment, Map<string, string | undefined>>();

function encodeCallData(contractInterface: Interface, fragment: FunctionFragment, inputs: OptionalMethodInputs): string | undefined {
  if (!isValidMethodArgs(inputs)) return undefined;
  let encoded = callDataByMethod.get(fragment);
  if (!encoded) callDataByMethod.set(fragment, (encoded = new Map()));
  const key = serializeInputs(inputs);
  if (encoded.has(key)) return encoded.get(key);
  let callData: string | undefined;
  try {
    callData = contractInterface.encodeFunctionData(fragment, inputs ?? []).toLowerCase();
  } catch (error) {
    console.debug("Could not encode call", fragment.name, inputs, error);
  }
  if (encoded.size >= ENCODED_CACHE_LIMIT) encoded.clear();
  encoded.set(key, callData);
  return callData;
}

function encodeCall(address: string | undefined, contractInterface: Interface, fragment: FunctionFragment | undefined, inputs: OptionalMethodInputs): Call | undefined {
  const target = typeof address === "string" ? checksummed(address) : undefined;
  if (!target || !fragment) return undefined;
  const callData = encodeCallData(contractInterface, fragment, inputs);
  return callData === undefined ? undefined : { address: target, callData };
}

function getFragment(contractInterface: Interface | undefined, methodName: string): FunctionFragment | undefined {
  try {
    return contractInterface?.getFunction(methodName) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Registers listeners for the calls while mounted and returns their stored results. Listeners are keyed
 * by `address-calldata`, so every component asking the same question shares one slot and one fetch.
 */
function useCallsData(calls: (Call | undefined)[], options: CallOptions = DEFAULT_OPTIONS): CallResultView[] {
  const chainId = useActiveChainId();
  const dispatch = useAppDispatch();
  const serializedCallKeys = useMemo(
    () => JSON.stringify(calls.filter((c): c is Call => c !== undefined).map(toCallKey).sort()),
    [calls],
  );
  const { blocksPerFetch, firstReadAtOnce = false } = options;

  useEffect(() => {
    const callKeys: string[] = JSON.parse(serializedCallKeys);
    if (callKeys.length === 0) return;
    const parsed = callKeys.map(parseCallKey);
    dispatch(addMulticallListeners({ chainId, calls: parsed, options: { blocksPerFetch } }));
    return () => {
      dispatch(removeMulticallListeners({ chainId, calls: parsed, options: { blocksPerFetch } }));
    };
  }, [chainId, dispatch, blocksPerFetch, serializedCallKeys]);
  useFirstReadAtOnce(chainId, serializedCallKeys, firstReadAtOnce);

  // Compared by each call's data and block, so a store change that leaves these calls' results as they were (another
  // call's result, a fetch starting) returns the previous array and nothing downstream is worked out again.
  const callKeys = useMemo(() => calls.map((call) => call && toCallKey(call)), [calls]);
  const select = useCallback((state: RootState) => selectStoredResults(state.multicall.callResults[chainId], callKeys), [chainId, callKeys]);
  const stored = useAppSelector(select, sameStoredResults);
  return useMemo(() => toResultViews(callKeys, stored), [callKeys, stored]);
}

/** One method of one contract, called with many input sets (e.g. balanceOf for many accounts). */
export function useSingleContractMultipleData<C, M extends ViewMethodName<C>>(
  contract: MulticallContract<C> | null | undefined,
  methodName: M,
  callInputs: OptionalMethodInputs[],
  options?: CallOptions,
): CallState<ViewMethodValue<C, M>>[] {
  const fragment = useMemo(() => getFragment(contract?.interface, methodName), [contract, methodName]);
  const serializedInputs = serializeInputs(callInputs);
  const calls = useMemo(() => {
    const address = contractAddress(contract);
    return contract ? callInputs.map((inputs) => encodeCall(address, contract.interface, fragment, inputs)) : [];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contract, fragment, serializedInputs]);
  const results = useCallsData(calls, options);
  const latestBlockNumber = useBlockNumber();
  return useMemo(
    () => typed<ViewMethodValue<C, M>>(results.map((result) => toCallState(result, contract?.interface, fragment, latestBlockNumber))),
    [fragment, contract, results, latestBlockNumber],
  );
}

/** One method with the same inputs on many contracts of one interface (e.g. getReserves of many pairs). */
export function useMultipleContractSingleData<C, M extends ViewMethodName<C>>(
  addresses: (string | undefined)[],
  reads: ContractReads<C>,
  methodName: M,
  callInputs?: OptionalMethodInputs,
  options?: CallOptions,
): CallState<ViewMethodValue<C, M>>[] {
  const contractInterface = reads.interface;
  const fragment = useMemo(() => getFragment(contractInterface, methodName), [contractInterface, methodName]);
  const serializedInputs = serializeInputs(callInputs);
  const serializedAddresses = addresses.join(",");
  const calls = useMemo(
    () => addresses.map((address) => encodeCall(address, contractInterface, fragment, callInputs)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [serializedAddresses, contractInterface, fragment, serializedInputs],
  );
  const results = useCallsData(calls, options);
  const latestBlockNumber = useBlockNumber();
  return useMemo(
    () => typed<ViewMethodValue<C, M>>(results.map((result) => toCallState(result, contractInterface, fragment, latestBlockNumber))),
    [fragment, contractInterface, results, latestBlockNumber],
  );
}

/** One method of one contract with one input set. */
export function useSingleCallResult<C, M extends ViewMethodName<C>>(
  contract: MulticallContract<C> | null | undefined,
  methodName: M,
  inputs?: OptionalMethodInputs,
  options?: CallOptions,
): CallState<ViewMethodValue<C, M>> {
  const fragment = useMemo(() => getFragment(contract?.interface, methodName), [contract, methodName]);
  const serializedInputs = serializeInputs(inputs);
  const calls = useMemo(
    () => (contract ? [encodeCall(contractAddress(contract), contract.interface, fragment, inputs)] : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [contract, fragment, serializedInputs],
  );
  const result = useCallsData(calls, options)[0];
  const latestBlockNumber = useBlockNumber();
  return useMemo(
    () => typed<ViewMethodValue<C, M>>(toCallState(result, contract?.interface, fragment, latestBlockNumber)),
    [result, contract, fragment, latestBlockNumber],
  );
}
