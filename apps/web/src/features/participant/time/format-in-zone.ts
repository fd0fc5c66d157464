import { currentLocale } from '@/i18n/locale-store';
import { formatClock, formatRowTime } from '@/lib/time-format/format-time';
import type { Interval } from './intervals';
import { wallTimeAt, type LocalDate } from './zoned-time';

const cache = new Map<string, Intl.DateTimeFormat>();

// English keeps the product's day-month order ('Tue 10 Jun'); the other languages write dates their way.
const inEnglish = () => currentLocale() === 'en';
const intlLocale = () => (inEnglish() ? 'en-GB' : currentLocale());
// English drops Intl's comma after the weekday ('Tuesday 10 June'); other languages keep their punctuation.
const tidy = (text: string) => (inEnglish() ? text.replace(',', '') : text);

function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  const cacheKey = `${locale}|${key}`;
  let found = cache.get(cacheKey);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    cache.set(cacheKey, found);
  }
  return found;
}

// Local dates carry no zone, so they are formatted as UTC midnights of the same date.
const dateAsUtc = (date: LocalDate) => Date.UTC(date.year, date.month - 1, date.day);

/** 'Tuesday 10 June' */
export function formatDayLong(date: LocalDate): string {
  const f = formatter('day-long', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return tidy(f.format(dateAsUtc(date)));
}

/** { weekday: 'Tue', date: '10 Jun' } */
export function formatDayShort(date: LocalDate): { weekday: string; date: string } {
  const weekday = formatter('weekday', { weekday: 'short', timeZone: 'UTC' }).format(dateAsUtc(date));
  const day = formatter('day-short', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    dateAsUtc(date),
  );
  return { weekday, date: day };
}

/** How the reader's clock reads: 12-hour (2:30 PM) or 24-hour (14:30). */
export type ClockStyle = '12h' | '24h';

const clockStyles = new Map<string, ClockStyle>();

/** The clock of a locale (the browser's by default), through Intl, as the reader's own clock shows it. */
export function clockStyleOf(locale?: string): ClockStyle {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? '12h' : '24h';
}

/**
 * The clock the page's language reads: German, French and Spanish are 24-hour; in English the browser's
 * region decides (12-hour in the US, 24-hour in Britain).
 */
export function browserClockStyle(): ClockStyle {
  const locale = inEnglish() ? undefined : currentLocale();
  const key = locale ?? '';
  let style = clockStyles.get(key);
  if (!style) {
    style = clockStyleOf(locale);
    clockStyles.set(key, style);
  }
  return style;
}

const cycleOf = (clock: ClockStyle) => (clock === '12h' ? 'h12' : 'h23');

/** 870 → '14:30', or '2:30 PM' on a 12-hour clock; minutes past 1440 read as the next day's clock. */
export function formatMinuteOfDay(minute: number, clock: ClockStyle = browserClockStyle()): string {
  return formatClock(Math.floor(minute / 60) % 24, minute % 60, cycleOf(clock));
}

/** A row label: '14:00', or '2 PM' on a 12-hour clock (the grid's time column is narrow). */
export function formatHourLabel(minute: number, clock: ClockStyle = browserClockStyle()): string {
  return formatRowTime(Math.floor(minute / 60) * 60, cycleOf(clock));
}

const dayOptions = (zone: string): Intl.DateTimeFormatOptions => ({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: zone,
});

function formatTime(instant: number, zone: string, clock: ClockStyle): string {
  const wall = wallTimeAt(zone, instant);
  return formatMinuteOfDay(wall.hour * 60 + wall.minute, clock);
}

/** 'Wednesday 10 June 2026, 14:00' in the zone. */
export function formatInstant(
  instant: number,
  zone: string,
  clock: ClockStyle = browserClockStyle(),
): string {
  const day = formatter(`full:${zone}`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  }).format(instant);
  return `${tidy(day)}, ${formatTime(instant, zone, clock)}`;
}

/** 'Wed 10 Jun' in the zone. */
export function formatShortDate(instant: number, zone: string): string {
  return tidy(formatter(`short:${zone}`, dayOptions(zone)).format(instant));
}

/** 'Wed 10 Jun, 14:00 – 16:00', or with both dates when the range crosses midnight. */
export function formatRange(range: Interval, zone: string, clock: ClockStyle = browserClockStyle()): string {
  const startDay = formatShortDate(range.start, zone);
  const endDay = formatShortDate(range.end - 1, zone);
  const start = formatTime(range.start, zone, clock);
  const end = formatTime(range.end, zone, clock);
  if (startDay === endDay) return `${startDay}, ${start} – ${end}`;
  return `${startDay}, ${start} – ${formatShortDate(range.end, zone)}, ${end}`;
}

/** 'Monday' for a local date: a typical week's column names its weekday, not its date. */
export function formatWeekdayLong(date: LocalDate): string {
  return formatter('weekday-long', { weekday: 'long', timeZone: 'UTC' }).format(dateAsUtc(date));
}

/** 'Monday, 14:00 – 16:00' in the zone: a range of a typical week, without its date. */
export function formatWeekdayRange(
  range: Interval,
  zone: string,
  clock: ClockStyle = browserClockStyle(),
): string {
  const weekday = (instant: number) =>
    formatter(`weekday-long:${zone}`, { weekday: 'long', timeZone: zone }).format(instant);
  const start = formatTime(range.start, zone, clock);
  const end = formatTime(range.end, zone, clock);
  const [first, last] = [weekday(range.start), weekday(range.end - 1)];
  return first === last
    ? `${first}, ${start} – ${end}`
    : `${first}, ${start} – ${weekday(range.end)}, ${end}`;
}

const units = new Map<string, Intl.NumberFormat>();
function unitFormat(unit: 'hour' | 'minute'): Intl.NumberFormat {
  const key = `${currentLocale()}|${unit}`;
  let found = units.get(key);
  if (!found) {
    found = new Intl.NumberFormat(currentLocale(), { style: 'unit', unit, unitDisplay: 'long' });
    units.set(key, found);
  }
  return found;
}

/** '30 minutes', '1 hour', '1 hour 30 minutes' (in German '1 Stunde 30 Minuten'). */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours) parts.push(unitFormat('hour').format(hours));
  if (rest || !hours) parts.push(unitFormat('minute').format(rest));
  return parts.join(' ');
}

/** 'Wednesday 10 June 2026, 14:00 – 14:30', with the end's date when the meeting crosses midnight. */
export function formatMeetingTime(
  start: number,
  end: number,
  zone: string,
  clock: ClockStyle = browserClockStyle(),
): string {
  const sameDay = formatShortDate(start, zone) === formatShortDate(end - 1, zone);
  const until = sameDay ? formatTime(end, zone, clock) : formatInstant(end, zone, clock);
  return `${formatInstant(start, zone, clock)} – ${until}`;
}
