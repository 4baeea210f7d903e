/**
 * Build-time only (Node): the production site's security policy, in the three places a static site can
 * carry it — a <meta> in index.html (always applies, but cannot forbid framing), a `_headers` file for static
 * hosts that read one (Netlify, Cloudflare Pages) and an nginx snippet. One policy, three spellings.
 */
interface PolicyInputs {
  /** Every RPC URL of the chain table (the browser talks to them directly). */
  rpcUrls: readonly string[];
  /** IPFS gateways used for ipfs:// lists and logos. */
  ipfsGateways: readonly string[];
  /** Websocket endpoints of the wallet relays this build can use (see walletRelaySources). */
  walletRelays?: readonly string[];
  /** Pages the wallet SDKs must be able to frame (see walletFrameSources); nothing else may be framed. */
  walletFrames?: readonly string[];
  /** The market indexer of this build (VITE_INDEXER_URL), when it has one. */
  indexerUrl?: string;
}

/** The relay @walletconnect/core connects to when the app names none (its RELAYER_DEFAULT_RELAY_URL). */
export const WALLETCONNECT_DEFAULT_RELAY = "wss://relay.walletconnect.org";
/**
 * Coinbase Wallet SDK 3.x links to the mobile app through a websocket to its WalletLink server (LINK_API_URL
 * https://www.walletlink.org, with http turned into ws); the Coinbase option is always offered, so it is always allowed.
 */
export const COINBASE_WALLETLINK_RELAY = "wss://www.walletlink.org";
/**
 * WalletConnect's Verify page, which @walletconnect/core loads in a hidden frame before every pairing and every
 * request it sends (its VERIFY_SERVER), to attest the site's domain to the wallet. Where the frame is refused, each
 * of them waits out the SDK's 5-second attestation timeout, and the wallet cannot tell the real site from a copy.
 */
export const WALLETCONNECT_VERIFY = "https://verify.walletconnect.org";

function origin(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    // Opaque origins ("null") and non-network schemes are no source a policy can name.
    return /^(https|wss|http|ws):\/\//.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The websocket origins the wallets of this build need: Coinbase's WalletLink always; WalletConnect's relay (the
 * configured VITE_WALLETCONNECT_RELAY_URL, else the SDK's default) only when a project id turns WalletConnect on.
 * Any other websocket host stays forbidden.
 */
export function walletRelaySources(env: Record<string, string | undefined>): string[] {
  const sources = [COINBASE_WALLETLINK_RELAY];
  if (env.VITE_WALLETCONNECT_PROJECT_ID) {
    const relay = origin(env.VITE_WALLETCONNECT_RELAY_URL || WALLETCONNECT_DEFAULT_RELAY);
    if (relay) sources.push(relay);
  }
  return sources;
}

/** The frames the wallets of this build need: WalletConnect's Verify page, only when a project id turns it on. */
export function walletFrameSources(env: Record<string, string | undefined>): string[] {
  return env.VITE_WALLETCONNECT_PROJECT_ID ? [WALLETCONNECT_VERIFY] : [];
}

/** The wallets' relays and frames of this build, as contentSecurityPolicy takes them, from the same settings. */
export function walletSources(env: Record<string, string | undefined>): Pick<PolicyInputs, "walletRelays" | "walletFrames"> {
  return { walletRelays: walletRelaySources(env), walletFrames: walletFrameSources(env) };
}

/**
 * connect-src: the site itself, the RPC endpoints, the IPFS gateways, the wallet relays' websocket hosts, the indexer, and
 * `https:`: users may add a token list from any https host they type in (and WalletConnect's https services
 * follow its relay), which no fixed host list can foresee; plain http and any other websocket host stay out.
 * Scripts only from the site itself: no inline code and no eval (the token-list validator is precompiled for
 * that reason). Styles allow inline because styled-components writes its rules into <style> elements at run time.
 * Frames: only the wallets' own pages (walletFrames), none at all without them.
 */
export function contentSecurityPolicy({ rpcUrls, ipfsGateways, walletRelays = [], walletFrames = [], indexerUrl }: PolicyInputs): string {
  const connect = new Set<string>(["'self'"]);
  for (const url of [...rpcUrls, ...ipfsGateways, ...walletRelays, ...(indexerUrl ? [indexerUrl] : [])]) {
    const o = origin(url);
    if (o) connect.add(o);
  }
  connect.add("https:");
  const frames = walletFrames.map(origin).filter((o): o is string => o !== undefined);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${[...connect].join(" ")}`,
    `frame-src ${frames.length > 0 ? frames.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join("; ");
}

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()";

/** The headers a server sends; frame-ancestors only works as a header, X-Frame-Options for older browsers. */
export function securityHeaders(csp: string): [string, string][] {
  return [
    ["Content-Security-Policy", `${csp}; frame-ancestors 'none'`],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "no-referrer"],
    ["X-Content-Type-Options", "nosniff"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
  ];
}

/** Netlify / Cloudflare Pages `_headers`: every path of the site gets the headers. */
export function headersFile(csp: string): string {
  return `/*\n${securityHeaders(csp)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n")}\n`;
}

/** An nginx snippet to `include` in the site's server or location block. */
export function nginxSnippet(csp: string): string {
  const lines = securityHeaders(csp).map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
  return `# PenSwap security headers (generated by the production build): include inside the site's server block.\n${lines.join("\n")}\n`;
}

/** The <meta> tags for index.html (frame-ancestors is ignored in a meta, so it is left to the headers). */
export function metaTags(csp: string): { name?: string; httpEquiv?: string; content: string }[] {
  return [
    { httpEquiv: "Content-Security-Policy", content: csp },
    { name: "referrer", content: "no-referrer" },
  ];
}
