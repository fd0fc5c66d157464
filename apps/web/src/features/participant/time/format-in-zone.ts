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

/** 870 → '14:30' */
export function formatMinuteOfDay(minute: number): string {
  const h = Math.floor(minute / 60) % 24;
  return `${String(h).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

const dayOptions = (zone: string): Intl.DateTimeFormatOptions => ({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: zone,
});

function formatTime(instant: number, zone: string): string {
  const wall = wallTimeAt(zone, instant);
  return formatMinuteOfDay(wall.hour * 60 + wall.minute);
}

/** 'Wednesday 10 June 2026, 14:00' in the zone. */
export function formatInstant(instant: number, zone: string): string {
  const day = formatter(`full:${zone}`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  }).format(instant);
  return `${day.replace(',', '')}, ${formatTime(instant, zone)}`;
}

/** 'Wed 10 Jun' in the zone. */
export function formatShortDate(instant: number, zone: string): string {
  return formatter(`short:${zone}`, dayOptions(zone)).format(instant).replace(',', '');
}

/** 'Wed 10 Jun, 14:00 – 16:00', or with both dates when the range crosses midnight. */
export function formatRange(range: Interval, zone: string): string {
  const startDay = formatShortDate(range.start, zone);
  const endDay = formatShortDate(range.end - 1, zone);
  const end = formatTime(range.end, zone);
  if (startDay === endDay) return `${startDay}, ${formatTime(range.start, zone)} – ${end}`;
  return `${startDay}, ${formatTime(range.start, zone)} – ${formatShortDate(range.end, zone)}, ${end}`;
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
export function formatMeetingTime(start: number, end: number, zone: string): string {
  const sameDay = formatShortDate(start, zone) === formatShortDate(end - 1, zone);
  return `${formatInstant(start, zone)} – ${sameDay ? formatTime(end, zone) : formatInstant(end, zone)}`;
}
