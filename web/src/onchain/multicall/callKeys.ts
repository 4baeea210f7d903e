/** One read: a contract address and its ABI-encoded call data (lowercase hex). */
export interface Call {
  address: string;
  callData: string;
}

const ADDRESS_REGEX = /^0x[a-fA-F0-9]{40}$/;
const LOWER_HEX_REGEX = /^0x[a-f0-9]*$/;

/** Listeners and results are keyed `address-calldata` so identical reads from many components share one slot. */
export function toCallKey(call: Call): string {
  if (!ADDRESS_REGEX.test(call.address)) throw new Error(`Invalid address: ${call.address}`);
  if (!LOWER_HEX_REGEX.test(call.callData)) throw new Error(`Invalid hex: ${call.callData}`);
  return `${call.address}-${call.callData}`;
}

export function parseCallKey(callKey: string): Call {
  const pcs = callKey.split("-");
  if (pcs.length !== 2) throw new Error(`Invalid call key: ${callKey}`);
  const [address, callData] = pcs;
  if (!ADDRESS_REGEX.test(address)) throw new Error(`Invalid call key: ${callKey}`);
  if (!LOWER_HEX_REGEX.test(callData)) throw new Error(`Invalid hex: ${callData}`);
  return { address, callData };
}
