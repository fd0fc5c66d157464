import { placeName } from '../time/format-local.ts';
import { parseLocalDate } from './recurrence.ts';
import { civilFromDays } from '../time/civil-date.ts';
import type { LocalDate, SeriesReason } from './series-types.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `29 Mar`, or `29 Mar 2026` with the year. */
export function shortDate(date: LocalDate, withYear = false): string {
  const { year, month, day } = civilFromDays(parseLocalDate(date, 'date'));
  return `${day} ${MONTHS[month - 1]}${withYear ? ` ${year}` : ''}`;
}

function dateRange(from: LocalDate, to: LocalDate): string {
  const years = from.slice(0, 4) !== to.slice(0, 4);
  return from === to ? `On ${shortDate(from)}` : `From ${shortDate(from, years)} to ${shortDate(to, years)}`;
}

function occurrences(count: number): string {
  return count === 1 ? '1 occurrence' : `${count} occurrences`;
}

/** A reason in English, for people to read; the structured reason is the contract. */
export function seriesReasonText(reason: SeriesReason): string {
  switch (reason.kind) {
    case 'everyone':
      return reason.occurrences === 1
        ? 'Everyone can make it'
        : `Everyone can make all ${reason.occurrences} occurrences`;
    case 'everyone-but':
      return `Everyone can make ${reason.canMake} of ${occurrences(reason.occurrences)}`;
    case 'cannot-make':
      return `${reason.displayName}${reason.required ? '' : ' (optional)'} cannot make ${reason.dates
        .map((date) => shortDate(date))
        .join(', ')}`;
    case 'local-time-shift':
      return `${dateRange(reason.from, reason.to)} this is ${reason.localTime} for ${reason.displayName} instead of ${reason.usualLocalTime}`;
    case 'uncomfortable':
      return `${reason.displayName}: ${reason.localTime} in ${placeName(reason.zone)}, ${reason.comfortNote} (${occurrences(reason.occurrences)})`;
  }
}
