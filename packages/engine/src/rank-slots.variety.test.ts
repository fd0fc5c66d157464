import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankSlots } from './rank-slots.ts';
import { ScheduleInputError } from './schedule-input-error.ts';
import { PROPERTY_TIMEOUT, rankInputArb } from './testing/arbitraries.ts';
import { EVERY_SLOT, at, person, rankInput, span } from './testing/factories.ts';
import { startsOf } from './testing/slot-lookup.ts';
import type { RankedSlot } from './types.ts';

const HOUR = 3_600_000;
const week = span('2025-03-10T00:00Z', '2025-03-15T00:00Z'); // Monday to Friday

function days(slots: RankedSlot[]): Set<string> {
  return new Set(slots.map((slot) => new Date(slot.start).toISOString().slice(0, 10)));
}

function expectSpaced(slots: RankedSlot[], durationMs: number): void {
  for (let i = 0; i < slots.length; i++) {
    for (let j = i + 1; j < slots.length; j++) {
      expect(Math.abs(slots[i]!.start - slots[j]!.start)).toBeGreaterThanOrEqual(durationMs);
    }
  }
}

describe('varied suggestions', { timeout: PROPERTY_TIMEOUT }, () => {
  it('spreads the top ten over the days instead of one long free Tuesday shifted by 15 minutes', () => {
    // Everyone is free all Tuesday and for an hour or two on the other days.
    const free = [
      span('2025-03-10T10:00Z', '2025-03-10T11:00Z'),
      span('2025-03-11T09:00Z', '2025-03-11T17:00Z'),
      span('2025-03-12T14:00Z', '2025-03-12T16:00Z'),
      span('2025-03-13T09:00Z', '2025-03-13T10:30Z'),
      span('2025-03-14T15:00Z', '2025-03-14T16:00Z'),
    ];
    const painted = { available: free, ifNeedBe: [] };
    const participants = [person('ana', { painted }), person('bob', { painted }), person('cy', { painted })];
    const input = rankInput({ window: week, now: week.start, participants });
    const { slots } = rankSlots(input);
    expect(slots).toHaveLength(10);
    expectSpaced(slots, 30 * 60_000);
    expect(days(slots.slice(0, 5)).size).toBe(5);
    // Each day once (a new part of the day where one is left), then each day a second time, the
    // least used part of the day first.
    expect(startsOf({ slots })).toEqual([
      '2025-03-10T10:00Z', // Monday morning
      '2025-03-11T12:00Z', // Tuesday, the first afternoon
      '2025-03-12T14:00Z', // Wednesday afternoon (no evening is free)
      '2025-03-13T09:00Z', // Thursday morning
      '2025-03-14T15:00Z', // Friday afternoon
      '2025-03-10T10:30Z', // every day used once: the earliest start
      '2025-03-11T09:00Z', // Tuesday, in the morning
      '2025-03-12T14:30Z', // afternoons now used less than mornings
      '2025-03-13T09:30Z',
      '2025-03-14T15:30Z',
    ]);
  });

  it('keeps a better slot above a worse one, whatever the variety', () => {
    // Bob, optional, is free only Monday 10:00–12:00: those slots are better than any other day's.
    const participants = [
      person('ana'),
      person('bob', {
        required: false,
        painted: { available: [span('2025-03-10T10:00Z', '2025-03-10T12:00Z')], ifNeedBe: [] },
      }),
    ];
    const { slots } = rankSlots(rankInput({ window: week, now: week.start, participants }));
    expect(startsOf({ slots }).slice(0, 4)).toEqual([
      '2025-03-10T10:00Z',
      '2025-03-10T10:30Z',
      '2025-03-10T11:00Z',
      '2025-03-10T11:30Z',
    ]);
    expect(slots[3]!.breakdown.optionalFree).toBe(1);
    expect(slots[4]!.breakdown.optionalFree).toBe(0);
    // Then the other days, each once, before a second Monday slot.
    expect(days(slots.slice(4, 8))).toEqual(
      new Set(['2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14']),
    );
  });

  it("prefers a part of the day not yet used, in the organizer's zone", () => {
    // One day, 09:00–21:00 in Tokyo (+09:00); Ana works around the clock, so every slot is equal.
    const window = span('2025-03-10T00:00Z', '2025-03-10T12:00Z');
    const workingHours = [{ weekday: 1 as const, start: '00:00', end: '24:00' }];
    const input = rankInput({
      window,
      now: window.start,
      organizer: { zone: 'Asia/Tokyo' },
      participants: [person('ana', { workingHours })],
      limit: 4,
    });
    const { slots } = rankSlots(input);
    expect(new Set(slots.map((slot) => slot.score)).size).toBe(1);
    // Morning 09:00, afternoon 12:00 and evening 17:00 in Tokyo, then the next morning start.
    expect(startsOf({ slots })).toEqual([
      '2025-03-10T00:00Z',
      '2025-03-10T03:00Z',
      '2025-03-10T08:00Z',
      '2025-03-10T00:30Z',
    ]);
  });

  it('never lists a worse slot above a better one, and skips a better one only when it is too close to a pick', () => {
    fc.assert(
      fc.property(rankInputArb, fc.integer({ min: 1, max: 12 }), (input, limit) => {
        const { slots } = rankSlots({ ...input, limit });
        const durationMs = input.durationMinutes * 60_000;
        for (let i = 1; i < slots.length; i++)
          expect(slots[i]!.score).toBeLessThanOrEqual(slots[i - 1]!.score);
        expectSpaced(slots, durationMs);
        const all = rankSlots({ ...input, ...EVERY_SLOT }).slots;
        const picked = new Set(slots.map((slot) => slot.start));
        const last = slots[slots.length - 1];
        for (const other of all) {
          if (picked.has(other.start)) continue;
          const close = slots.filter((slot) => Math.abs(slot.start - other.start) < durationMs);
          if (slots.length < limit) {
            // Fewer than asked: every other candidate is too close to a pick.
            expect(close.length).toBeGreaterThan(0);
          } else if (last && other.score > last.score) {
            expect(close.some((slot) => slot.score >= other.score)).toBe(true);
          }
        }
      }),
      { numRuns: 120 },
    );
  });
});

