import { useCallback, useMemo, useState } from "react";
import { useAppSelector } from "@/base/store";
import { ApprovalState, useContracts, usePairContract } from "@/onchain/hooks";
import { useApproveCallback } from "../../transactions";
import { useSingleCallResult } from "@/onchain/multicall";
import type { CurrencyAmount, Pair, Token } from "@/sdk";
import { useWallet } from "@/wallet";
import { isUserRejection } from "@/onchain/errors";
import { buildPermitTypedData, splitPermitSignature } from "../logic/permit";
import type { PermitSignature } from "../logic/routerCalls";
import { nextBlockTimestamp, transactionDeadline } from "@/onchain/transactions";

interface SignedPermit extends PermitSignature {
  /** The LP amount the signature allows; a different amount needs a new signature. */
  liquidity: bigint;
}

/**
 * Approval of the router to take the LP tokens being removed: an EIP-2612 permit signed on the pair (no
 * transaction) where the wallet signs typed data, else an approve transaction (unlimited or the exact amount, as
 * the user's approval setting says). A user rejection of the signature sends nothing; asked to approve again, the
 * approve transaction is offered instead (a wallet or a user that will not sign permits can still remove). Any
 * other signing failure falls back at once.
 */
export function useRemoveApproval(pair: Pair | null | undefined, liquidity: CurrencyAmount<Token> | undefined) {
  const { account, chainId, provider } = useWallet();
  const { router } = useContracts();
  const spender = router ? (router.target as string) : undefined;
  const deadlineSeconds = useAppSelector((state) => state.user.userDeadline);
  const [approval, approveCallback] = useApproveCallback(liquidity, spender);
  const pairContract = usePairContract(pair?.liquidityToken.address);
  const nonceInputs = useMemo(() => [account], [account]);
  const nonceState = useSingleCallResult(pairContract, "nonces", nonceInputs);
  const nonce = nonceState.value;
  const [signature, setSignature] = useState<SignedPermit | undefined>();
  const [permitDeclined, setPermitDeclined] = useState(false);

  // A signature is for one amount: once the amount changes it no longer counts.
  const validSignature = signature && signature.liquidity === liquidity?.quotient ? signature : undefined;

  const onAttemptToApprove = useCallback(async () => {
    if (!pair || !liquidity || !account || !provider || !spender) return console.error("missing dependencies");
    if (approval === ApprovalState.APPROVED) return;
    if (nonce !== undefined && !permitDeclined) {
      const deadline = transactionDeadline(Date.now(), deadlineSeconds, await nextBlockTimestamp(provider));
      const { domain, types, message } = buildPermitTypedData({
        chainId,
        pairAddress: pair.liquidityToken.address,
        owner: account,
        spender,
        value: liquidity.quotient,
        nonce: BigInt(nonce),
        deadline,
      });
      try {
        const signer = await provider.getSigner();
        const raw = await signer.signTypedData(domain, types, message);
        setSignature({ ...splitPermitSignature(raw), deadline, liquidity: liquidity.quotient });
        return;
      } catch (error) {
        if (isUserRejection(error)) {
          // The user said no: no approve transaction behind their back, but the next attempt offers one.
          setPermitDeclined(true);
          return;
        }
        console.debug("Permit signature failed, falling back to an approve transaction", error);
      }
    }
    await approveCallback().catch((error) => console.error(error)); // Approval failures are only logged
  }, [pair, liquidity, account, provider, spender, approval, nonce, permitDeclined, deadlineSeconds, chainId, approveCallback]);

  const clearSignature = useCallback(() => setSignature(undefined), []);
  return { approval, signature: validSignature, onAttemptToApprove, clearSignature, nonceState };
}
