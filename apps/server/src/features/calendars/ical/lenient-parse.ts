import ICAL from 'ical.js';

/** A line or event Overlap could not read as written; names only, never the line's text (it may be private). */
export interface SkippedInput {
  /** 1-based line in the file where the unreadable content line starts; null for a whole event. */
  line: number | null;
  /** Property name (`RRULE`, `X-APPLE-RADIUS`) or `VEVENT`. */
  item: string;
  /** Left out entirely, or read after a repair that is certain (stray spaces in a rule). */
  outcome: 'left-out' | 'repaired';
}

const recurrenceProperties = new Set(['RRULE', 'EXRULE']);

/** RFC 5545 §3.1: a line break followed by one space or tab continues the previous line. */
function unfold(text: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const previous = lines[lines.length - 1];
    if (previous && (raw.startsWith(' ') || raw.startsWith('\t'))) previous.text += raw.slice(1);
    else if (raw.trim() !== '') lines.push({ text: raw, line: index + 1 });
  });
  return lines;
}

function propertyName(line: string): string {
  const name = /^[A-Za-z0-9-]{1,40}/.exec(line)?.[0];
  return name ? name.toUpperCase() : 'unnamed line';
}

function parses(line: string): boolean {
  try {
    ICAL.parse.property(line);
    return true;
  } catch {
    return false;
  }
}

/**
 * ical.js refuses a whole file for one bad content line. This reads it again line by line: a recurrence
 * rule with stray spaces (`BYDAY=MO, TU`) is read without them, any other unreadable line or a line
 * outside every component is left out, and both are reported. Only used after a strict parse failed, so well-formed files cost nothing extra.
 */
export function parseLeniently(text: string): { jcal: unknown; skipped: SkippedInput[] } {
  const kept: string[] = [];
  const skipped: SkippedInput[] = [];
  let depth = 0;
  for (const { text: line, line: number } of unfold(text)) {
    const boundary = /^(BEGIN|END):/i.exec(line)?.[1]?.toUpperCase();
    if (boundary) {
      depth = Math.max(0, depth + (boundary === 'BEGIN' ? 1 : -1));
      kept.push(line);
      continue;
    }
    const item = propertyName(line);
    // Outside every component (Podio writes a line after END:VCALENDAR) a property has nowhere to go.
    if (depth === 0) {
      skipped.push({ line: number, item, outcome: 'left-out' });
      continue;
    }
    if (parses(line)) {
      kept.push(line);
      continue;
    }
    const colon = line.indexOf(':');
    const respaced =
      recurrenceProperties.has(item) && colon > 0
        ? line.slice(0, colon + 1) + line.slice(colon + 1).replace(/\s+/g, '')
        : null;
    if (respaced && parses(respaced)) {
      kept.push(respaced);
      skipped.push({ line: number, item, outcome: 'repaired' });
    } else skipped.push({ line: number, item, outcome: 'left-out' });
  }
  return { jcal: ICAL.parse(kept.join('\r\n')), skipped };
}
