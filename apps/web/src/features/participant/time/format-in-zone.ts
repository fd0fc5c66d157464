import type { Interval } from './intervals';
import { wallTimeAt, type LocalDate } from './zoned-time';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', options);
    cache.set(key, found);
  }
  return found;
}

// Local dates carry no zone, so they are formatted as UTC midnights of the same date.
const dateAsUtc = (date: LocalDate) => Date.UTC(date.year, date.month - 1, date.day);

/** 'Tuesday 10 June' */
export function formatDayLong(date: LocalDate): string {
  const f = formatter('day-long', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return f.format(dateAsUtc(date)).replace(',', '');
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

let browserStyle: ClockStyle | undefined;

/** The clock of a locale (the browser's by default), through Intl, as the reader's own clock shows it. */
export function clockStyleOf(locale?: string): ClockStyle {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? '12h' : '24h';
}

export function browserClockStyle(): ClockStyle {
  browserStyle ??= clockStyleOf();
  return browserStyle;
}

/** 870 → '14:30', or '2:30 PM' on a 12-hour clock; minutes past 1440 read as the next day's clock. */
export function formatMinuteOfDay(minute: number, clock: ClockStyle = browserClockStyle()): string {
  const h = Math.floor(minute / 60) % 24;
  const mm = String(minute % 60).padStart(2, '0');
  if (clock === '24h') return `${String(h).padStart(2, '0')}:${mm}`;
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A row label: '14:00', or '2 PM' on a 12-hour clock (the grid's time column is narrow). */
export function formatHourLabel(minute: number, clock: ClockStyle = browserClockStyle()): string {
  if (clock === '24h') return formatMinuteOfDay(minute, clock);
  const h = Math.floor(minute / 60) % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
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
  return `${day.replace(',', '')}, ${formatTime(instant, zone, clock)}`;
}

/** 'Wed 10 Jun' in the zone. */
export function formatShortDate(instant: number, zone: string): string {
  return formatter(`short:${zone}`, dayOptions(zone)).format(instant).replace(',', '');
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

/** 'Asia/Tokyo (GMT+9)' at the given instant. */
export function formatZoneLabel(zone: string, instant: number): string {
  const offset = formatter(`offset:${zone}`, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${zone.replace(/_/g, ' ')} (${offset})` : zone;
}

/** '30 minutes', '1 hour', '1 hour 30 minutes' */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (rest || !hours) parts.push(`${rest} minute${rest === 1 ? '' : 's'}`);
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
