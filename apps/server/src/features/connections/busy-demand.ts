import { seriesSpanOf, type RecurrenceDto } from '@overlap/contracts/schemas';
import type { TimeRange } from '../calendars/provider-port';

/** An open request someone organizes, as far as reading their calendars for it goes. */
export interface OpenRequestWindow {
  windowStart: Date;
  windowEnd: Date;
  recurrence: RecurrenceDto | null;
}

/** The dates one request needs read: its window, or for a series the span its occurrences can touch. */
export function readWindowOf(request: OpenRequestWindow): TimeRange {
  return request.recurrence
    ? seriesSpanOf(request.recurrence)
    : { start: request.windowStart.getTime(), end: request.windowEnd.getTime() };
}

/**
 * The one span a person's calendars are read over: from the earliest date any of their open requests
 * needs to the latest, leaving out requests whose dates have all passed. Null when none needs anything.
 */
export function neededSpan(requests: OpenRequestWindow[], now: number): TimeRange | null {
  let span: TimeRange | null = null;
  for (const request of requests) {
    const window = readWindowOf(request);
    if (window.end <= now) continue;
    span = span ? { start: Math.min(span.start, window.start), end: Math.max(span.end, window.end) } : window;
  }
  return span;
}

const DAY = 86_400_000;

/**
 * The whole UTC days holding both, the window a calendar is read over: whole days, so that reads for
 * the same dates a few minutes apart ask for the same window and can continue incrementally.
 */
export function readWindow(a: TimeRange, b: TimeRange | null): TimeRange {
  const start = b ? Math.min(a.start, b.start) : a.start;
  const end = b ? Math.max(a.end, b.end) : a.end;
  return { start: Math.floor(start / DAY) * DAY, end: Math.ceil(end / DAY) * DAY };
}
