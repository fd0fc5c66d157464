import fc from 'fast-check';
import type { SeriesInput, SeriesParticipantInput, SeriesSlot, TypicalWeek } from '../series/series-types.ts';
import type { Interval, IsoWeekday, WorkingHoursRange } from '../types.ts';

/** Zones whose changes matter to a series: both hemispheres, a 30-minute shift, a midnight change. */
export const SERIES_ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'America/Santiago',
  'Europe/London',
  'Asia/Kolkata',
  'UTC',
];

// Series that cross the March and October/November weeks when the US and EU calendars differ, and the
// southern hemisphere's April and September/October changes.
const START_DATES = [
  '2025-03-03',
  '2025-03-24',
  '2025-10-20',
  '2025-10-27',
  '2026-03-02',
  '2026-03-27',
  '2026-04-01',
  '2026-09-01',
  '2026-09-28',
];

const quarter = (min: number, max: number) =>
  fc
    .integer({ min: min * 4, max: max * 4 })
    .map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`);

const weekday = fc.integer({ min: 1, max: 7 }).map((d) => d as IsoWeekday);

const dayRange: fc.Arbitrary<WorkingHoursRange> = fc
  .record({ weekday, from: fc.integer({ min: 0, max: 92 }), length: fc.integer({ min: 1, max: 40 }) })
  .map(({ weekday: day, from, length }) => {
    const to = Math.min(96, from + length);
    const text = (q: number) =>
      `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`;
    return { weekday: day, start: text(from), end: text(to) };
  });

const typicalWeek: fc.Arbitrary<TypicalWeek> = fc.record({
  available: fc.array(dayRange, { maxLength: 6 }),
  ifNeedBe: fc.array(dayRange, { maxLength: 3 }),
});

function intervals(start: number, days: number, max: number): fc.Arbitrary<Interval[]> {
  return fc.array(
    fc
      .record({ at: fc.integer({ min: 0, max: days * 96 }), quarters: fc.integer({ min: 1, max: 12 }) })
      .map(({ at, quarters }) => ({ start: start + at * 900_000, end: start + (at + quarters) * 900_000 })),
    { maxLength: max },
  );
}

function participant(id: string, start: number, days: number): fc.Arbitrary<SeriesParticipantInput> {
  return fc.record(
    {
      id: fc.constant(id),
      displayName: fc.constant(id),
      zone: fc.constantFrom(...SERIES_ZONES),
      required: fc.boolean(),
      response: fc.constantFrom('answered', 'answered', 'answered', 'pending', 'declined'),
      workingHours: fc.option(
        fc.constantFrom<WorkingHoursRange[]>(
          [1, 2, 3, 4].map((d) => ({ weekday: d as IsoWeekday, start: '08:00', end: '18:00' })),
          [2, 3, 4, 5, 6].map((d) => ({ weekday: d as IsoWeekday, start: '07:30', end: '15:30' })),
        ),
        { nil: undefined },
      ),
      busy: intervals(start, days, 30),
      tentative: intervals(start, days, 10),
      typicalWeek: fc.option(typicalWeek, { nil: undefined }),
    },
    { requiredKeys: ['id', 'displayName', 'zone', 'required', 'response'] },
  );
}

export const seriesCaseArb: fc.Arbitrary<{ input: SeriesInput; slot: SeriesSlot }> = fc
  .record({
    startDate: fc.constantFrom(...START_DATES),
    weekly: fc.boolean(),
    count: fc.integer({ min: 1, max: 8 }),
  })
  .chain(({ startDate, weekly, count: generated }) => {
    // Monthly series every two months stay within the year's horizon.
    const count = weekly ? generated : Math.min(generated, 5);
    const start = Date.parse(`${startDate}T00:00Z`) - 86_400_000;
    const days = weekly ? count * 14 + 2 : count * 62 + 33;
    return fc.record({
      input: fc.record({
        recurrence: fc.record({
          frequency: fc.constant(weekly ? ('weekly' as const) : ('monthly' as const)),
          interval: fc.constantFrom(1, 1, 2),
          ordinal: fc.constantFrom(1, 2, -1),
          startDate: fc.constant(startDate),
          count: fc.constant(count),
          skip: fc.array(
            fc
              .integer({ min: 0, max: days })
              .map((d) =>
                new Date(Date.parse(`${startDate}T00:00Z`) + d * 86_400_000).toISOString().slice(0, 10),
              ),
            { maxLength: 4 },
          ),
        }),
        durationMinutes: fc.constantFrom(15, 30, 45, 60, 90),
        stepMinutes: fc.constant(15),
        organizer: fc.record({ zone: fc.constantFrom(...SERIES_ZONES) }),
        participants: fc
          .integer({ min: 1, max: 3 })
          .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => participant(`p${i}`, start, days)))),
        allowOutsideWorkingHours: fc.boolean(),
      }),
      // Times near the small hours land in DST gaps and overlaps.
      slot: fc.record({ weekday, time: fc.oneof(quarter(0, 3.75), quarter(0, 23.75)) }),
    });
  });
