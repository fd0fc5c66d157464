import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unpackIntervals } from './input/packed-intervals.ts';
import { rankSlots } from './rank-slots.ts';
import { PROPERTY_TIMEOUT, rankInputArb } from './testing/arbitraries.ts';
import { EVERY_SLOT } from './testing/factories.ts';
import { intlWallClockMinute } from './testing/intl-local-minute.ts';
import { naiveCandidates } from './testing/naive-oracle.ts';
import type { RankedSlot } from './types.ts';

/** The wall clock in `zone` at `instant` (a whole minute), as Intl reads it: `YYYY-MM-DDTHH:mm`. */
const isoInZone = (zone: string, instant: number) =>
  new Date(intlWallClockMinute(zone, instant / 60_000) * 60_000).toISOString().slice(0, 16);

function orderKey(slot: RankedSlot): number[] {
  const b = slot.breakdown;
  return [b.tier, -b.optionalFree, b.unsure, b.worstDiscomfort, b.totalDiscomfort, slot.start];
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

describe('rankSlots properties', { timeout: PROPERTY_TIMEOUT }, () => {
  it('never claims a person free or if-need-be while any of their busy time overlaps', () => {
    fc.assert(
      fc.property(rankInputArb, (input) => {
        for (const slot of rankSlots(input).slots) {
          slot.people.forEach((person, i) => {
            if (person.state !== 'free' && person.state !== 'if-need-be') return;
            for (const busy of unpackIntervals(input.participants[i]!.busy ?? [])) {
              expect(busy.end > busy.start && busy.start < slot.end && busy.end > slot.start).toBe(false);
            }
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every slot inside the window, on the step grid and not before now', () => {
    fc.assert(
      fc.property(rankInputArb, (input) => {
        const origin = Math.ceil(input.window.start / 60_000) * 60_000;
        for (const slot of rankSlots(input).slots) {
          expect(slot.start).toBeGreaterThanOrEqual(input.window.start);
          expect(slot.start).toBeGreaterThanOrEqual(input.now);
          expect(slot.end).toBeLessThanOrEqual(input.window.end);
          expect(slot.end - slot.start).toBe(input.durationMinutes * 60_000);
          expect((slot.start - origin) % ((input.stepMinutes ?? 15) * 60_000)).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('sorts results by the documented order, with scores that agree', () => {
    fc.assert(
      fc.property(rankInputArb, (input) => {
        const { slots } = rankSlots({ ...input, ...EVERY_SLOT });
        for (let i = 1; i < slots.length; i++) {
          expect(compareKeys(orderKey(slots[i - 1]!), orderKey(slots[i]!))).toBeLessThan(0);
          expect(slots[i - 1]!.score).toBeGreaterThanOrEqual(slots[i]!.score);
          if (slots[i - 1]!.score === slots[i]!.score)
            expect(slots[i - 1]!.start).toBeLessThan(slots[i]!.start);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("shows each person's local time as that instant in that person's zone", () => {
    fc.assert(
      fc.property(rankInputArb, (input) => {
        for (const slot of rankSlots({ ...input, limit: 5 }).slots) {
          slot.people.forEach((person, i) => {
            const zone = input.participants[i]!.zone;
            expect(person.localStart.slice(0, 16)).toBe(isoInZone(zone, slot.start));
            expect(person.localTime).toBe(person.localStart.slice(11, 16));
            const offset = person.localStart.slice(16);
            const sign = offset.startsWith('-') ? -1 : 1;
            const minutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
            expect(Date.parse(`${person.localStart.slice(0, 16)}:00Z`) - minutes * 60_000).toBe(slot.start);
          });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('finds exactly the slots, and the states, that a minute-by-minute model finds', () => {
    fc.assert(
      fc.property(rankInputArb, (input) => {
        const result = rankSlots({ ...input, ...EVERY_SLOT });
        const expected = naiveCandidates(input);
        const byStart = new Map(result.slots.map((slot) => [slot.start, slot]));
        expect([...byStart.keys()].sort((a, b) => a - b)).toEqual(
          expected.map((slot) => slot.start * 60_000),
        );
        for (const { start, states } of expected) {
          const people = byStart.get(start * 60_000)!.people;
          expect(people.map((p) => p.state)).toEqual(states);
        }
        expect(result.candidateCount).toBe(expected.length);
      }),
      { numRuns: 150 },
    );
  });
});
