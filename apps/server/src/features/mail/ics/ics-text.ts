// Value encodings of RFC 5545: TEXT escaping, parameter values, UTC date-times and line folding.

// Control characters other than tab are not allowed in TEXT or parameter values.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Escapes a TEXT value (SUMMARY, DESCRIPTION, LOCATION…): backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value
    .replace(CONTROL_CHARACTERS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value such as CN, always quoted; a quoted string may hold neither DQUOTE nor a newline. */
export function quoteIcsParameter(value: string): string {
  const cleaned = value
    .replace(/\r\n|\r|\n/g, ' ')
    .replace(CONTROL_CHARACTERS, '')
    .replace(/"/g, "'");
  return `"${cleaned}"`;
}

/** `20250310T140000Z`: a date-time in UTC, whole seconds. */
export function formatIcsUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date for an iCalendar value');
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const MAX_LINE_OCTETS = 75;

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 §3.1): each continuation starts with
 * one space, which counts towards its 75. A UTF-8 character is never split across two lines.
 */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    if (currentOctets + octets > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      currentOctets = 1;
    }
    current += character;
    currentOctets += octets;
  }
  lines.push(current);
  return lines.join('\r\n');
}
