import { currentLocale } from '@/i18n/locale-store';
import type { HourCycle } from './hour-cycle';
import { localPartsOf, pad } from './zoned-time';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Instant = number | string;
const toEpoch = (instant: Instant) => (typeof instant === 'string' ? Date.parse(instant) : instant);

// English keeps the product's own short forms; the other languages are written by Intl in that language.
const intlCache = new Map<string, Intl.DateTimeFormat>();
function intlFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = intlCache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    intlCache.set(key, format);
  }
  return format;
}
const inEnglish = () => currentLocale() === 'en';
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** `09:30` or `9:30 AM`; midnight is `00:00` or `12:00 AM`. */
export function formatClock(hour: number, minute: number, cycle: HourCycle): string {
  if (!inEnglish() && cycle === 'h12') {
    const clock = intlFormat({ hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });
    return clock.format(Date.UTC(2000, 0, 1, hour % 24, minute));
  }
  if (cycle === 'h23') return `${pad(hour)}:${pad(minute)}`;
  // `24:00` (the end of a day) reads as midnight.
  return `${hour % 12 || 12}:${pad(minute)} ${hour % 24 < 12 ? 'AM' : 'PM'}`;
}

/** A `HH:MM` reading (as the engine gives each person's local time) on the reader's clock. */
export function formatClockText(time: string, cycle: HourCycle): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return formatClock(hour, minute, cycle);
}

/** A row label of a grid: `09:00` / `09:30`, or `9 AM` / `9:30` on a 12-hour clock. */
export function formatRowTime(minutesOfDay: number, cycle: HourCycle): string {
  const hour = Math.floor(minutesOfDay / 60) % 24;
  const minute = minutesOfDay % 60;
  if (cycle === 'h23') return `${pad(hour)}:${pad(minute)}`;
  if (!inEnglish()) return formatClock(hour, minute, cycle);
  if (minute === 0) return `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${hour % 12 || 12}:${pad(minute)}`;
}

/** The time of day of an instant in a zone. */
export function formatTime(instant: Instant, zone: string, cycle: HourCycle): string {
  const parts = localPartsOf(toEpoch(instant), zone);
  return formatClock(parts.hour, parts.minute, cycle);
}

/** `Mon 10 Mar` for a `YYYY-MM-DD` date. */
export function formatDay(date: string): string {
  if (!inEnglish())
    return intlFormat({ weekday: 'short', day: 'numeric', month: 'short' }).format(utcDate(date));
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[(day.getUTCDay() + 6) % 7]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** `Mon, 10 Mar 2025` for a `YYYY-MM-DD` date. */
export function formatFullDay(date: string): string {
  if (!inEnglish()) {
    return intlFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
      utcDate(date),
    );
  }
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[(day.getUTCDay() + 6) % 7]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** `Mon, 10 Mar 2025, 09:00` in the zone. */
export function formatDateTime(instant: Instant, zone: string, cycle: HourCycle): string {
  const parts = localPartsOf(toEpoch(instant), zone);
  return `${formatFullDay(parts.date)}, ${formatClock(parts.hour, parts.minute, cycle)}`;
}

/**
 * `Mon, 10 Mar 2025, 09:00–09:30` (`9:00–9:30 AM`, `11:30 AM–12:30 PM`), or both ends in full when
 * the range crosses midnight in the zone.
 */
export function formatRange(start: Instant, end: Instant, zone: string, cycle: HourCycle): string {
  const from = localPartsOf(toEpoch(start), zone);
  const to = localPartsOf(toEpoch(end), zone);
  if (from.date !== to.date)
    return `${formatDateTime(start, zone, cycle)} – ${formatDateTime(end, zone, cycle)}`;
  const first = formatClock(from.hour, from.minute, cycle);
  const last = formatClock(to.hour, to.minute, cycle);
  const sameHalf = inEnglish() && cycle === 'h12' && from.hour < 12 === to.hour < 12;
  return `${formatFullDay(from.date)}, ${sameHalf ? first.slice(0, -3) : first}–${last}`;
}

/** `09:00–09:30` or `9:00–9:30 AM`, the day left out (for lists under a day's heading). */
export function formatTimeRange(start: Instant, end: Instant, zone: string, cycle: HourCycle): string {
  const from = localPartsOf(toEpoch(start), zone);
  const to = localPartsOf(toEpoch(end), zone);
  const first = formatClock(from.hour, from.minute, cycle);
  const last = formatClock(to.hour, to.minute, cycle);
  const sameHalf = inEnglish() && cycle === 'h12' && from.hour < 12 === to.hour < 12 && from.date === to.date;
  return `${sameHalf ? first.slice(0, -3) : first}–${last}`;
}
