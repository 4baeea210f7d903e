/**
 * Header slots that need a wallet account (hidden without an account); both render nothing
 * until an account is connected.
 */
export { NetworkSelector as NetworkSelectorSlot, NativeBalance as NativeBalanceSlot } from "@/wallet";
