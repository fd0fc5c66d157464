import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_TIMEOUT } from '../testing/arbitraries.ts';
import { seriesCaseArb } from '../testing/series-arbitraries.ts';
import type { IsoWeekday } from '../types.ts';
import { evaluateSeriesSlot, rankSeries } from './rank-series.ts';
import type { RankedSeriesSlot, SeriesInput, SeriesParticipantInput } from './series-types.ts';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const named = (slots: RankedSeriesSlot[]) => slots.map(({ slot }) => `${slot.weekday} ${slot.time}`);

const londoner = (id: string, overrides: Partial<SeriesParticipantInput> = {}): SeriesParticipantInput => ({
  id,
  displayName: id,
  zone: 'Europe/London',
  required: true,
  response: 'answered',
  ...overrides,
});

/** A 30-minute meeting on Mondays to Wednesdays, 09:00–17:00 London, four weeks from 2 March 2026. */
function londonWeeks(participants: SeriesParticipantInput[]): SeriesInput {
  return {
    recurrence: { frequency: 'weekly', startDate: '2026-03-02', count: 4 },
    durationMinutes: 30,
    organizer: {
      zone: 'Europe/London',
      allowedWeekdays: [1, 2, 3],
      allowedHours: [{ start: '09:00', end: '17:00' }],
    },
    participants,
    limit: 4,
  };
}

describe('rankSeries spreads its suggestions like single meetings', () => {
  it('takes another weekday and part of the day among equally good slots, not the next quarter hour', () => {
    const slots = rankSeries(londonWeeks([londoner('ana'), londoner('ben')])).slots;
    expect(named(slots)).toEqual(['1 09:00', '2 12:00', '3 09:00', '1 12:00']);
    expect(slots.map((s) => s.rank)).toEqual([1, 2, 3, 4]);
  });

  it('never offers Monday 12:15 beside Monday 12:00: no two suggestions overlap', () => {
    // Ana can come only on Mondays 12:00–13:30.
    const mondays = ['02', '09', '16', '23'].map((day) => `2026-03-${day}`);
    const busy = mondays.flatMap((date) => [
      { start: Date.parse(`${date}T00:00Z`), end: Date.parse(`${date}T12:00Z`) },
      { start: Date.parse(`${date}T13:30Z`), end: Date.parse(`${date}T24:00Z`) },
    ]);
    const others = ['03', '04', '10', '11', '17', '18', '24', '25'].map((day) => ({
      start: Date.parse(`2026-03-${day}T00:00Z`),
      end: Date.parse(`2026-03-${day}T24:00Z`),
    }));
    const slots = rankSeries(
      londonWeeks([londoner('ana', { busy: [...busy, ...others] }), londoner('ben')]),
    ).slots;
    expect(named(slots).slice(0, 3)).toEqual(['1 12:00', '1 12:30', '1 13:00']);
    expect(slots[2]!.missedCount).toBe(0);
    expect(slots[3]!.missedCount).toBeGreaterThan(0);
  });
});

/** Every allowed weekly start of the case, each evaluated on its own. */
function everySlot(input: SeriesInput, weekdays: IsoWeekday[], from: number, to: number, step: number) {
  const slots: RankedSeriesSlot[] = [];
  for (const weekday of weekdays)
    for (let time = from; time + input.durationMinutes <= to; time += step)
      slots.push(evaluateSeriesSlot(input, { weekday, time: clock(time) }));
  return slots;
}

const overlap = (a: RankedSeriesSlot, b: RankedSeriesSlot, duration: number) =>
  a.slot.weekday === b.slot.weekday && Math.abs(minutesOf(a.slot.time) - minutesOf(b.slot.time)) < duration;

/** Lower is better: missed occurrences, then the worst-off person, then fewer occurrences for everyone. */
const key = (s: RankedSeriesSlot) => [s.missedCount, s.worstPersonDiscomfort, -s.everyoneCount];
const better = (a: RankedSeriesSlot, b: RankedSeriesSlot) => {
  const [x, y] = [key(a), key(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]!;
  return false;
};

describe('series spreading against a slot-by-slot oracle', { timeout: PROPERTY_TIMEOUT * 4 }, () => {
  it('picks greedily: none overlaps an earlier pick, none is beaten by a slot left out, and it stops only when full', () => {
    const weekdays: IsoWeekday[] = [1, 2];
    fc.assert(
      fc.property(seriesCaseArb, ({ input: base }) => {
        const input: SeriesInput = {
          ...base,
          organizer: {
            ...base.organizer,
            allowedWeekdays: weekdays,
            allowedHours: [{ start: '11:00', end: '14:00' }],
          },
          limit: 5,
        };
        const picks = rankSeries(input).slots;
        const all = everySlot(input, weekdays, 11 * 60, 14 * 60, 15);
        const duration = input.durationMinutes;
        picks.forEach((pick, k) => {
          const earlier = picks.slice(0, k);
          expect(earlier.some((p) => overlap(p, pick, duration))).toBe(false);
          const left = all.filter(
            (s) =>
              !earlier.some((p) => overlap(p, s, duration)) &&
              !picks
                .slice(0, k + 1)
                .some((p) => p.slot.weekday === s.slot.weekday && p.slot.time === s.slot.time),
          );
          for (const s of left) expect(better(s, pick), `${s.slot.time} beats pick ${k + 1}`).toBe(false);
        });
        if (picks.length < 5)
          for (const s of all) expect(picks.some((p) => overlap(p, s, duration))).toBe(true);
      }),
      { numRuns: 20 },
    );
  });
});
