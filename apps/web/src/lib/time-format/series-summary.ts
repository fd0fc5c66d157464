import type { RecurrenceDto } from '@overlap/contracts/schemas';
import { currentLocale, type Translate } from '@/i18n';
import { localPartsOf } from './zoned-time';

/** What a sentence about a series needs to know of its meeting (any of the meeting DTOs fits). */
export interface SeriesMeeting {
  recurrence: RecurrenceDto;
  organizerZone: string;
  allowedWeekdays: readonly number[];
  /** Set once booked: the first occurrence's start. */
  chosenStart?: string | null;
  rotation?: readonly { weekday: number }[] | null;
}

// English keeps the app's day-first forms without Intl's comma ('Mon 1 Mar 2027'), like the grid.
const dateLocale = () => (currentLocale() === 'en' ? 'en-GB' : currentLocale());
// 4 January 2027 was a Monday.
const weekdayAt = (weekday: number) => Date.UTC(2027, 0, 3 + weekday);

function dayName(weekday: number, width: 'long' | 'short'): string {
  return new Intl.DateTimeFormat(dateLocale(), { weekday: width, timeZone: 'UTC' }).format(
    weekdayAt(weekday),
  );
}

/** `Mon 1 Mar 2027` (`Mo., 1. März 2027`, `lun. 1 mars 2027`) for a local date `YYYY-MM-DD`. */
export function seriesDate(date: string): string {
  const text = new Intl.DateTimeFormat(dateLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${date}T00:00:00Z`));
  return currentLocale() === 'en' ? text.replace(',', '') : text;
}

/** Which days the sentence names: the booked one, or the allowed days a slot may still fall on. */
function daysOf(meeting: SeriesMeeting): { days: string; list: string } {
  const booked = meeting.rotation?.length
    ? meeting.rotation.map((slot) => slot.weekday)
    : meeting.chosenStart
      ? [localPartsOf(Date.parse(meeting.chosenStart), meeting.organizerZone).weekday]
      : meeting.allowedWeekdays;
  const weekdays = [...new Set(booked)].sort((a, b) => a - b);
  if (weekdays.length === 1) return { days: 'one', list: dayName(weekdays[0]!, 'long') };
  const list = new Intl.ListFormat(dateLocale(), { type: 'disjunction' }).format(
    weekdays.map((day) => dayName(day, 'short')),
  );
  const key = weekdays.join('');
  const days = key === '1234567' ? 'any' : key === '12345' ? 'weekdays' : key === '67' ? 'weekends' : 'list';
  return { days, list };
}

/**
 * `Weekly on a weekday (Mon–Fri), 8 times from Mon 1 Mar 2027`, or once booked `Weekly on Wednesday, 8 times from
 * Wed 3 Mar 2027`: the one sentence every screen says a series with, in the current language.
 */
export function seriesSummary(t: Translate<'series'>, meeting: SeriesMeeting): string {
  const { recurrence } = meeting;
  const first = meeting.chosenStart
    ? localPartsOf(Date.parse(meeting.chosenStart), meeting.organizerZone).date
    : recurrence.startDate;
  const values = {
    ...daysOf(meeting),
    interval: recurrence.interval,
    ordinal: String(recurrence.ordinal ?? 1),
    start: seriesDate(first),
  };
  const frequency = recurrence.frequency === 'weekly' ? 'weekly' : 'monthly';
  return recurrence.count !== undefined
    ? t(`summary.${frequency}.count`, { ...values, count: recurrence.count })
    : t(`summary.${frequency}.until`, { ...values, until: seriesDate(recurrence.until ?? first) });
}
