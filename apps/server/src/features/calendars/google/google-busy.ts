import { expandBusyTime } from '../ical/expand-busy-time';
import { CalendarProviderError } from '../provider-error';
import type { BusyItem, BusyTimeResult, TimeRange } from '../provider-port';
import { rateLimitReasons } from './google-errors';
import { eventAsIcs, type GoogleEventResource } from './google-resources';

export interface FreeBusyAnswer {
  calendars?: Record<
    string,
    { busy?: { start: string; end: string }[]; errors?: { domain?: string; reason?: string }[] }
  >;
}

/** freeBusy answers 200 even when one calendar failed: each calendar's `errors` is checked. */
export function freeBusyIntervals(
  answer: FreeBusyAnswer,
  calendarIds: string[],
): BusyTimeResult['intervals'] {
  const intervals: BusyTimeResult['intervals'] = [];
  for (const id of calendarIds) {
    const calendar = answer.calendars?.[id];
    const errors = calendar?.errors ?? [];
    if (!calendar || errors.length > 0) {
      const reasons = errors.map((error) => error.reason).join(', ') || 'missing from the answer';
      const code = errors.some((error) => rateLimitReasons.has(error.reason ?? ''))
        ? 'rate-limited'
        : errors.some((error) => error.reason === 'notFound')
          ? 'not-a-calendar'
          : 'provider-error';
      throw new CalendarProviderError(code, `Google could not compute free/busy for ${id}: ${reasons}`);
    }
    for (const busy of calendar.busy ?? []) {
      intervals.push({ start: Date.parse(busy.start), end: Date.parse(busy.end), kind: 'busy' });
    }
  }
  intervals.sort((a, b) => a.start - b.start || a.end - b.end);
  return intervals;
}

/** Busy time per listed event inside `window`; deleted events (and ones that block nothing) are removed. */
export function busyChanges(items: GoogleEventResource[], window: TimeRange, userZone: string) {
  const changed: BusyItem[] = [];
  const removed: string[] = [];
  for (const item of items) {
    const ics = item.status === 'cancelled' ? null : eventAsIcs(item);
    if (!ics) {
      removed.push(item.id);
      continue;
    }
    const intervals = expandBusyTime(ics, {
      range: window,
      userZone,
      userAddresses: ['self@google.invalid'],
    });
    changed.push({ key: item.id, intervals });
  }
  return { changed, removed };
}
