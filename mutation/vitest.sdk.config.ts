import { mutationVitestConfig } from "./vitestMutation";

export default mutationVitestConfig(["web/src/sdk/**/*.test.ts"]);
