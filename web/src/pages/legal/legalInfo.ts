// Facts shared by the three legal pages, kept in one place so a change (a new contact address, a new
// effective date) is made once and cannot leave the pages contradicting each other.

export const PRODUCT_NAME = "PenSwap";

// The address users write to about privacy requests, the terms or disputes. The operator must confirm it
// before launch; every page reads it from here.
export const LEGAL_CONTACT_EMAIL = "legal@penswap.io";

// ISO dates (YYYY-MM-DD). The privacy policy took effect on 1 January 2025; the terms and the disclaimer were
// published together with it.
export const PRIVACY_EFFECTIVE_DATE = "2025-01-01";
export const TERMS_EFFECTIVE_DATE = "2025-01-01";
export const DISCLAIMER_EFFECTIVE_DATE = "2025-01-01";

export const GOVERNING_LAW = "the Cayman Islands";
export const ARBITRATION_SEAT = "George Town, Grand Cayman";

// Networks the interface can connect to, named as the network selector names them.
export const SUPPORTED_NETWORKS: readonly string[] = [
  "the PEN test chain (chain id 555555, native currency PEN)",
  "Pentagon Chain (chain id 3344, native currency PC)",
  "Chain Verse (chain id 5555, native currency OAS)",
  "Ethereum mainnet (chain id 1) and its legacy test networks Ropsten (3) and Rinkeby (4)",
];
