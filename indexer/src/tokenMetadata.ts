import { decodeAbiParameters, decodeFunctionResult, encodeFunctionData, hexToBytes, parseAbi, type Hex } from "viem";
import { capTokenText, capTokenTextUnits, cleanTokenText, isSuspiciousTokenText } from "../../web/src/sdk/tokenText.ts";
import { ERC20_METADATA_ABI } from "../abis/pair";

/** Decimals a token may declare and still be shown (the app's own limit). */
const MAX_DECIMALS = 255;

/** User-perceived characters kept of a symbol or name: more than any page shows, far below what the app accepts. */
export const STORED_TOKEN_TEXT_MAX_CHARACTERS = 200;
/** UTF-16 units at most: one user-perceived character can be a long emoji sequence, and the app refuses long text. */
const STORED_TOKEN_TEXT_MAX_UNITS = 4 * STORED_TOKEN_TEXT_MAX_CHARACTERS;
/**
 * Kept after a text that needed cleaning: a control character the app drops when it shows the text and takes as the
 * sign of a suspicious token, as it would have from the chain's own text.
 */
const SUSPICIOUS_MARK = "\u0001";

/**
 * A token's symbol or name as the indexer stores it. The text is the token deployer's, untrusted: the app refuses a
 * whole answer with a text over its length limit, and PostgreSQL refuses a NUL character in text (Ponder drops it
 * with a warning, so "USDT\0" would arrive as a plain "USDT" the app no longer warns about). So it is stored cleaned
 * and capped the app's way (sdk/tokenText.ts: by user-perceived characters, so an emoji or a letter with its accents
 * is never split), and a text that needed cleaning keeps a mark, so the app warns about the token as it does when it
 * reads the chain.
 */
export function storedTokenText(raw: string): string {
  const text = capTokenTextUnits(capTokenText(cleanTokenText(raw), STORED_TOKEN_TEXT_MAX_CHARACTERS), STORED_TOKEN_TEXT_MAX_UNITS);
  return isSuspiciousTokenText(raw) ? text + SUSPICIOUS_MARK : text;
}

/** A bytes32 text as the app decodes it: UTF-8, trailing NULs dropped; empty when not text. */
function bytes32Text(value: Hex): string {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(hexToBytes(value)).replace(/\0+$/, "");
    return text.includes("\0") ? "" : text;
  } catch {
    return "";
  }
}

/** The deployment's Multicall (Multicall2's tryAggregate: each call's success and return data, failures allowed). */
const MULTICALL_ABI = parseAbi([
  "struct Call { address target; bytes callData; }",
  "struct Result { bool success; bytes returnData; }",
  "function tryAggregate(bool requireSuccess, Call[] calls) view returns (Result[] returnData)",
]);
const METADATA_FUNCTIONS = ["symbol", "name", "decimals"] as const;
const METADATA_CALL_DATA = METADATA_FUNCTIONS.map((functionName) => encodeFunctionData({ abi: ERC20_METADATA_ABI, functionName }));

/**
 * One eth_call at a block, as Ponder's context.client and viem's public client both make it: the return data, undefined
 * when the call returned nothing; throws when it reverted or failed. A plain call rather than readContract: Ponder
 * retries a readContract that returned nothing for a minute, and a token address without code always returns nothing.
 */
export interface EthCallClient {
  call(args: { to: Hex; data: Hex; blockNumber: bigint }): Promise<{ data?: Hex }>;
}

const NO_ANSWER_ERRORS = new Set(["HttpRequestError", "TimeoutError", "WebSocketRequestError", "SocketClosedError"]);

/**
 * Whether a failed call got no answer from the node at all (unreachable, an HTTP error, a timeout, a closed socket),
 * as opposed to an answer that is an error (a revert, an invalid opcode, a token without the function). Only an answer
 * says something about the token; no answer says nothing, and storing it as "no metadata" would blank the token for
 * good, since a token's metadata is read once.
 */
function gotNoAnswer(error: unknown): boolean {
  // By viem's error names along the causes, not instanceof: the client that threw may hold another copy of viem.
  let cause = error;
  for (let depth = 0; cause instanceof Error && depth < 16; depth++, cause = cause.cause) {
    if (NO_ANSWER_ERRORS.has(cause.name)) return true;
  }
  return false;
}

