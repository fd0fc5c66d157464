import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import {
  gridRows,
  gridWeeks,
  hidesHours,
  slotAt,
  unbookableReason,
  usualStarts,
  weekIndexOf,
} from './heat-map-layout';

const HOUR = 60;

/** A heat map of `days` days of 15-minute slots from Mon 7 Dec 2026 00:00 UTC, one person's letters a slot. */
function mapOf(days: number, letterAt: (minuteOfDay: number) => string, bookableAt = (_: number) => true) {
  const slotCount = days * 96;
  const minuteOf = (i: number) => (i % 96) * 15;
  return {
    start: Date.parse('2026-12-07T00:00:00Z'),
    stepMinutes: 15,
    durationMinutes: 30,
    slotCount,
    bookable: Array.from({ length: slotCount }, (_, i) => (bookableAt(minuteOf(i)) ? '1' : '0')).join(''),
    people: [
      {
        participantId: 'organizer',
        displayName: 'Olga',
        required: true,
        states: Array.from({ length: slotCount }, (_, i) => letterAt(minuteOf(i))).join(''),
      },
      { participantId: 'p1', displayName: 'Ana', required: true, states: 'd'.repeat(slotCount) },
    ],
  };
}

describe('grid rows', () => {
  it('follow the engine’s step, so a 30-minute meeting at 14:15 has its own row', () => {
    const usual = usualStarts(
      mapOf(1, () => 'f'),
      { start: '09:00', end: '17:00' },
      'UTC',
    );
    const rows = gridRows(usual, 15, false);
    expect(rows).toContain(14 * HOUR + 15);
    expect(rows[1]! - rows[0]!).toBe(15);
  });

  it('show the allowed hours first: every start whose meeting ends by their close', () => {
    const usual = usualStarts(
      mapOf(1, () => 'b'),
      { start: '09:00', end: '17:00' },
      'UTC',
    );
    expect(usual).toMatchObject({ kind: 'allowed', from: 9 * HOUR, to: 16 * HOUR + 30 });
    const rows = gridRows(usual, 15, false);
    expect([rows[0], rows.at(-1), rows.length]).toEqual([9 * HOUR, 16 * HOUR + 30, 31]);
    expect(hidesHours(usual, 15)).toBe(true);
  });

  it('show every start of the day on request', () => {
    const usual = usualStarts(
      mapOf(1, () => 'b'),
      { start: '09:00', end: '17:00' },
      'UTC',
    );
    const rows = gridRows(usual, 15, true);
    expect([rows[0], rows.at(-1), rows.length]).toEqual([0, 23 * HOUR + 45, 96]);
  });

  it('without allowed hours, show the starts someone can come at and that can be booked, in the zone', () => {
    // Olga can come 08:00–18:00 UTC; nothing before 10:00 UTC can still be booked.
    const map = mapOf(
      2,
      (m) => (m >= 8 * HOUR && m < 18 * HOUR ? 'f' : 'b'),
      (m) => m >= 10 * HOUR,
    );
    expect(usualStarts(map, null, 'UTC')).toEqual({ kind: 'someone', from: 10 * HOUR, to: 17 * HOUR + 45 });
    // The same instants in New York (UTC−5 in December).
    expect(usualStarts(map, null, 'America/New_York')).toEqual({
      kind: 'someone',
      from: 5 * HOUR,
      to: 12 * HOUR + 45,
    });
  });

  it('show no rows until asked when nobody can come at any bookable time', () => {
    const usual = usualStarts(
      mapOf(1, () => 'b'),
      null,
      'UTC',
    );
    expect(usual).toEqual({ kind: 'none' });
    expect(gridRows(usual, 15, false)).toEqual([]);
    expect(gridRows(usual, 15, true)).toHaveLength(96);
    expect(hidesHours(usual, 15)).toBe(true);
  });

  it('offer no toggle when the allowed hours are the whole day', () => {
    const usual = usualStarts(
      mapOf(1, () => 'f'),
      { start: '00:00', end: '23:59' },
      'UTC',
    );
    expect(hidesHours({ ...usual, to: 23 * HOUR + 45 } as typeof usual, 15)).toBe(false);
  });
});

