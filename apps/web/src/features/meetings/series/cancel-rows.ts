import type { BookedOccurrenceDto } from '@overlap/contracts/schemas';

export interface CancelRow {
  occurrence: BookedOccurrenceDto;
  /** Skipped or cancelled (struck through, no buttons). */
  cancelled: boolean;
  /** The server refuses to cancel the last date left: the whole meeting is cancelled instead. */
  canCancelThis: boolean;
  /** Cutting from the first date left would leave nothing: only later dates can end the series. */
  canCancelRest: boolean;
  /** A skipped date can come back; one cut off by "this and later" is past the series' end and cannot. */
  canRestore: boolean;
}

/**
 * The upcoming dates of a booked series with what may be cancelled; `cut` are the dates a "this and
 * later" cancellation removed (the server no longer lists them), shown as cancelled.
 */
export function cancelRows(
  occurrences: BookedOccurrenceDto[],
  cut: BookedOccurrenceDto[],
  now: number,
): CancelRow[] {
  const listed = new Set(occurrences.map((o) => o.date));
  const all = [...occurrences, ...cut.filter((o) => !listed.has(o.date))];
  const kept = occurrences.filter((o) => !o.skipped);
  return all
    .filter((o) => Date.parse(o.start) >= now)
    .map((o) => {
      const cancelled = o.skipped || !listed.has(o.date);
      return {
        occurrence: o,
        cancelled,
        canCancelThis: !cancelled && kept.length > 1,
        canCancelRest: !cancelled && kept.some((k) => Date.parse(k.start) < Date.parse(o.start)),
        canRestore: o.skipped && listed.has(o.date),
      };
    });
}
