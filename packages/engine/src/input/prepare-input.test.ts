import { describe, expect, it } from 'vitest';
import { rankSlots } from '../rank-slots.ts';
import { ScheduleInputError } from '../schedule-input-error.ts';
import { person, rankInput } from '../testing/factories.ts';
import type { RankInput } from '../types.ts';
import { parseClockTime } from './clock-time.ts';
import { weeklyFromConstraints, weeklyFromWorkingHours } from './weekly-ranges.ts';

function codeOf(input: RankInput): string | undefined {
  try {
    rankSlots(input);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ScheduleInputError);
    return (error as ScheduleInputError).code;
  }
}

describe('input validation', () => {
  it('rejects what it cannot interpret, naming a stable code', () => {
    const base = rankInput();
    expect(codeOf({ ...base, window: { start: base.window.end, end: base.window.start } })).toBe(
      'invalid-window',
    );
    expect(codeOf({ ...base, durationMinutes: 0 })).toBe('invalid-duration');
    expect(codeOf({ ...base, durationMinutes: 12.5 })).toBe('invalid-duration');
    expect(codeOf({ ...base, stepMinutes: -15 })).toBe('invalid-step');
    expect(codeOf({ ...base, now: Number.NaN })).toBe('invalid-now');
    expect(codeOf({ ...base, limit: -1 })).toBe('invalid-limit');
    expect(codeOf({ ...base, limit: Number.NaN })).toBe('invalid-limit');
    expect(codeOf({ ...base, limit: Infinity })).toBeUndefined();
    expect(codeOf({ ...base, organizer: { zone: 'Nowhere/Land' } })).toBe('invalid-zone');
    expect(codeOf({ ...base, participants: [person('ana', { zone: 'Mars/Base' })] })).toBe('invalid-zone');
    expect(codeOf({ ...base, participants: [person('ana'), person('ana')] })).toBe('duplicate-participant');
    const badHours = [{ weekday: 1 as const, start: '9am', end: '17:00' }];
    expect(codeOf({ ...base, participants: [person('ana', { workingHours: badHours })] })).toBe(
      'invalid-clock-time',
    );
    const badDay = [{ weekday: 8 as never, start: '09:00', end: '17:00' }];
    expect(codeOf({ ...base, participants: [person('ana', { workingHours: badDay })] })).toBe(
      'invalid-weekday',
    );
    const inverted = [{ start: base.window.end, end: base.window.start }];
    expect(codeOf({ ...base, participants: [person('ana', { busy: inverted })] })).toBe('invalid-interval');
    expect(codeOf({ ...base, stepMinutes: 1, window: { start: 0, end: 365 * 86_400_000 } })).toBe(
      'grid-too-large',
    );
  });

  it('names the offending field', () => {
    expect(() =>
      rankSlots(rankInput({ participants: [person('ana'), person('bob', { zone: 'X/Y' })] })),
    ).toThrow('participants[1].zone: unknown IANA time zone "X/Y"');
  });
});

describe('clock times and weekly ranges', () => {
  it('parses HH:MM up to 24:00', () => {
    expect(parseClockTime('00:00', 'f')).toBe(0);
    expect(parseClockTime('09:30', 'f')).toBe(570);
    expect(parseClockTime('24:00', 'f')).toBe(1440);
    for (const bad of ['24:01', '9:00', '12:60', ''])
      expect(() => parseClockTime(bad, 'f')).toThrow(ScheduleInputError);
  });

  it('defaults to Monday–Friday 09:00–17:00 and keeps ranges that run past midnight', () => {
    expect(weeklyFromWorkingHours([], 'f')).toEqual(weeklyFromWorkingHours(undefined, 'f'));
    expect(weeklyFromWorkingHours(undefined, 'f')[0]).toEqual([[540, 1020]]);
    expect(weeklyFromWorkingHours(undefined, 'f')[5]).toEqual([]);
    const night = weeklyFromWorkingHours([{ weekday: 3, start: '22:00', end: '06:00' }], 'f');
    expect(night[2]).toEqual([[1320, 1800]]);
  });

  it('reads organizer constraints as days × hours, everything when absent', () => {
    expect(weeklyFromConstraints(undefined, undefined)).toEqual(Array.from({ length: 7 }, () => [[0, 1440]]));
    const days = weeklyFromConstraints(
      [2, 4],
      [
        { start: '13:00', end: '15:00' },
        { start: '08:00', end: '10:00' },
      ],
    );
    expect(days[1]).toEqual([
      [480, 600],
      [780, 900],
    ]);
    expect(days[0]).toEqual([]);
  });
});
