export { errorChain, errorTexts } from "./errorChain";
export { extractRevertReason } from "./revertReason";
export { isUserRejection, toUserError } from "./toUserError";
export { userError, UserFacingError, type UserError } from "./userError";
