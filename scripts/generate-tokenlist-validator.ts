/**
 * Precompiles the @uniswap/token-lists schema into a standalone ajv validator
 * (web/src/features/lists/generated/tokenListValidator.js), so the app validates lists without ajv compiling
 * code through `new Function` at runtime (a strict Content-Security-Policy stays possible).
 *
 *   npm run generate:tokenlist-validator
 */
import Ajv from "ajv";
import addFormats from "ajv-formats";
import standaloneCode from "ajv/dist/standalone";
import { writeFileSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import schema from "@uniswap/token-lists/dist/tokenlist.schema.json";
import { version as tokenListsVersion } from "@uniswap/token-lists/package.json";

const OUT = resolve(__dirname, "../web/src/features/lists/generated/tokenListValidator.js");

// allErrors: the validation message lists every problem, not only the first one.
const ajv = new Ajv({ allErrors: true, strict: false, code: { source: true, esm: true } });
addFormats(ajv);
let code = standaloneCode(ajv, ajv.compile(schema));

// ajv's ESM output still `require`s its runtime helpers; turn those into imports that work both in Vite and in
// Node (CJS interop differs: a namespace import may or may not unwrap `default`).
const runtimeImports: Record<string, { importLine: string; expression: string }> = {
  'require("ajv/dist/runtime/ucs2length").default': {
    importLine: 'import * as ucs2lengthModule from "ajv/dist/runtime/ucs2length.js";',
    expression:
      "(typeof ucs2lengthModule.default === \"function\" ? ucs2lengthModule.default : ucs2lengthModule.default.default)",
  },
  'require("ajv-formats/dist/formats").fullFormats': {
    importLine: 'import * as formatsModule from "ajv-formats/dist/formats.js";',
    expression: "(formatsModule.fullFormats ?? formatsModule.default.fullFormats)",
  },
};
const imports: string[] = [];
for (const [requireCall, { importLine, expression }] of Object.entries(runtimeImports)) {
  if (!code.includes(requireCall)) continue;
  code = code.split(requireCall).join(expression);
  imports.push(importLine);
}
code = code.replace(/^"use strict";/, "");
if (/\brequire\(/.test(code)) throw new Error("Unhandled require() left in the standalone validator");
if (/new Function|\beval\(/.test(code)) throw new Error("The standalone validator must not evaluate code");

const header = `// GENERATED FILE — DO NOT EDIT. Regenerate with \`npm run generate:tokenlist-validator\`.
// Standalone ajv validator for the @uniswap/token-lists@${tokenListsVersion} schema (scripts/generate-tokenlist-validator.ts).
/* eslint-disable */
`;
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, `${header}${imports.join("\n")}\n${code}\n`);
writeFileSync(
  OUT.replace(/\.js$/, ".d.ts"),
  `// GENERATED FILE — DO NOT EDIT. Regenerate with \`npm run generate:tokenlist-validator\`.
import type { ErrorObject } from "ajv";

export interface TokenListValidateFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
export declare const validate: TokenListValidateFunction;
export default validate;
`,
);
console.log(`Wrote ${OUT} (${code.length} chars)`);
