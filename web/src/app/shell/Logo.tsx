/** The PenSwap pentagon mark (inline SVG: no extra request on first paint). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="penswap-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff007a" />
          <stop offset="1" stopColor="#7b3fe4" />
        </linearGradient>
      </defs>
      <path d="M32 3l27 19.6-10.3 31.8H15.3L5 22.6z" fill="url(#penswap-logo)" />
      <path
        d="M25 46V18h10a8 8 0 010 16h-6"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
