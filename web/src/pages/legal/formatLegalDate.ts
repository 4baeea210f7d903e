const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/**
 * Formats an ISO calendar date (YYYY-MM-DD) as "1 January 2025". Done by hand rather than with Intl so
 * the text is identical in every browser, locale and time zone (a legal date must not shift by a day).
 * Anything that is not a real calendar date is returned unchanged, so a typo shows up on the page instead
 * of crashing it.
 */
export function formatLegalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return isoDate;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