describe('grid weeks', () => {
  const base = { allowedWeekdays: [1, 2, 3, 4, 5], organizerZone: 'Europe/London' };

  it('show only the allowed days, one Monday-to-Sunday week at a time', () => {
    // Thu 3 Dec to Sun 13 Dec 2026 (the window ends at midnight of 14 Dec).
    const weeks = gridWeeks({
      ...base,
      windowStart: '2026-12-03T00:00:00Z',
      windowEnd: '2026-12-14T00:00:00Z',
    });
    expect(weeks.map((w) => [w.monday, w.days.map((d) => d.date)])).toEqual([
      ['2026-11-30', ['2026-12-03', '2026-12-04']],
      ['2026-12-07', ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']],
    ]);
  });

  it('read the days in the organizer’s zone across a year end', () => {
    const weeks = gridWeeks({
      allowedWeekdays: [1, 2, 3, 4, 5, 6, 7],
      organizerZone: 'Pacific/Auckland',
      // 30 Dec 2026 00:00 to 3 Jan 2027 00:00 in Auckland (UTC+13).
      windowStart: '2026-12-29T11:00:00Z',
      windowEnd: '2027-01-02T11:00:00Z',
    });
    expect(weeks.flatMap((w) => w.days.map((d) => d.date))).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(weeks.map((w) => w.monday)).toEqual(['2026-12-28']);
    expect(weekIndexOf(weeks, Date.parse('2027-01-01T20:00:00Z'), 'Pacific/Auckland')).toBe(0);
    expect(weekIndexOf(weeks, Date.parse('2027-01-05T20:00:00Z'), 'Pacific/Auckland')).toBe(-1);
  });
});

describe('the slot of a cell', () => {
  // Slots every 15 minutes from Mon 7 Dec 2026 00:00 UTC, for two days.
  const map = { start: Date.parse('2026-12-07T00:00:00Z'), stepMinutes: 15, slotCount: 2 * 96 };

  it('finds the slot starting at the row’s local time', () => {
    expect(slotAt(map, '2026-12-07', 9 * HOUR + 30, 'UTC', 30)).toEqual({
      index: 38,
      start: Date.parse('2026-12-07T09:30:00Z'),
    });
    // 09:00 in Kolkata is 03:30 UTC.
    expect(slotAt(map, '2026-12-08', 9 * HOUR, 'Asia/Kolkata', 30)?.start).toBe(
      Date.parse('2026-12-08T03:30:00Z'),
    );
  });

  it('has none outside the heat map', () => {
    expect(slotAt(map, '2026-12-06', 23 * HOUR, 'UTC', 30)).toBeNull();
    expect(slotAt(map, '2026-12-09', 0, 'UTC', 30)).toBeNull();
  });

  it('has none at a local time skipped by spring-forward', () => {
    const march = { start: Date.parse('2026-03-29T00:00:00Z'), stepMinutes: 15, slotCount: 96 };
    // Berlin has no 02:30 on 29 March 2026.
    expect(slotAt(march, '2026-03-29', 2 * HOUR + 30, 'Europe/Berlin', 30)).toBeNull();
    expect(slotAt(march, '2026-03-29', 3 * HOUR, 'Europe/Berlin', 30)?.start).toBe(
      Date.parse('2026-03-29T01:00:00Z'),
    );
  });

  it('says why a cell cannot be booked', async () => {
    await loadCatalogue('en', 'meetings');
    expect(unbookableReason(1000, 2000)).toMatch(/already passed/);
    expect(unbookableReason(3000, 2000)).toMatch(/outside the allowed/);
  });
});
