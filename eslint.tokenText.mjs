// Token names and symbols are written by whoever deployed the token or published the list. They reach the screen
// only through sdk/tokenText (displayTokenSymbol, displayTokenName, tokenDisplayText) or the ui/TokenText
// components, which clean them (bidi controls, invisible characters), cap them and mark suspicious tokens. These
// selectors catch a token's `.symbol` / `.name` put straight into what is rendered: JSX, template strings, arrow
// functions that map tokens to text, translation and transaction-summary parameters. Reading them for logic
// (search, sorting, ids) and copying them into stored records stays allowed.
const TOKEN_OBJECT = "/^(token|tk|t|currency|base|quote|known|wrapped|native|c|t0|t1|rawA|rawB)$|Token$|Currency$|^(token|currency)[AB01]$/";
const TOKEN_PROPERTY = "/^(token|currency)[AB01]?$|^(t0|t1|wrapped|native)$/";

// A MintError's or SwapInputError's `symbol` is already display text.
const readsOfSymbol = "MemberExpression[property.name='symbol']:not([object.name='error'])";
const readsOfName = [
  `MemberExpression[property.name='name'][object.name=${TOKEN_OBJECT}]`,
  `MemberExpression[property.name='name'][object.property.name=${TOKEN_PROPERTY}]`,
];
const message = "Token text is attacker-written: show it through displayTokenSymbol / displayTokenName (@/sdk) or <TokenSymbol> / <TokenName> (@/ui/TokenText).";

const contexts = (read) => [
  `JSXExpressionContainer ${read}`,
  `TemplateLiteral > ${read}`,
  `ArrowFunctionExpression > ${read}`,
  `CallExpression[callee.name=/^(t|summary)$/] ${read}`,
];

export const TOKEN_TEXT_RULE = {
  files: ["web/src/**/*.{ts,tsx}"],
  // The chain table is the app's own configuration (native and wrapped coins), not outside text.
  ignores: ["web/src/**/*.test.{ts,tsx}", "web/src/sdk/**", "web/src/ui/TokenText.tsx", "web/src/networks/**"],
  rules: {
    "no-restricted-syntax": ["error", ...[readsOfSymbol, ...readsOfName].flatMap(contexts).map((selector) => ({ selector, message }))],
  },
};
