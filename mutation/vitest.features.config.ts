import { mutationVitestConfig } from "./vitestMutation";

export default mutationVitestConfig([
  "web/src/features/**/*.test.ts",
  "web/src/app/routing/*.test.ts",
  "web/src/app/shell/navigation/*.test.ts",
  // The mapping of wallet and chain errors to user messages (toUserError and its helpers).
  "web/src/onchain/errors/*.test.ts",
  // The approval decisions (state, amounts to try, what reads as unlimited).
  "web/src/onchain/hooks/approval.test.ts",
  // The `?chain=` parameter of links.
  "web/src/wallet/utils/chainParam.test.ts",
]);
