/**
 * Header slots that need a wallet account (spec §2/§6: hidden without an account). They render nothing
 * until the wallet feature exists; the wallet engineer replaces these bodies with the real selector and
 * balance (or re-exports them from web/src/wallet).
 */
export function NetworkSelectorSlot(): null {
  return null;
}

export function NativeBalanceSlot(): null {
  return null;
}