describe('more times near one (focus)', () => {
  const painted = { available: [span('2025-03-10T00:00Z', '2025-03-15T00:00Z')], ifNeedBe: [] };
  const participants = [person('ana', { painted }), person('bob')];
  const base = rankInput({ window: week, now: week.start, participants });

  it('ranks only slots within the span, best first, 15 minutes apart if they are best', () => {
    const focus = { start: at('2025-03-12T13:00Z') };
    const result = rankSlots({ ...base, focus, limit: 6 });
    expect(startsOf(result)).toEqual([
      '2025-03-12T10:00Z',
      '2025-03-12T10:15Z',
      '2025-03-12T10:30Z',
      '2025-03-12T10:45Z',
      '2025-03-12T11:00Z',
      '2025-03-12T11:15Z',
    ]);
    const all = rankSlots({ ...base, focus, limit: 100 }).slots;
    for (const slot of all) expect(Math.abs(slot.start - focus.start)).toBeLessThanOrEqual(3 * HOUR);
    // 10:00–16:00 on 15-minute steps: 25 starts, the last at 16:00 ends 16:30, inside Bob's hours.
    expect(all).toHaveLength(25);
    for (let i = 1; i < all.length; i++) expect(all[i]!.score).toBeLessThanOrEqual(all[i - 1]!.score);
  });

  it('takes a custom span and keeps the counts of the whole window', () => {
    const whole = rankSlots(base);
    const near = rankSlots({
      ...base,
      focus: { start: at('2025-03-12T13:00Z'), spanMinutes: 30 },
      limit: 100,
    });
    expect(startsOf(near).sort()).toEqual([
      '2025-03-12T12:30Z',
      '2025-03-12T12:45Z',
      '2025-03-12T13:00Z',
      '2025-03-12T13:15Z',
      '2025-03-12T13:30Z',
    ]);
    expect(near.candidateCount).toBe(whole.candidateCount);
    expect(near.viableCount).toBe(whole.viableCount);
  });

  it('refuses a focus it cannot read', () => {
    const bad = [
      { start: Number.NaN },
      { start: at('2025-03-12T13:00Z'), spanMinutes: 0 },
      { start: at('2025-03-12T13:00Z'), spanMinutes: 2.5 },
    ];
    for (const focus of bad) {
      expect(() => rankSlots({ ...base, focus })).toThrow(ScheduleInputError);
      try {
        rankSlots({ ...base, focus });
      } catch (error) {
        expect((error as ScheduleInputError).code).toBe('invalid-focus');
      }
    }
  });
});
