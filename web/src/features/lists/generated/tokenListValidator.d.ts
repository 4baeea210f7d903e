// GENERATED FILE — DO NOT EDIT. Regenerate with `npm run generate:tokenlist-validator`.
import type { ErrorObject } from "ajv";

export interface TokenListValidateFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
export declare const validate: TokenListValidateFunction;
export default validate;
