/** Same canonical UniswapV2Pair bytecode on every chain, so one init code hash. */
export const INIT_CODE_HASH = "0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f";
