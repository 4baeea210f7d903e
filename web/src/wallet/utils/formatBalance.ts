/**
 * Balances show 4 significant digits (1234567.8 → 1235000, 0.000123456 → 0.0001235). Works on
 * the exact bigint (no float rounding), rounds half up on the last kept digit, drops trailing zeros.
 */
export function formatSignificant(amount: bigint, decimals = 18, significant = 4): string {
  if (amount < 0n) return `-${formatSignificant(-amount, decimals, significant)}`;
  if (amount === 0n) return "0";
  const digits = amount.toString();
  // Keep `significant` digits counted from the first non-zero digit.
  const dropped = digits.length - significant;
  if (dropped <= 0) return trimZeros(toDecimal(amount, decimals));
  const unit = 10n ** BigInt(dropped);
  const rounded = ((amount + unit / 2n) / unit) * unit;
  return trimZeros(toDecimal(rounded, decimals));
}

/**
 * A non-negative base-unit amount as a decimal string (1234500n, 4 → "123.4500"). Written here rather than
 * ethers' formatUnits, which brings its FixedNumber class (~1.4 KB gzipped) into the first paint.
 */
function toDecimal(amount: bigint, decimals: number): string {
  if (decimals <= 0) return amount.toString();
  const digits = amount.toString().padStart(decimals + 1, "0");
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

function trimZeros(text: string): string {
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}
