/**
 * Stands in for `@ethersproject/address` (ethers v5), aliased in web/vite.config.mts. @web3-react/store
 * only calls getAddress(account) to checksum accounts; the real package drags bn.js, js-sha3 and the
 * v5 logger into the first-paint bundle. Same contract: checksummed result, throws on invalid input.
 */
export { validateAndParseAddress as getAddress } from "@/sdk";
