import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROPERTY_TIMEOUT } from '../testing/arbitraries.ts';
import { naiveSeriesSlot } from '../testing/naive-series-oracle.ts';
import { seriesCaseArb } from '../testing/series-arbitraries.ts';
import { evaluateSeriesSlot, rankSeries } from './rank-series.ts';
import type { RankedSeriesSlot, SeriesInput } from './series-types.ts';

function expectMatchesOracle(input: SeriesInput, evaluated: RankedSeriesSlot): void {
  const naive = naiveSeriesSlot(input, evaluated.slot);
  expect(
    evaluated.occurrences.map(({ index, date, start }) => ({ index, date, start: start / 60_000 })),
  ).toEqual(naive.occurrences);
  expect(evaluated.people.map((person) => person.states)).toEqual(naive.states);
  expect(evaluated.people.map((person) => person.localTimes)).toEqual(naive.localTimes);
  expect(evaluated.people.map((person) => person.discomfort)).toEqual(naive.discomfort);
  expect(evaluated.everyoneCount).toBe(naive.everyoneCount);
  expect(evaluated.missedCount).toBe(naive.occurrences.length - naive.everyoneCount);
  expect(evaluated.worstPersonDiscomfort).toBe(Math.max(0, ...naive.discomfort));
}

describe('series ranking against a minute-by-minute Intl oracle', { timeout: PROPERTY_TIMEOUT * 4 }, () => {
  it('evaluates any weekly slot exactly like the oracle, across DST changes, gaps and overlaps', () => {
    fc.assert(
      fc.property(seriesCaseArb, ({ input, slot }) => {
        expectMatchesOracle(input, evaluateSeriesSlot(input, slot));
      }),
      { numRuns: 150 },
    );
  });

  it('ranks: the top slots match the oracle, and the order is by missed occurrences, then the worst-off', () => {
    fc.assert(
      fc.property(seriesCaseArb, ({ input }) => {
        const result = rankSeries({
          ...input,
          stepMinutes: 60,
          organizer: { ...input.organizer, allowedHours: [{ start: '06:00', end: '23:00' }] },
          limit: 4,
        });
        for (const slot of result.slots) expectMatchesOracle({ ...input, stepMinutes: 60 }, slot);
        for (let i = 1; i < result.slots.length; i++) {
          const [a, b] = [result.slots[i - 1]!, result.slots[i]!];
          expect(
            a.missedCount < b.missedCount ||
              (a.missedCount === b.missedCount && a.worstPersonDiscomfort <= b.worstPersonDiscomfort),
          ).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });
});
