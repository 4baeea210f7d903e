import type { BrowserContext } from "@playwright/test";
import { WALLETCONNECT_VERIFY } from "../../../web/src/networks/build/securityHeaders";

/**
 * A local stand-in for WalletConnect's Verify page. Before every pairing and every request, @walletconnect/core
 * frames `<VERIFY_SERVER>/v3/attestation?…&id=<id>` and waits up to 5 s for the page to post back an attestation:
 * a JWT whose payload names that id, which the SDK decodes (it does not check the signature) and sends along to
 * the wallet. This page answers as the real one does when it is reachable, with an unsigned token: the wallet in
 * the test process cannot reach Verify's key server either, so it treats the domain as unverified, as wallets do
 * for a site not registered with Verify. Without it every WalletConnect step of the tests waited out the timeout.
 */
const ATTESTATION_PAGE = `<!doctype html><script>
const params = new URLSearchParams(location.search);
const base64url = (text) => btoa(text).replace(/=+$/, "").replace(/\\+/g, "-").replace(/\\//g, "_");
const encode = (value) => base64url(JSON.stringify(value));
const claims = { id: params.get("id"), origin: params.get("origin"), isScam: false, isVerified: false, exp: Math.floor(Date.now() / 1000) + 300 };
// A well-formed 64-byte ES256 signature field (all zeros): the SDK decodes it strictly, and nothing checks it.
const attestation = encode({ alg: "ES256", typ: "JWT" }) + "." + encode(claims) + "." + base64url("\\0".repeat(64));
parent.postMessage(JSON.stringify({ type: "verify_attestation", attestation }), "*");
</script>`;

/** Answers the context's Verify frames from the stand-in page; other requests to Verify are left to other routes. */
export async function answerVerifyLocally(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.origin === WALLETCONNECT_VERIFY && url.pathname === "/v3/attestation",
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: ATTESTATION_PAGE }),
  );
}
