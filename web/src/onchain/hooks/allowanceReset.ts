import type { Provider } from "ethers";

/**
 * Whether a token refuses to change a non-zero allowance to another non-zero value (mainnet USDT does):
 * with an allowance already set, every wanted approve(spender, amount) reverts in a dry run while approve(spender, 0)
 * goes through. Such a token needs approve(0) sent (and mined) before the new approval. Answers false
 * whenever it cannot tell, so an ordinary token never gets an extra transaction.
 */
export async function needsAllowanceReset(
  provider: Pick<Provider, "call">,
  call: { from: string; to: string; approveData: string[]; resetData: string },
): Promise<boolean> {
  const dryRun = (data: string) =>
    provider.call({ from: call.from, to: call.to, data }).then(
      () => true,
      () => false,
    );
  for (const data of call.approveData) if (await dryRun(data)) return false;
  return dryRun(call.resetData);
}
