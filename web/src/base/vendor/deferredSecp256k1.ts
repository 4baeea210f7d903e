import type * as Secp256k1Module from "@noble/curves/secp256k1";

type Curve = (typeof Secp256k1Module)["secp256k1"];
/** The members ethers' SigningKey (crypto/signing-key.js) reads; nothing else of the curve is used. */
type UsedByEthers = Pick<Curve, "sign" | "getSharedSecret" | "getPublicKey" | "ProjectivePoint" | "Signature">;

/**
 * ethers v6 imports the secp256k1 curve statically (crypto/signing-key.js), and every provider reaches it
 * through Transaction and SigningKey, so ~8 KB gzipped of elliptic-curve code would sit in the first paint
 * although the app only needs the curve to sign locally or to recover a sender from a signature: the
 * local test wallet does both, browser wallets sign on their side. In the web build (web/vite.config.mts)
 * ethers' import of "@noble/curves/secp256k1" resolves to this module: the same `secp256k1` members,
 * backed by the real package once it has loaded in its own chunk.
 *
 * The app starts loading the package right after the first paint (app/DeferredModulesLoader), and the
 * local test wallet awaits `loadSecp256k1()` before it is created, so a curve operation before the load
 * is not expected; should one happen anyway, it throws a clear error and the load is already under way.
 */
let loaded: Curve | undefined;
let loading: Promise<void> | undefined;

export function loadSecp256k1(): Promise<void> {
  loading ??= import("@noble/curves/secp256k1").then(
    (module) => {
      loaded = module.secp256k1;
    },
    (error: unknown) => {
      loading = undefined; // a failed download (offline) may be retried by the next caller
      throw error;
    },
  );
  return loading;
}

function curve(): Curve {
  if (!loaded) {
    void loadSecp256k1().catch(() => undefined);
    throw new Error("The secp256k1 curve is still loading");
  }
  return loaded;
}

/** Getters, not copies: each member is looked up on the real curve at the moment ethers uses it. */
export const secp256k1: UsedByEthers = {
  get sign() {
    return curve().sign;
  },
  get getSharedSecret() {
    return curve().getSharedSecret;
  },
  get getPublicKey() {
    return curve().getPublicKey;
  },
  get ProjectivePoint() {
    return curve().ProjectivePoint;
  },
  get Signature() {
    return curve().Signature;
  },
};
