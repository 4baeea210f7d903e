/** Max calls per multicall request: keeps each eth_call well inside node gas/size limits. */
export const MAX_CHUNK_SIZE = 500;

/**
 * Splits items into the fewest chunks of at most maxChunkSize, spread evenly (e.g. 501 → 251 + 250 rather
 * than 500 + 1) so no request is much heavier than the others.
 */
export function chunkArray<T>(items: T[], maxChunkSize: number = MAX_CHUNK_SIZE): T[][] {
  if (!Number.isInteger(maxChunkSize) || maxChunkSize < 1) throw new Error(`maxChunkSize must be a positive integer: ${maxChunkSize}`);
  if (items.length === 0) return [];
  const numChunks = Math.ceil(items.length / maxChunkSize);
  const chunkSize = Math.ceil(items.length / numChunks);
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += chunkSize) chunks.push(items.slice(i, i + chunkSize));
  return chunks;
}
