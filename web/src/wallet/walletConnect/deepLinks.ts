/**
 * Mobile deep links that hand a pairing URI to a wallet app. The universal links are the wallets' own
 * documented `…/wc?uri=` entry points; the bare `wc:` URI opens whichever wallet the phone registered for it.
 */
interface WalletDeepLink {
  id: string;
  name: string;
  href: string;
}

const WALLETS: { id: string; name: string; base: string }[] = [
  { id: "metamask", name: "MetaMask", base: "https://metamask.app.link/wc" },
  { id: "trust", name: "Trust Wallet", base: "https://link.trustwallet.com/wc" },
  { id: "rainbow", name: "Rainbow", base: "https://rnbwapp.com/wc" },
];

export function walletDeepLinks(uri: string): WalletDeepLink[] {
  if (!uri.startsWith("wc:")) return [];
  const encoded = encodeURIComponent(uri);
  return [...WALLETS.map((w) => ({ id: w.id, name: w.name, href: `${w.base}?uri=${encoded}` })), { id: "other", name: "", href: uri }];
}
