import { currentLocale } from '@/i18n';

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

// English keeps the app's own day-first forms (`9 Mar`), like lib/time-format.
const dateLocale = () => (currentLocale() === 'en' ? 'en-GB' : currentLocale());

function format(options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(dateLocale(), { ...options, timeZone: 'UTC' });
}

/** `29 Mar` (or `Mar 29`, per language) for a local date `YYYY-MM-DD`; the year too when asked. */
export function shortDate(date: string, withYear = false): string {
  return format({ day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) }).format(
    utc(date),
  );
}

/** The weekday's name in the current language, ISO numbering (1 Monday … 7 Sunday). */
export function weekdayName(weekday: number, width: 'long' | 'short' = 'long'): string {
  // 1 Jan 2024 was a Monday.
  return format({ weekday: width }).format(Date.UTC(2024, 0, weekday));
}

/** A list of dates as one phrase in the current language (`29 Mar, 5 Apr and 12 Apr`). */
export function dateList(dates: readonly string[]): string {
  const list = new Intl.ListFormat(currentLocale(), { style: 'long', type: 'conjunction' });
  return list.format(dates.map((date) => shortDate(date)));
}

/** Names as one phrase in the current language. */
export function nameList(names: readonly string[]): string {
  return new Intl.ListFormat(currentLocale(), { style: 'long', type: 'conjunction' }).format(names);
}
