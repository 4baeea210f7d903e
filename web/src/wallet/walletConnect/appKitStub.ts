/**
 * Stands in for @reown/appkit, the QR modal that @walletconnect/ethereum-provider imports only when
 * `showQrModal` is true. The app renders its own QR code and never sets it, so the modal's large bundle is
 * replaced by this stub (web/vite.config.mts) and is not built at all.
 */
export function createAppKit(): never {
  throw new Error("The WalletConnect QR modal is not bundled; PenSwap shows its own QR code.");
}