/**
 * Undefined where the call was answered with an error: a token without the function reads as one whose call reverted.
 * A call the node never answered throws (gotNoAnswer): the handler fails and Ponder stops, and when it is started again
 * it resumes from before this event and reads the token again.
 */
function returnDataOrUndefined(client: EthCallClient, to: Hex, data: Hex, blockNumber: bigint): Promise<Hex | undefined> {
  return client.call({ to, data, blockNumber }).then(
    (answer) => answer.data,
    (error: unknown) => {
      if (gotNoAnswer(error)) throw error;
      return undefined;
    },
  );
}

/**
 * The return data of symbol(), name() and decimals() (undefined where the call reverted), in one call of the
 * deployment's Multicall. Undefined as a whole when it cannot be used (none on this chain, not yet deployed at that
 * block, or its call was answered with an error): the caller then calls the token directly.
 */
async function batchedReturnData(client: EthCallClient, address: Hex, blockNumber: bigint, multicall: Hex | undefined): Promise<Array<Hex | undefined> | undefined> {
  if (!multicall) return undefined;
  const calls = METADATA_CALL_DATA.map((callData) => ({ target: address, callData }));
  const data = await returnDataOrUndefined(client, multicall, encodeFunctionData({ abi: MULTICALL_ABI, functionName: "tryAggregate", args: [false, calls] }), blockNumber);
  if (data === undefined) return undefined;
  try {
    const results = decodeFunctionResult({ abi: MULTICALL_ABI, functionName: "tryAggregate", data });
    return results.length === calls.length ? results.map((r) => (r.success ? r.returnData : undefined)) : undefined;
  } catch {
    return undefined;
  }
}

/** The same three return datas, one call each: for a chain without a Multicall (or before it was deployed). */
function directReturnData(client: EthCallClient, address: Hex, blockNumber: bigint): Promise<Array<Hex | undefined>> {
  return Promise.all(METADATA_CALL_DATA.map((data) => returnDataOrUndefined(client, address, data, blockNumber)));
}

/**
 * A symbol or name from its call's return data: a string, else the bytes32 text of the same bytes; empty when the call
 * reverted, returned nothing, or returned neither. An empty string needs no second reading as bytes32: a string that
 * decodes starts with a small offset, whose leading zero bytes make no text.
 */
function textFromReturnData(data: Hex | undefined): string {
  if (data === undefined) return "";
  try {
    return decodeAbiParameters([{ type: "string" }], data)[0];
  } catch {
    // Not a string: an old bytes32 token.
  }
  try {
    return bytes32Text(decodeAbiParameters([{ type: "bytes32" }], data)[0]);
  } catch {
    return "";
  }
}

/** Null when the call reverted, returned nothing, or returned no uint8, or more decimals than the app shows. */
function decimalsFromReturnData(data: Hex | undefined): number | null {
  if (data === undefined) return null;
  try {
    const decimals = decodeAbiParameters([{ type: "uint8" }], data)[0];
    return decimals > MAX_DECIMALS ? null : decimals;
  } catch {
    return null;
  }
}

/**
 * Symbol, name and decimals as the token's contract answers them at `blockNumber` (string or bytes32 text, like the
 * app's chain reads; stored as storedTokenText makes them); decimals null when unreadable or beyond what the app shows.
 * Read in one call of the chain's Multicall where it can be used: handlers run one after another, so each round trip
 * of a new token's reads holds up the whole sync, and a busy node answers three parallel calls one after another.
 * Either way the same three return datas are decoded by the same functions, so a token reads the same on every chain.
 * `reader` is Ponder's handler context (or anything with its client's eth_call).
 */
export async function readTokenMetadata(
  reader: { client: EthCallClient },
  address: Hex,
  blockNumber: bigint,
  multicall: Hex | undefined,
): Promise<{ symbol: string; name: string; decimals: number | null }> {
  const [symbol, name, decimals] =
    (await batchedReturnData(reader.client, address, blockNumber, multicall)) ?? (await directReturnData(reader.client, address, blockNumber));
  return { symbol: storedTokenText(textFromReturnData(symbol)), name: storedTokenText(textFromReturnData(name)), decimals: decimalsFromReturnData(decimals) };
}
