/**
 * Header slots of the wallet layer: the network selector (with or without a wallet) and the native balance
 * (nothing until an account is connected).
 */
export { NetworkSelector as NetworkSelectorSlot, NativeBalance as NativeBalanceSlot } from "@/wallet";
