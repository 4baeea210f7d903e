/** Labels of letters, digits and inner hyphens, ending in .eth, optionally followed by a /path. */
const ENS_NAME_REGEX = /^(([a-zA-Z0-9]+(-[a-zA-Z0-9]+)*\.)+)eth(\/.*)?$/;

interface ParsedENSAddress {
  ensName: string;
  ensPath: string | undefined;
}

export function parseENSAddress(ensAddress: string): ParsedENSAddress | undefined {
  const match = ENS_NAME_REGEX.exec(ensAddress.trim());
  if (!match) return undefined;
  return { ensName: `${match[1].toLowerCase()}eth`, ensPath: match[4] };
}
