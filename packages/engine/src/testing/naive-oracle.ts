import { unpackIntervals } from '../input/packed-intervals.ts';
import type { IntervalsInput, ParticipantInput, PersonState, RankInput } from '../types.ts';
import { intlLocalMinute } from './intl-local-minute.ts';

// A deliberately slow, obviously correct model of the engine's availability rules, minute by minute,
// straight from Intl. Supports default working hours and organizer hours that avoid DST gaps only.

function referenceOffset(zone: string, epochMinute: number): number {
  return intlLocalMinute(zone, epochMinute) - epochMinute;
}

export function localClock(zone: string, epochMinute: number): { weekday: number; minuteOfDay: number } {
  const local = epochMinute + referenceOffset(zone, epochMinute);
  const day = Math.floor(local / 1440);
  return { weekday: ((((day + 3) % 7) + 7) % 7) + 1, minuteOfDay: local - day * 1440 };
}

function everyMinute(start: number, length: number, test: (minute: number) => boolean): boolean {
  for (let minute = start; minute < start + length; minute++) if (!test(minute)) return false;
  return true;
}

function covered(minute: number, list: IntervalsInput): boolean {
  return unpackIntervals(list).some(
    (i) => Math.ceil(i.start / 60_000) <= minute && minute < Math.floor(i.end / 60_000),
  );
}

function overlaps(start: number, length: number, list: IntervalsInput = []): boolean {
  return unpackIntervals(list).some(
    (i) =>
      i.end > i.start && Math.floor(i.start / 60_000) < start + length && Math.ceil(i.end / 60_000) > start,
  );
}

export function withinDefaultHours(zone: string, start: number, length: number): boolean {
  return everyMinute(start, length, (minute) => {
    const { weekday, minuteOfDay } = localClock(zone, minute);
    return weekday <= 5 && minuteOfDay >= 540 && minuteOfDay < 1020;
  });
}

export function naiveState(
  p: ParticipantInput,
  start: number,
  length: number,
  allowOutside: boolean,
): PersonState {
  if (p.response === 'pending') return 'unknown';
  if (p.response === 'declined') return 'declined';
  let hard = overlaps(start, length, p.busy);
  let weak = overlaps(start, length, p.tentative);
  if (p.painted) {
    const marked = [...unpackIntervals(p.painted.available), ...unpackIntervals(p.painted.ifNeedBe)];
    hard ||= !everyMinute(start, length, (minute) => covered(minute, marked));
    weak ||= !everyMinute(start, length, (minute) => covered(minute, p.painted!.available));
  } else if (!allowOutside) {
    hard ||= !withinDefaultHours(p.zone, start, length);
  }
  return hard ? 'busy' : weak ? 'if-need-be' : 'free';
}

function allowedByOrganizer(input: RankInput, start: number, length: number): boolean {
  const { zone, allowedWeekdays, allowedHours } = input.organizer;
  return everyMinute(start, length, (minute) => {
    const { weekday, minuteOfDay } = localClock(zone, minute);
    if (allowedWeekdays && !allowedWeekdays.includes(weekday as never)) return false;
    if (!allowedHours || allowedHours.length === 0) return true;
    return allowedHours.some((range) => {
      const [sh, sm] = range.start.split(':').map(Number);
      const [eh, em] = range.end.split(':').map(Number);
      return minuteOfDay >= sh! * 60 + sm! && minuteOfDay < eh! * 60 + em!;
    });
  });
}

export interface NaiveSlot {
  start: number;
  states: PersonState[];
}

/** Every slot in which no required person is busy, in start order. */
export function naiveCandidates(input: RankInput): NaiveSlot[] {
  const step = input.stepMinutes ?? 15;
  const length = input.durationMinutes;
  const origin = Math.ceil(input.window.start / 60_000);
  const end = Math.floor(input.window.end / 60_000);
  const slots: NaiveSlot[] = [];
  for (let start = origin; start + length <= end; start += step) {
    if (start * 60_000 < input.now || !allowedByOrganizer(input, start, length)) continue;
    const states = input.participants.map((p) =>
      naiveState(p, start, length, input.allowOutsideWorkingHours === true),
    );
    if (input.participants.some((p, i) => p.required && states[i] === 'busy')) continue;
    slots.push({ start, states });
  }
  return slots;
}

/** Candidates where every required person is free or if-need-be. */
export function naiveViableCount(input: RankInput): number {
  return naiveCandidates(input).filter(({ states }) =>
    input.participants.every((p, i) => !p.required || states[i] !== 'unknown'),
  ).length;
}

const LETTERS: Record<PersonState, string> = {
  free: 'f',
  'if-need-be': 'i',
  busy: 'b',
  unknown: 'u',
  declined: 'd',
};

/** The heat map's rows, slot by slot: every start whose meeting fits in the window. */
export function naiveHeatMap(input: RankInput): { bookable: string; states: string[] } {
  const step = input.stepMinutes ?? 15;
  const length = input.durationMinutes;
  const origin = Math.ceil(input.window.start / 60_000);
  const end = Math.floor(input.window.end / 60_000);
  let bookable = '';
  const states = input.participants.map(() => '');
  for (let start = origin; start + length <= end; start += step) {
    bookable += start * 60_000 >= input.now && allowedByOrganizer(input, start, length) ? '1' : '0';
    input.participants.forEach((p, i) => {
      states[i] += LETTERS[naiveState(p, start, length, input.allowOutsideWorkingHours === true)];
    });
  }
  return { bookable, states };
}
