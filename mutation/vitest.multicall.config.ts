import { mutationVitestConfig } from "./vitestMutation";

// The multicall unit tests only (hooks.test.tsx picks jsdom itself through its environment comment).
export default mutationVitestConfig(["web/src/onchain/multicall/*.test.ts", "web/src/onchain/multicall/*.test.tsx"]);
