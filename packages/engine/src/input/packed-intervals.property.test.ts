import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankSlots } from '../rank-slots.ts';
import { ScheduleInputError } from '../schedule-input-error.ts';
import { PROPERTY_TIMEOUT, rankInputArb } from '../testing/arbitraries.ts';
import { person, rankInput } from '../testing/factories.ts';
import type { Interval, ParticipantInput, RankInput } from '../types.ts';
import { intervalCount, packIntervals, unpackIntervals } from './packed-intervals.ts';

function packed(input: RankInput): RankInput {
  return {
    ...input,
    participants: input.participants.map((p): ParticipantInput => ({
      ...p,
      ...(p.busy ? { busy: packIntervals(unpackIntervals(p.busy), 'outward') } : {}),
      ...(p.tentative ? { tentative: packIntervals(unpackIntervals(p.tentative), 'outward') } : {}),
      ...(p.painted
        ? {
            painted: {
              available: packIntervals(unpackIntervals(p.painted.available), 'inward'),
              ifNeedBe: packIntervals(unpackIntervals(p.painted.ifNeedBe), 'inward'),
            },
          }
        : {}),
    })),
  };
}

describe('packed intervals', { timeout: PROPERTY_TIMEOUT }, () => {
  it('rank exactly like the same intervals as objects, to the second', () => {
    fc.assert(
      fc.property(rankInputArb, (input) => {
        expect(rankSlots(packed(input))).toEqual(rankSlots(input));
      }),
      { numRuns: 150 },
    );
  });

  it('rank exactly like objects when only some participants are packed', () => {
    fc.assert(
      fc.property(rankInputArb, fc.boolean(), (input, packFirst) => {
        const all = packed(input);
        const mixed = {
          ...input,
          participants: input.participants.map((p, i) =>
            (i % 2 === 0) === packFirst ? all.participants[i]! : p,
          ),
        };
        expect(rankSlots(mixed)).toEqual(rankSlots(input));
      }),
      { numRuns: 60 },
    );
  });

  it('round busy time outward and painted time inward to whole epoch minutes', () => {
    const span: Interval = {
      start: Date.parse('2025-03-10T21:59:30.500Z'),
      end: Date.parse('2025-03-10T23:00:00.001Z'),
    };
    const minute = (iso: string) => Date.parse(iso) / 60_000;
    expect([...packIntervals([span], 'outward')]).toEqual([
      minute('2025-03-10T21:59Z'),
      minute('2025-03-10T23:01Z'),
    ]);
    expect([...packIntervals([span], 'inward')]).toEqual([
      minute('2025-03-10T22:00Z'),
      minute('2025-03-10T23:00Z'),
    ]);
    const sliver = { start: span.start, end: span.start + 20_000 };
    expect(packIntervals([sliver], 'inward')).toHaveLength(0);
    // Empty time stays empty: widened, it would mark a whole minute (fast-check found this one).
    const empty = { start: span.start, end: span.start };
    expect(packIntervals([empty], 'outward')).toHaveLength(0);
    expect(packIntervals([empty], 'inward')).toHaveLength(0);
    expect(intervalCount(packIntervals([span, span], 'outward'))).toBe(2);
    expect(unpackIntervals(packIntervals([span], 'inward'))).toEqual([
      { start: Date.parse('2025-03-10T22:00Z'), end: Date.parse('2025-03-10T23:00Z') },
    ]);
  });

  it('reject a packed list of odd length or with an end before its start', () => {
    const codeOf = (busy: Int32Array) => {
      try {
        rankSlots({ ...rankInput(), participants: [{ ...person('ana'), busy }] });
        return undefined;
      } catch (error) {
        expect(error).toBeInstanceOf(ScheduleInputError);
        return (error as ScheduleInputError).message;
      }
    };
    expect(codeOf(Int32Array.of(29_000_000))).toMatch(/^participants\[0\]\.busy: expected a list/);
    expect(codeOf(Int32Array.of(29_000_100, 29_000_000))).toMatch(
      /^participants\[0\]\.busy\[0\]: expected start ≤ end/,
    );
  });
});
