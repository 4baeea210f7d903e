import { parseProfile, type Profile } from "./profile";

/**
 * The profile of the running bundle. web/vite.config.mts defines VITE_PENSWAP_PROFILE as a literal, so the
 * bundler sees a constant and drops the other profile's code and data. (Kept apart from profile.ts, which
 * the Vite config itself imports in Node, where import.meta.env does not exist.)
 */
export const PROFILE: Profile = parseProfile(import.meta.env.VITE_PENSWAP_PROFILE);
