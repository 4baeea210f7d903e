import { fileURLToPath } from "node:url";

/** `@/x` is web/src/x, for the Vitest configs (web/tsconfig.json and web/vite.config.mts declare the same mapping). */
export const WEB_SRC_ALIAS = { find: /^@\//, replacement: fileURLToPath(new URL("./src/", import.meta.url)) };
