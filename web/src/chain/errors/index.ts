export { errorChain, errorTexts, type ErrorLike } from "./errorChain";
export { extractRevertReason } from "./revertReason";
export { isUserRejection, revertUserError, toUserError } from "./toUserError";
export { userError, UserFacingError, type UserError, type UserErrorKind } from "./userError";
