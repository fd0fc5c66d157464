import fc from 'fast-check';
import type { Interval, IsoWeekday, ParticipantInput, RankInput } from '../types.ts';

/** Property tests are CPU-bound: on a busy shared machine they need more than Vitest's 5 s. */
export const PROPERTY_TIMEOUT = 30_000;

export const TEST_ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'America/St_Johns',
  'Asia/Tokyo',
];

// Windows start near DST transitions of 2025 as often as anywhere else.
const ANCHORS = [
  Date.parse('2025-03-08T00:00Z'),
  Date.parse('2025-03-29T12:00Z'),
  Date.parse('2025-04-05T00:00Z'),
  Date.parse('2025-10-04T00:00Z'),
  Date.parse('2025-10-25T12:00Z'),
  Date.parse('2025-11-01T12:00Z'),
  Date.parse('2025-06-16T00:00Z'),
];

const HOUR = 3_600_000;

function intervalsNear(windowStart: number, maxCount: number): fc.Arbitrary<Interval[]> {
  return fc.array(
    fc
      .record({
        offset: fc.integer({ min: -2 * HOUR, max: 50 * HOUR }),
        length: fc.integer({ min: 0, max: 4 * HOUR }),
      })
      .map(({ offset, length }) => ({ start: windowStart + offset, end: windowStart + offset + length })),
    { maxLength: maxCount },
  );
}

function participantArb(id: string, windowStart: number): fc.Arbitrary<ParticipantInput> {
  return fc.record({
    id: fc.constant(id),
    displayName: fc.constant(id),
    zone: fc.constantFrom(...TEST_ZONES),
    required: fc.boolean(),
    response: fc.constantFrom('answered', 'answered', 'answered', 'pending', 'declined'),
    busy: intervalsNear(windowStart, 6),
    tentative: intervalsNear(windowStart, 3),
    painted: fc.option(
      fc.record({ available: intervalsNear(windowStart, 4), ifNeedBe: intervalsNear(windowStart, 3) }),
      { nil: undefined },
    ),
  });
}

export const rankInputArb: fc.Arbitrary<RankInput> = fc
  .record({
    anchor: fc.constantFrom(...ANCHORS),
    startOffset: fc.integer({ min: 0, max: 24 * 60 }),
    lengthHours: fc.integer({ min: 0, max: 48 }),
    nowOffset: fc.integer({ min: -HOUR, max: 30 * HOUR }),
  })
  .chain(({ anchor, startOffset, lengthHours, nowOffset }) => {
    const start = anchor + startOffset * 60_000;
    return fc.record({
      window: fc.constant({ start, end: start + lengthHours * HOUR }),
      durationMinutes: fc.constantFrom(15, 20, 30, 45, 60, 90),
      stepMinutes: fc.constantFrom(10, 15, 30),
      now: fc.constant(start + nowOffset),
      organizer: fc.record({
        zone: fc.constantFrom(...TEST_ZONES),
        allowedWeekdays: fc.option(fc.subarray<IsoWeekday>([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }), {
          nil: undefined,
        }),
        allowedHours: fc.option(fc.constant([{ start: '06:00', end: '20:00' }]), { nil: undefined }),
      }),
      participants: fc
        .integer({ min: 1, max: 4 })
        .chain((count) =>
          fc.tuple(...Array.from({ length: count }, (_, i) => participantArb(`p${i}`, start))),
        ),
      limit: fc.constant(100_000),
      allowOutsideWorkingHours: fc.boolean(),
    });
  });
