import type { BookedOccurrenceDto } from '@overlap/contracts/schemas';

/**
 * The date people look for in a booked series: the first kept date not over yet at `now`, else the last
 * kept one (`upcoming` false); null when every date was cancelled.
 */
export function nextBookedDate(
  occurrences: readonly BookedOccurrenceDto[],
  now: number,
): { start: number; end: number; upcoming: boolean } | null {
  const kept = occurrences
    .filter((o) => !o.skipped)
    .map((o) => ({ start: Date.parse(o.start), end: Date.parse(o.end) }));
  const next = kept.find((o) => o.end > now);
  if (next) return { ...next, upcoming: true };
  const last = kept.at(-1);
  return last ? { ...last, upcoming: false } : null;
}
