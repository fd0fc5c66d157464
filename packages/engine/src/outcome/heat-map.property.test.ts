import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankSlots } from '../rank-slots.ts';
import { PROPERTY_TIMEOUT, rankInputArb } from '../testing/arbitraries.ts';
import { naiveHeatMap } from '../testing/naive-oracle.ts';
import { bookableLetters, stateLetters } from './heat-map-letters.ts';

describe('heat map properties', { timeout: PROPERTY_TIMEOUT }, () => {
  it('has the letters and bookable flags a minute-by-minute model finds, slot by slot', () => {
    fc.assert(
      fc.property(rankInputArb, (input) => {
        const { heatMap } = rankSlots({ ...input, limit: 0 });
        const expected = naiveHeatMap(input);
        expect(heatMap.start).toBe(Math.ceil(input.window.start / 60_000) * 60_000);
        expect(heatMap.slotCount).toBe(expected.bookable.length);
        expect(bookableLetters(heatMap)).toBe(expected.bookable);
        expect(heatMap.people.map((p) => stateLetters(p.states, heatMap.slotCount))).toEqual(expected.states);
        expect(heatMap.people.map((p) => p.participantId)).toEqual(input.participants.map((p) => p.id));
      }),
      { numRuns: 120 },
    );
  });
});
