export interface PastedAddress {
  email: string;
  name?: string;
}

const NAMED = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/;

/**
 * Addresses pasted from a mail client or a spreadsheet: separated by commas, semicolons or new lines,
 * each either `ana@example.com` or `Ana Lopez <ana@example.com>`. Repeats are kept once.
 */
export function parseAddresses(text: string): PastedAddress[] {
  const seen = new Set<string>();
  const result: PastedAddress[] = [];
  for (const piece of text.split(/[,;\n\t]+/)) {
    const named = NAMED.exec(piece);
    const entries: PastedAddress[] = named
      ? [{ email: named[2]!.trim(), ...(named[1]!.trim() ? { name: named[1]!.trim() } : {}) }]
      : piece
          .split(/\s+/)
          .filter((word) => word.includes('@'))
          .map((email) => ({ email }));
    for (const entry of entries) {
      const key = entry.email.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      result.push(entry);
    }
  }
  return result;
}

/** Whether a paste into one e-mail box should become several rows. */
export function looksLikeSeveralAddresses(text: string): boolean {
  return parseAddresses(text).length > 1;
}
