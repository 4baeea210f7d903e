import { toUserError, userError, UserFacingError } from "../errors";
import { transactionDeadline } from "./deadline";
import { calculateGasMargin, pickEstimatedRequest, type TransactionRequest, type TransactionSigner } from "./estimate";
import type { TransactionKind } from "./kinds";
import type { SummaryDescriptor } from "./summary";

/** The wallet as the pipeline sees it: asked for its chain and account at send time, not from React state. */
export interface PipelineWallet {
  currentChainId(): Promise<number>;
  currentAccount(): Promise<string | undefined>;
  signer(): Promise<TransactionSigner>;
  /** The time in seconds the wallet's node will give its next block; undefined when it cannot say. */
  nextBlockTimestamp(): Promise<number | undefined>;
}

type Requests = TransactionRequest | TransactionRequest[];
/** The request to send, or a builder that puts the deadline into the call. */
type RequestOrBuilder = Requests | ((deadline: bigint) => Requests);

export interface PipelineInput {
  /** The chain and account the action (amounts, addresses, calldata) was computed for. */
  chainId: number;
  account: string;
  /** Candidates in order of preference, or a builder given the deadline (now + deadlineSeconds or the user's setting). */
  request: RequestOrBuilder;
  /** Seconds the deadline allows when the call fixes it itself (V1 migrations: 1200), instead of the user's setting. */
  deadlineSeconds?: number;
  summary: SummaryDescriptor;
  kind: TransactionKind;
  approval?: { tokenAddress: string; spender: string };
  /**
   * A last check of the action's own facts (e.g. that a recipient name still resolves to the reviewed address),
   * run after estimation, right before the wallet is asked. Throwing refuses: nothing is sent.
   */
  beforeSend?: () => Promise<void>;
}

/** What the transactions store records for a sent transaction. */
export interface SentTransaction {
  hash: string;
  chainId: number;
  account: string;
  nonce: number;
  /** Where it went and its calldata: a replacement with the same two is the same action sped up. */
  to: string;
  data: string;
  summary: SummaryDescriptor;
  kind: TransactionKind;
  addedTime: number;
  approval?: { tokenAddress: string; spender: string };
}

interface PipelineOptions {
  /** The user's deadline setting in seconds. */
  deadlineSeconds: number;
  record(tx: SentTransaction): void;
  now?: () => number;
}

/**
 * Refuses (nothing sent) when the wallet moved to another chain or account since the action was computed:
 * the calldata's amounts, recipient and token addresses belong to the old ones.
 */
async function assertSameWallet(wallet: PipelineWallet, input: PipelineInput): Promise<void> {
  const [chainId, account] = await Promise.all([wallet.currentChainId(), wallet.currentAccount()]);
  if (chainId !== input.chainId) throw new UserFacingError(userError("wrongChain", "errors.wrongChain"));
  if (account?.toLowerCase() !== input.account.toLowerCase()) throw new UserFacingError(userError("accountChanged", "errors.accountChanged"));
}

function asUserFacing(error: unknown): UserFacingError {
  return error instanceof UserFacingError ? error : new UserFacingError(toUserError(error), { cause: error });
}

/**
 * The transaction a write would send now: the request built with a fresh deadline (from the chain's clock), the
 * first candidate that estimates, and its gas estimate. The send below and the network-fee line both use it, so
 * the fee shown is the estimate of what Confirm sends.
 */
export async function estimateThroughPipeline(
  wallet: PipelineWallet,
  input: Pick<PipelineInput, "request" | "deadlineSeconds">,
  options: Pick<PipelineOptions, "deadlineSeconds" | "now">,
): Promise<{ request: TransactionRequest; gasEstimate: bigint; signer: TransactionSigner }> {
  const now = options.now ?? Date.now;
  const built =
    typeof input.request === "function"
      ? input.request(transactionDeadline(now(), input.deadlineSeconds ?? options.deadlineSeconds, await wallet.nextBlockTimestamp()))
      : input.request;
  const signer = await wallet.signer();
  const { request, gasEstimate } = await pickEstimatedRequest(signer, Array.isArray(built) ? built : [built]);
  return { request, gasEstimate, signer };
}

/**
 * The one way every write reaches the chain: checks the wallet is still on the chain and account the action was
 * computed for, builds the request with the deadline, estimates (first candidate that estimates) and adds the gas
 * margin, checks the wallet again (and runs the action's own last check) right before handing the transaction over, sends, records it and returns its
 * hash. Every failure is a UserFacingError carrying the error model's mapping and the original error as cause.
 */
export async function sendThroughPipeline(wallet: PipelineWallet, input: PipelineInput, options: PipelineOptions): Promise<string> {
  const now = options.now ?? Date.now;
  try {
    await assertSameWallet(wallet, input);
    const { request, gasEstimate, signer } = await estimateThroughPipeline(wallet, input, { deadlineSeconds: options.deadlineSeconds, now });
    // Estimation takes a while and the wallet may have switched meanwhile.
    await assertSameWallet(wallet, input);
    await input.beforeSend?.();
    const response = await signer.sendTransaction({ to: request.to, data: request.data, value: request.value, gasLimit: calculateGasMargin(gasEstimate) });
    // A wallet that answers without a hash sent something we cannot follow.
    if (!response.hash) throw new UserFacingError(userError("unknown", "errors.noHash"));
    const sent: SentTransaction = {
      hash: response.hash,
      chainId: input.chainId,
      account: input.account,
      nonce: response.nonce,
      to: request.to,
      data: request.data,
      summary: input.summary,
      kind: input.kind,
      addedTime: now(),
    };
    if (input.approval) sent.approval = input.approval;
    options.record(sent);
    return response.hash;
  } catch (error) {
    throw asUserFacing(error);
  }
}
