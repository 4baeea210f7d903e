/**
 * Public IPFS gateways tried in turn for ipfs:// and ipns:// URIs: two operating ones (cloudflare-ipfs.com
 * was retired in 2024; ipfs.io and dweb.link are run by the IPFS project). A deployment can point at its own
 * with VITE_IPFS_GATEWAYS="https://a.example/,https://b.example/"; only https gateways are taken (the site's
 * Content-Security-Policy and mixed-content rules allow nothing else).
 */
export const DEFAULT_IPFS_GATEWAYS = ["https://ipfs.io/", "https://dweb.link/"] as const;

function configuredGateways(): readonly string[] {
  // import.meta.env only exists under Vite/Vitest; the bench and scripts run under plain tsx.
  return parseGateways((import.meta as { env?: Record<string, string | undefined> }).env?.VITE_IPFS_GATEWAYS);
}

/** The https gateways of a comma-separated setting, each ending in "/"; the defaults when it names none. */
export function parseGateways(raw: string | undefined): readonly string[] {
  if (!raw) return DEFAULT_IPFS_GATEWAYS;
  const gateways = raw
    .split(",")
    .map((gateway) => gateway.trim())
    // A host must follow: at least one character that is neither a space nor a slash.
    .filter((gateway) => /^https:\/\/[^\s/]/i.test(gateway))
    .map((gateway) => (gateway.endsWith("/") ? gateway : `${gateway}/`));
  return gateways.length > 0 ? gateways : DEFAULT_IPFS_GATEWAYS;
}

/**
 * Turns a list or logo URI into the HTTP(S) URLs to try, best first. Any scheme other than
 * https, http, ipfs and ipns gives [] so that javascript:, data: and friends are never fetched or rendered.
 */
export function uriToHttp(uri: string, gateways: readonly string[] = configuredGateways()): string[] {
  const trimmed = uri.trim();
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed);
  const protocol = match?.[1].toLowerCase();
  switch (protocol) {
    case "https":
      return [trimmed];
    case "http":
      // Try the upgraded URL first (mixed content is blocked on an https page), then the original.
      return [`https${trimmed.slice(4)}`, trimmed];
    case "ipfs": {
      // Stryker disable next-line Regex: equivalent, the scheme check above already put "ipfs:" at the start (mutation/EQUIVALENT_MUTANTS.md)
      const hash = /^ipfs:(\/\/)?(.*)$/i.exec(trimmed)?.[2] ?? "";
      if (!hash) return [];
      return gateways.map((gateway) => `${gateway}ipfs/${hash}/`);
    }
    case "ipns": {
      // Stryker disable next-line Regex: equivalent, the scheme check above already put "ipns:" at the start (mutation/EQUIVALENT_MUTANTS.md)
      const name = /^ipns:(\/\/)?(.*)$/i.exec(trimmed)?.[2] ?? "";
      if (!name) return [];
      return gateways.map((gateway) => `${gateway}ipns/${name}/`);
    }
    default:
      return [];
  }
}
