import { mutationVitestConfig } from "./vitestMutation";

export default mutationVitestConfig([
  "web/src/features/**/*.test.ts",
  "web/src/app/routing/*.test.ts",
  "web/src/chain/transactions/*.test.ts",
]);
