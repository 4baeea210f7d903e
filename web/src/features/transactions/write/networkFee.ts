/** What a node says about fees: EIP-1559 fields where the chain has them, else a legacy gas price. */
interface FeeFields {
  maxFeePerGas?: bigint | null;
  gasPrice?: bigint | null;
}

/**
 * The fee a transaction may cost in the native coin's smallest unit: estimated gas × the price per gas the wallet
 * will offer (EIP-1559 max fee when the chain has it, else the gas price). Undefined when the node gave neither.
 */
export function networkFeeWei(gas: bigint, fees: FeeFields): bigint | undefined {
  const perGas = fees.maxFeePerGas ?? fees.gasPrice ?? undefined;
  if (perGas === undefined || perGas === null || gas < 0n || perGas < 0n) return undefined;
  return gas * perGas;
}
