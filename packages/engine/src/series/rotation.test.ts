import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_TIMEOUT } from '../testing/arbitraries.ts';
import { seriesCaseArb } from '../testing/series-arbitraries.ts';
import { evaluateSeriesSlot, rankSeries } from './rank-series.ts';
import { sharePercents } from './rotation.ts';
import type { SeriesInput } from './series-types.ts';

/** Tokyo and New York with a Berlin organizer: no single hour is comfortable for both. */
function tokyoAndLosAngeles(): SeriesInput {
  return {
    recurrence: { frequency: 'weekly', startDate: '2026-01-05', count: 8 },
    durationMinutes: 60,
    stepMinutes: 60,
    organizer: { zone: 'Europe/Berlin', allowedWeekdays: [2] },
    allowOutsideWorkingHours: true,
    participants: [
      { id: 'aki', displayName: 'Aki', zone: 'Asia/Tokyo', required: true, response: 'answered' },
      { id: 'lou', displayName: 'Lou', zone: 'America/New_York', required: true, response: 'answered' },
    ],
  };
}

describe('rotations', () => {
  it('alternates two slots when no single time is fair, and the shares add up', () => {
    const result = rankSeries(tokyoAndLosAngeles());
    const best = result.slots[0]!;
    expect(best.worstPersonDiscomfort).toBeGreaterThan(0);
    expect(result.rotations.length).toBeGreaterThan(0);
    const [rotation] = result.rotations;
    expect(rotation!.everyoneCount).toBe(8);
    expect(rotation!.worstPersonDiscomfort).toBeLessThan(best.worstPersonDiscomfort);
    expect(rotation!.slots.length).toBeGreaterThanOrEqual(2);
    expect(rotation!.shares.reduce((sum, share) => sum + share.sharePercent, 0)).toBe(100);
    // Occurrence i takes slot i mod n: check each against the slot evaluated on its own.
    rotation!.occurrences.forEach((occurrence) => {
      const slot = rotation!.slots[occurrence.index % rotation!.slots.length]!;
      const alone = evaluateSeriesSlot(tokyoAndLosAngeles(), slot);
      expect(alone.occurrences.find((o) => o.index === occurrence.index)).toEqual(occurrence);
    });
    // Each person's uncomfortable minutes are the rotated occurrences outside their working hours.
    for (const share of rotation!.shares) {
      const p = tokyoAndLosAngeles().participants.findIndex((x) => x.id === share.participantId);
      let uneasy = 0;
      rotation!.occurrences.forEach((occurrence) => {
        const slot = rotation!.slots[occurrence.index % rotation!.slots.length]!;
        const alone = evaluateSeriesSlot(tokyoAndLosAngeles(), slot);
        const j = alone.occurrences.findIndex((o) => o.index === occurrence.index);
        const localTime = alone.people[p]!.localTimes[j]!;
        const hour = Number(localTime.slice(0, 2));
        if (hour < 9 || hour + 1 > 17) uneasy++;
      });
      expect(share.uncomfortableMinutes).toBe(uneasy * 60);
    }
    const aki = rotation!.shares.find((share) => share.participantId === 'aki')!;
    const lou = rotation!.shares.find((share) => share.participantId === 'lou')!;
    expect(aki.uncomfortableMinutes).toBeGreaterThan(0);
    expect(lou.uncomfortableMinutes).toBeGreaterThan(0);
  });

  it('offers none when one time suits everyone', () => {
    const input = tokyoAndLosAngeles();
    const result = rankSeries({ ...input, participants: [input.participants[0]!] });
    expect(result.slots[0]!.worstPersonDiscomfort).toBe(0);
    expect(result.rotations).toEqual([]);
  });

  it('whole-percent shares always add up to 100 (or are all 0)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 50 }), (amounts) => {
        const shares = sharePercents(amounts);
        const total = shares.reduce((sum, share) => sum + share, 0);
        expect(total).toBe(amounts.some((amount) => amount > 0) ? 100 : 0);
        shares.forEach((share, i) =>
          expect(
            Math.abs(
              share -
                (amounts[i]! * 100) /
                  Math.max(
                    1,
                    amounts.reduce((s, a) => s + a, 0),
                  ),
            ),
          ).toBeLessThan(1),
        );
      }),
    );
  });

  it(
    'in any ranking, every rotation shares out its uncomfortable minutes to exactly 100',
    { timeout: PROPERTY_TIMEOUT * 2 },
    () => {
      fc.assert(
        fc.property(seriesCaseArb, ({ input }) => {
          const result = rankSeries({ ...input, stepMinutes: 120, allowOutsideWorkingHours: true });
          for (const rotation of result.rotations) {
            const total = rotation.shares.reduce((sum, share) => sum + share.sharePercent, 0);
            const minutes = rotation.shares.reduce((sum, share) => sum + share.uncomfortableMinutes, 0);
            expect(total).toBe(minutes > 0 ? 100 : 0);
            expect(rotation.worstPersonDiscomfort).toBeLessThan(result.slots[0]!.worstPersonDiscomfort);
            expect(rotation.missedCount).toBeLessThanOrEqual(result.slots[0]!.missedCount);
          }
        }),
        { numRuns: 30 },
      );
    },
  );
});

describe('EXDATE', () => {
  it(
    'removes exactly the skipped occurrences and changes nothing else',
    { timeout: PROPERTY_TIMEOUT * 2 },
    () => {
      fc.assert(
        fc.property(seriesCaseArb, ({ input, slot }) => {
          const skip = input.recurrence.skip ?? [];
          const all = evaluateSeriesSlot({ ...input, recurrence: { ...input.recurrence, skip: [] } }, slot);
          const some = evaluateSeriesSlot(input, slot);
          const kept = all.occurrences
            .map((o, j) => j)
            .filter((j) => !skip.includes(all.occurrences[j]!.date));
          expect(some.occurrences).toEqual(kept.map((j) => all.occurrences[j]));
          some.people.forEach((person, p) => {
            expect(person.states).toBe(kept.map((j) => all.people[p]!.states[j]).join(''));
            expect(person.localTimes).toEqual(kept.map((j) => all.people[p]!.localTimes[j]));
          });
        }),
        { numRuns: 100 },
      );
    },
  );
});
