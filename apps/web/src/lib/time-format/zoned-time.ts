import { requireIanaZone, wallToEpoch } from '@overlap/engine/zoned-time';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    partsFormatters.set(zone, formatter);
  }
  return formatter;
}

const WEEKDAY_NUMBER: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export interface LocalParts {
  /** `YYYY-MM-DD` in the zone. */
  date: string;
  hour: number;
  minute: number;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: number;
}

/** The wall-clock reading of an instant in a zone. */
export function localPartsOf(epochMs: number, zone: string): LocalParts {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(zone).formatToParts(epochMs)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAY_NUMBER[parts.weekday ?? 'Mon'] ?? 1,
  };
}

/**
 * The instant a local date and time (`YYYY-MM-DD`, `HH:MM`) names in a zone. A time skipped by a
 * daylight-saving change moves forward by the gap, as calendars do.
 */
export function localToEpoch(date: string, time: string, zone: string): number {
  return wallToEpoch(Date.parse(`${date}T${time}:00Z`), requireIanaZone(zone));
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The zone's last segment, readable: `America/New_York` → `New York`. */
export function placeOf(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}
