import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { gridRows, gridWeeks, rowMinutes, slotAt, unbookableReason, weekIndexOf } from './heat-map-layout';

const HOUR = 60;

describe('grid rows', () => {
  it('come from the allowed hours, every half hour, ending before the last hour closes', () => {
    const { rows, every } = gridRows({ start: '09:00', end: '17:00' }, 60, 15);
    expect(every).toBe(30);
    expect(rows[0]).toBe(9 * HOUR);
    expect(rows.at(-1)).toBe(16 * HOUR + 30);
    expect(rows).toHaveLength(16);
  });

  it('follow a short meeting down to the engine’s step', () => {
    expect(gridRows({ start: '09:00', end: '10:00' }, 15, 15).rows).toEqual([540, 555, 570, 585]);
    expect(rowMinutes(8 * HOUR, 20, 15)).toBe(30);
  });

  it('show the whole day hourly when no hours are set', () => {
    const { rows, every } = gridRows(null, 30, 15);
    expect(every).toBe(60);
    expect(rows).toHaveLength(24);
    expect(rows.at(-1)).toBe(23 * HOUR);
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
