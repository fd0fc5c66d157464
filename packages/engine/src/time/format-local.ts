import { MINUTES_PER_DAY, civilFromDays } from './civil-date.ts';
import { offsetAt } from './zone-offset.ts';

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

export function formatClock(minuteOfDay: number): string {
  return `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;
}

function formatOffset(offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const magnitude = Math.abs(offset);
  return `${sign}${formatClock(magnitude)}`;
}

export interface LocalStamp {
  /** ISO 8601 local date-time with offset, e.g. `2025-03-10T07:30+09:00`. */
  iso: string;
  /** `HH:MM`. */
  time: string;
  localMinute: number;
}

export function localStamp(zone: string, epochMinute: number): LocalStamp {
  const offset = offsetAt(zone, epochMinute);
  const localMinute = epochMinute + offset;
  const days = Math.floor(localMinute / MINUTES_PER_DAY);
  const { year, month, day } = civilFromDays(days);
  const time = formatClock(localMinute - days * MINUTES_PER_DAY);
  return {
    iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}T${time}${formatOffset(offset)}`,
    time,
    localMinute,
  };
}

/** A short place name for a zone: `America/New_York` → `New York`. */
export function placeName(zone: string): string {
  const last = zone.slice(zone.lastIndexOf('/') + 1);
  return last.replace(/_/g, ' ');
}
