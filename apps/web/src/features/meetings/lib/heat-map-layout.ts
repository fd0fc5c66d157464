import { translate } from '@/i18n';
import type { MeetingDto } from '@overlap/contracts/schemas';
import { addDays, localPartsOf, localToEpoch, pad } from '@/lib/time-format/zoned-time';
import { windowDays } from '@/lib/time-format/window-days';
import type { HeatMap } from './suggestion-types';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

export interface HeatDay {
  /** `YYYY-MM-DD` in the organizer's zone. */
  date: string;
}

/** The allowed days of one Monday-to-Sunday week that lie in the window. */
export interface HeatWeek {
  monday: string;
  days: HeatDay[];
}

/** A cell's slot: index into the heat map's states, and when the meeting starts. */
export interface HeatSlot {
  index: number;
  start: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Which start times of day the grid shows first, and why: the limits and the first and last start. */
export type UsualStarts =
  | { kind: 'allowed'; from: number; to: number; hours: { start: string; end: string } }
  | { kind: 'someone'; from: number; to: number }
  | { kind: 'none' };

/**
 * The start times worth showing before "Show all hours", in minutes after the organizer's midnight:
 * with allowed hours, the starts whose meeting ends by their close; without, the starts where the
 * meeting can be booked and someone can come (free or if need be), over the whole window, so the rows
 * do not move from week to week.
 */
export function usualStarts(
  map: Pick<HeatMap, 'start' | 'stepMinutes' | 'durationMinutes' | 'slotCount' | 'bookable' | 'people'>,
  allowedHours: MeetingDto['allowedHours'],
  zone: string,
): UsualStarts {
  if (allowedHours) {
    const from = minutesOf(allowedHours.start);
    const close = minutesOf(allowedHours.end);
    const to = close - map.durationMinutes;
    // A meeting longer than the allowed hours: show them anyway, every start crossed out.
    return { kind: 'allowed', from, to: to >= from ? to : close - 1, hours: allowedHours };
  }
  let from = Infinity;
  let to = -Infinity;
  for (let i = 0; i < map.slotCount; i++) {
    if (map.bookable[i] !== '1') continue;
    if (!map.people.some((p) => p.states[i] === 'f' || p.states[i] === 'i')) continue;
    const local = localPartsOf(map.start + i * map.stepMinutes * MINUTE, zone);
    const minutes = local.hour * 60 + local.minute;
    from = Math.min(from, minutes);
    to = Math.max(to, minutes);
  }
  return from === Infinity ? { kind: 'none' } : { kind: 'someone', from, to };
}

/**
 * The start times down the grid, one row a step of the engine, so every time it can suggest has its
 * own cell: the usual starts, or the whole day.
 */
export function gridRows(usual: UsualStarts, stepMinutes: number, allHours: boolean): number[] {
  const from = allHours || usual.kind === 'none' ? 0 : usual.from;
  const to = allHours ? DAY_MINUTES - 1 : usual.kind === 'none' ? -1 : usual.to;
  const rows: number[] = [];
  for (let m = from; m <= to; m += stepMinutes) rows.push(m);
  return rows;
}

/** Whether "Show all hours" would add rows. */
export function hidesHours(usual: UsualStarts, stepMinutes: number): boolean {
  return gridRows(usual, stepMinutes, false).length < gridRows(usual, stepMinutes, true).length;
}

const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The window's allowed days in the organizer's zone, a week at a time. */
export function gridWeeks(
  meeting: Pick<MeetingDto, 'windowStart' | 'windowEnd' | 'allowedWeekdays' | 'organizerZone'>,
): HeatWeek[] {
  const { first, last } = windowDays(meeting.windowStart, meeting.windowEnd, meeting.organizerZone);
  const allowed = new Set(meeting.allowedWeekdays);
  const weeks: HeatWeek[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const weekday = isoWeekday(date);
    if (!allowed.has(weekday)) continue;
    const monday = addDays(date, 1 - weekday);
    let week = weeks.at(-1);
    if (!week || week.monday !== monday) {
      week = { monday, days: [] };
      weeks.push(week);
    }
    week.days.push({ date });
  }
  return weeks;
}

/**
 * The slot of a meeting starting at `minutes` on `date` in the zone, or null when that start is not
 * in the heat map (outside the window, or a local time skipped by a daylight-saving change).
 */
export function slotAt(
  map: Pick<HeatMap, 'start' | 'stepMinutes' | 'slotCount'>,
  date: string,
  minutes: number,
  zone: string,
  every: number,
): HeatSlot | null {
  const epoch = localToEpoch(date, `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`, zone);
  const back = localPartsOf(epoch, zone);
  if (back.date !== date || back.hour * 60 + back.minute !== minutes) return null;
  const stepMs = map.stepMinutes * MINUTE;
  const index = Math.ceil((epoch - map.start) / stepMs);
  if (index < 0 || index >= map.slotCount) return null;
  const start = map.start + index * stepMs;
  return start - epoch < every * MINUTE ? { index, start } : null;
}

/** The week holding an instant's local day, or -1. */
export function weekIndexOf(weeks: HeatWeek[], instant: number, zone: string): number {
  const date = localPartsOf(instant, zone).date;
  return weeks.findIndex((week) => week.days.some((day) => day.date === date));
}

/** Why a cell cannot be booked. */
export function unbookableReason(start: number, now: number): string {
  const t = translate('meetings');
  return start < now ? t('heat.passed') : t('heat.outsideHours');
}
