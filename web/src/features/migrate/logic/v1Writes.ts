import { MIGRATOR_INTERFACE, V1_EXCHANGE_INTERFACE } from "@/onchain/hooks";
import { summary } from "@/onchain/transactions";
import type { WriteDescription } from "../../transactions";
import { V1_DEADLINE_SECONDS } from "./v1Position";

/** The V1 pair's symbols, as the toasts name it. */
interface V1PairText {
  tokenSymbol: string;
  nativeSymbol: string;
}

interface MigrateInputs extends V1PairText {
  migrator: string;
  token: string;
  /** The least the migrator may deposit into V2 (99.5 % of the V1 position), in token and native units. */
  minToken: bigint;
  minNative: bigint;
  account: string;
}

/** migrator.migrate(token, minToken, minNative, account, now + 1200 s): V1 liquidity into the V2 pool. */
export const migrateWrite: WriteDescription<MigrateInputs> = {
  kind: "migrate",
  deadlineSeconds: V1_DEADLINE_SECONDS,
  summary: (inputs) => summary("txSummary.migrate", { token: inputs.tokenSymbol, native: inputs.nativeSymbol }),
  buildCalls: (inputs, deadline) => [
    { to: inputs.migrator, data: MIGRATOR_INTERFACE.encodeFunctionData("migrate", [inputs.token, inputs.minToken, inputs.minNative, inputs.account, deadline]) },
  ],
};

interface RemoveV1Inputs extends V1PairText {
  exchange: string;
  /** The V1 pool tokens to burn: the whole balance. */
  liquidity: bigint;
}

/** exchange.removeLiquidity(balance, 1, 1, now + 1200 s): the V1 position back as token and native coin. */
export const removeV1Write: WriteDescription<RemoveV1Inputs> = {
  kind: "removeV1",
  deadlineSeconds: V1_DEADLINE_SECONDS,
  summary: (inputs) => summary("txSummary.removeV1", { token: inputs.tokenSymbol, native: inputs.nativeSymbol }),
  buildCalls: (inputs, deadline) => [{ to: inputs.exchange, data: V1_EXCHANGE_INTERFACE.encodeFunctionData("removeLiquidity", [inputs.liquidity, 1n, 1n, deadline]) }],
};
