import { Signature, type TypedDataDomain, type TypedDataField } from "ethers";

/** The pair's EIP-712 domain: every Uniswap V2 pair is named 'Uniswap V2', version '1' (the permit is signed for the pair). */
const PAIR_PERMIT_NAME = "Uniswap V2";
const PAIR_PERMIT_VERSION = "1";

export const PERMIT_TYPES: Record<string, TypedDataField[]> = {
  Permit: [
    { name: "owner", type: "address" },
    { name: "spender", type: "address" },
    { name: "value", type: "uint256" },
    { name: "nonce", type: "uint256" },
    { name: "deadline", type: "uint256" },
  ],
};

interface PermitRequest {
  chainId: number;
  pairAddress: string;
  owner: string;
  spender: string;
  value: bigint;
  nonce: bigint;
  deadline: bigint;
}

/** The EIP-2612 permit typed data for a pair's LP token (ethers' signTypedData arguments). */
export function buildPermitTypedData(req: PermitRequest): {
  domain: TypedDataDomain;
  types: Record<string, TypedDataField[]>;
  message: Record<string, string | bigint>;
} {
  return {
    domain: { name: PAIR_PERMIT_NAME, version: PAIR_PERMIT_VERSION, chainId: req.chainId, verifyingContract: req.pairAddress },
    types: PERMIT_TYPES,
    message: { owner: req.owner, spender: req.spender, value: req.value, nonce: req.nonce, deadline: req.deadline },
  };
}

/** v, r, s of a 65-byte signature (ethers normalises v to 27/28). */
export function splitPermitSignature(signature: string): { v: number; r: string; s: string } {
  const sig = Signature.from(signature);
  return { v: sig.v, r: sig.r, s: sig.s };
}
