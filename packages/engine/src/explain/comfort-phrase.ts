import { NIGHT, WORKING } from '../evaluate/comfort-codes.ts';
import type { WeeklyRanges } from '../input/weekly-ranges.ts';
import { MINUTES_PER_DAY, isoWeekdayOfDay } from '../time/civil-date.ts';
import type { ComfortNoteKind } from '../types.ts';

/** Why a local time is (un)comfortable, as a kind a UI words in its own language. */
export function comfortNoteKind(
  comfort: number,
  weekly: WeeklyRanges,
  localMinute: number,
  duration: number,
): ComfortNoteKind {
  if (comfort === WORKING) return 'working-hours';
  if (comfort === NIGHT) return 'night';
  const day = Math.floor(localMinute / MINUTES_PER_DAY);
  const ranges = weekly[isoWeekdayOfDay(day) - 1]!;
  const first = ranges[0];
  const last = ranges[ranges.length - 1];
  if (!first || !last) return 'day-off';
  const minuteOfDay = localMinute - day * MINUTES_PER_DAY;
  if (minuteOfDay < first[0]) return 'before-working-hours';
  if (minuteOfDay + duration > last[1]) return 'after-working-hours';
  return 'outside-working-hours';
}

const COMFORT_NOTE_TEXT: Readonly<Record<ComfortNoteKind, string>> = {
  'working-hours': 'within working hours',
  'before-working-hours': 'before working hours',
  'after-working-hours': 'after working hours',
  'outside-working-hours': 'outside working hours',
  'day-off': 'on a day off',
  night: 'at night',
};

/** The note in English, in words a UI can show as they are. */
export function comfortNoteText(kind: ComfortNoteKind): string {
  return COMFORT_NOTE_TEXT[kind];
}
