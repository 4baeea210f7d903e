/**
 * Build-time wallet switches. Vite replaces `import.meta.env.*` at build time, so a disabled option is
 * dead code that the bundler drops (the local test wallet never reaches a production bundle unless
 * VITE_ENABLE_TEST_WALLET=true was set for that build).
 */
export const TEST_WALLET_ENABLED: boolean =
  import.meta.env.DEV || import.meta.env.VITE_ENABLE_TEST_WALLET === "true";

/** WalletConnect v2 needs a project id and a network relay; without one the option does not exist. */
export const WALLETCONNECT_PROJECT_ID: string | undefined = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID || undefined;
/** Another relay than the SDK's public one: set by the e2e build to its local relay, never in production. */
export const WALLETCONNECT_RELAY_URL: string | undefined = import.meta.env.VITE_WALLETCONNECT_RELAY_URL || undefined;


/** Chains the injected wallet may be on; any other chain is 'Wrong Network'. */
export const WALLET_CHAIN_IDS = [555555, 3344, 5555] as const;

/** The wallet loader appears only after this much waiting. */
export const WALLET_LOADER_DELAY_MS = 600;
/** Copy Address shows its confirmation for this long. */
export const COPY_CONFIRMATION_MS = 500;
/** Name lookup debounce. */
export const NAME_LOOKUP_DEBOUNCE_MS = 200;

export function isWalletChain(chainId: number | undefined): boolean {
  return chainId !== undefined && (WALLET_CHAIN_IDS as readonly number[]).includes(chainId);
}

export function isMobileBrowser(): boolean {
  return typeof navigator !== "undefined" && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}
