import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  COINBASE_WALLETLINK_RELAY,
  contentSecurityPolicy,
  headersFile,
  nginxSnippet,
  walletFrameSources,
  walletRelaySources,
  walletSources,
  WALLETCONNECT_DEFAULT_RELAY,
  WALLETCONNECT_VERIFY,
} from "./securityHeaders";

const require = createRequire(import.meta.url);

function directive(csp: string, name: string): string[] {
  const found = csp.split(";").map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  if (!found) throw new Error(`no ${name} in ${csp}`);
  return found.slice(1);
}

const base = { rpcUrls: ["https://rpc.pentagon.games/path", "https://rpc-testnet.pentagon.games"], ipfsGateways: ["https://ipfs.io/ipfs/", "https://dweb.link/ipfs/"] };

describe("contentSecurityPolicy connect-src", () => {
  it("names self, the RPC origins, the gateways, https: (user-added token lists) and the given relays; no scheme-wide wss:", () => {
    const connect = directive(contentSecurityPolicy({ ...base, walletRelays: walletRelaySources({}) }), "connect-src");
    expect(connect).toEqual(["'self'", "https://rpc.pentagon.games", "https://rpc-testnet.pentagon.games", "https://ipfs.io", "https://dweb.link", COINBASE_WALLETLINK_RELAY, "https:"]);
    expect(connect).not.toContain("wss:");
    expect(connect).not.toContain("http:");
    expect(connect).not.toContain("*");
  });

  it("without relays there is no websocket source at all", () => {
    const connect = directive(contentSecurityPolicy(base), "connect-src");
    expect(connect.filter((s) => s.startsWith("ws"))).toEqual([]);
  });

  it("names the indexer's origin when the build has one (an http indexer too, which https: does not cover)", () => {
    expect(directive(contentSecurityPolicy({ ...base, indexerUrl: "http://indexer.example:42069/" }), "connect-src")).toContain("http://indexer.example:42069");
    expect(directive(contentSecurityPolicy(base), "connect-src")).toEqual(["'self'", "https://rpc.pentagon.games", "https://rpc-testnet.pentagon.games", "https://ipfs.io", "https://dweb.link", "https:"]);
  });

  it("ignores entries that are not URLs of a network scheme", () => {
    const connect = directive(contentSecurityPolicy({ rpcUrls: ["not a url", "javascript:alert(1)", "data:text/plain,x"], ipfsGateways: [] }), "connect-src");
    expect(connect).toEqual(["'self'", "https:"]);
  });

  it("keeps the rest of the policy: scripts from self only, no eval, no framing by default-src", () => {
    const csp = contentSecurityPolicy(base);
    expect(directive(csp, "script-src")).toEqual(["'self'"]);
    expect(csp).not.toContain("unsafe-eval");
    expect(headersFile(csp)).toContain("frame-ancestors 'none'");
    expect(nginxSnippet(csp)).toContain("X-Frame-Options \"DENY\"");
  });
});

describe("contentSecurityPolicy frame-src", () => {
  it("forbids every frame when no wallet needs one", () => {
    expect(directive(contentSecurityPolicy(base), "frame-src")).toEqual(["'none'"]);
    expect(directive(contentSecurityPolicy({ ...base, walletFrames: walletFrameSources({}) }), "frame-src")).toEqual(["'none'"]);
  });

  it("allows WalletConnect's Verify page, by origin, only when a project id turns WalletConnect on", () => {
    const frames = walletFrameSources({ VITE_WALLETCONNECT_PROJECT_ID: "abc" });
    expect(frames).toEqual([WALLETCONNECT_VERIFY]);
    expect(directive(contentSecurityPolicy({ ...base, walletFrames: frames }), "frame-src")).toEqual(["https://verify.walletconnect.org"]);
    expect(directive(contentSecurityPolicy({ ...base, walletFrames: ["https://verify.example.org/v3?x=1", "javascript:alert(1)"] }), "frame-src")).toEqual([
      "https://verify.example.org",
    ]);
  });
});

describe("walletSources", () => {
  it("gives the policy the relays and the frames of one WalletConnect setting together", () => {
    const csp = contentSecurityPolicy({ ...base, ...walletSources({ VITE_WALLETCONNECT_PROJECT_ID: "abc" }) });
    expect(directive(csp, "connect-src")).toContain(WALLETCONNECT_DEFAULT_RELAY);
    expect(directive(csp, "frame-src")).toEqual([WALLETCONNECT_VERIFY]);
    expect(directive(contentSecurityPolicy({ ...base, ...walletSources({}) }), "frame-src")).toEqual(["'none'"]);
  });
});

describe("walletRelaySources", () => {
  it("allows WalletConnect's relay only when a project id turns WalletConnect on", () => {
    expect(walletRelaySources({})).toEqual([COINBASE_WALLETLINK_RELAY]);
    expect(walletRelaySources({ VITE_WALLETCONNECT_RELAY_URL: "wss://relay.example.org" })).toEqual([COINBASE_WALLETLINK_RELAY]);
    expect(walletRelaySources({ VITE_WALLETCONNECT_PROJECT_ID: "abc" })).toEqual([COINBASE_WALLETLINK_RELAY, WALLETCONNECT_DEFAULT_RELAY]);
  });

  it("uses the configured relay's origin (no path, no query) instead of the default", () => {
    expect(walletRelaySources({ VITE_WALLETCONNECT_PROJECT_ID: "abc", VITE_WALLETCONNECT_RELAY_URL: "wss://relay.example.org/v2?x=1" })).toEqual([
      COINBASE_WALLETLINK_RELAY,
      "wss://relay.example.org",
    ]);
  });

  it("matches the relays the installed wallet SDKs really use", () => {
    const walletConnectCore = readFileSync(join(dirname(require.resolve("@walletconnect/core")), "index.js"), "utf8");
    expect(walletConnectCore).toContain(`"${WALLETCONNECT_DEFAULT_RELAY}"`);
    // The Verify page the SDK frames (its VERIFY_SERVER, with /v3 appended for the attestation page).
    expect(walletConnectCore).toContain(`"${WALLETCONNECT_VERIFY}"`);
    const coinbase = require("@coinbase/wallet-sdk/dist/core/constants.js") as { LINK_API_URL: string };
    expect(coinbase.LINK_API_URL.replace(/^http/, "ws")).toBe(COINBASE_WALLETLINK_RELAY);
  });
});
