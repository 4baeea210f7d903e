/**
 * Milliseconds a server asks us to wait (HTTP Retry-After: delta seconds or an HTTP date), or undefined
 * when the header is absent or unreadable. Capped so a hostile or broken header cannot park a URL forever.
 */
export const MAX_RETRY_AFTER_MS = 5 * 60_000;

export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, MAX_RETRY_AFTER_MS);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(at - now, 0), MAX_RETRY_AFTER_MS);
}
