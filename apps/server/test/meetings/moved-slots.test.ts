import { checkRule, rankSlots, type RankInput } from '@overlap/engine';
import { expect, it } from 'vitest';
import { movedSlots, slotsOnArrival } from '../../src/features/meetings/ranking/moved-slots';

const start = Date.UTC(2026, 10, 30);
const HOUR = 3_600_000;
const input: RankInput = {
  window: { start, end: start + 3 * 24 * HOUR },
  durationMinutes: 60,
  now: start,
  organizer: { zone: 'Europe/Berlin' },
  participants: ['Ana', 'Ben', 'Zoë'].map((name, i) => ({
    id: `p${i}`,
    displayName: name,
    zone: 'Europe/Berlin',
    required: i < 2,
    response: 'answered' as const,
    busy: [{ start: start + (9 + i) * HOUR, end: start + (10 + i) * HOUR }],
  })),
};

it('gives the slots back as an array like the engine’s, in the same order and JSON, and writable', () => {
  const { slots } = rankSlots(input);
  expect(slots.length).toBeGreaterThan(2);
  const moved = movedSlots(slots);
  expect([moved.bytes.byteOffset, moved.bytes.byteLength]).toEqual([0, moved.bytes.buffer.byteLength]);
  const arrived = slotsOnArrival(moved);
  expect(arrived).toHaveLength(slots.length);
  expect(Array.isArray(arrived)).toBe(true);
  expect(JSON.stringify({ slots: arrived })).toBe(JSON.stringify({ slots }));
  expect(arrived.map((s) => s.start)).toEqual(slots.map((s) => s.start));
  expect(arrived).toEqual(slots);
  arrived[0] = slots[1]!;
  expect(arrived[0].start).toBe(slots[1]!.start);
});

it('reads the same to a quorum rule as the engine’s own slots (what auto-schedule reads)', () => {
  const result = rankSlots(input);
  const arrived = { ...result, slots: slotsOnArrival(movedSlots(result.slots)) };
  for (const rule of [
    { kind: 'everyone-required' },
    { kind: 'at-least', people: 2 },
    { kind: 'most-possible' },
  ] as const)
    expect(checkRule(rule, arrived)).toEqual(checkRule(rule, result));
});
