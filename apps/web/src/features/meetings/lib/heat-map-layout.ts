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

/**
 * How far apart the rows are: the meeting's length up to half an hour (never finer than the engine's
 * step), or an hour when the whole day is shown.
 */
export function rowMinutes(spanMinutes: number, durationMinutes: number, stepMinutes: number): number {
  const wanted = spanMinutes > 12 * 60 ? 60 : Math.min(30, durationMinutes);
  return Math.max(stepMinutes, Math.ceil(wanted / stepMinutes) * stepMinutes);
}

/**
 * The start times down the grid, in minutes after local midnight. They come from the organizer's
 * allowed hours alone (all day when none), so the hours do not move with people's answers.
 */
export function gridRows(
  allowedHours: MeetingDto['allowedHours'],
  durationMinutes: number,
  stepMinutes: number,
): { rows: number[]; every: number } {
  const from = allowedHours ? minutesOf(allowedHours.start) : 0;
  const to = allowedHours ? minutesOf(allowedHours.end) : DAY_MINUTES;
  const every = rowMinutes(to - from, durationMinutes, stepMinutes);
  const rows: number[] = [];
  for (let m = from; m < to; m += every) rows.push(m);
  return { rows, every };
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
