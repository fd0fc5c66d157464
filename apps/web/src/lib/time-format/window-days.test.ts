import { describe, expect, it } from 'vitest';
import { formatWindow, windowDays } from './window-days';

describe('the window’s days', () => {
  it('ends on the last day chosen, not on the exclusive midnight after it', () => {
    // A window of 30 Nov – 6 Dec in Berlin ends at Berlin midnight of 7 Dec (23:00 UTC on 6 Dec).
    const start = '2026-11-29T23:00:00.000Z';
    const end = '2026-12-06T23:00:00.000Z';
    expect(windowDays(start, end, 'Europe/Berlin')).toEqual({ first: '2026-11-30', last: '2026-12-06' });
    expect(formatWindow(start, end, 'Europe/Berlin')).toBe('Mon 30 Nov to Sun 6 Dec');
  });

  it('reads the days in the organizer’s zone', () => {
    const start = '2026-11-30T00:00:00.000Z';
    const end = '2026-12-07T00:00:00.000Z';
    expect(formatWindow(start, end, 'UTC')).toBe('Mon 30 Nov to Sun 6 Dec');
    // The same instants in New York are the evening before.
    expect(formatWindow(start, end, 'America/New_York')).toBe('Sun 29 Nov to Sun 6 Dec');
  });

  it('names the years across a year end, and one day once', () => {
    expect(formatWindow('2026-12-28T00:00:00Z', '2027-01-04T00:00:00Z', 'UTC')).toBe(
      'Mon 28 Dec 2026 to Sun 3 Jan 2027',
    );
    expect(formatWindow('2026-12-07T00:00:00Z', '2026-12-08T00:00:00Z', 'UTC')).toBe('Mon 7 Dec');
  });

  it('keeps a window ending on a daylight-saving day on that day', () => {
    // New York falls back on 1 Nov 2026; local midnight of 2 Nov is 05:00 UTC.
    expect(windowDays('2026-10-26T04:00:00Z', '2026-11-02T05:00:00Z', 'America/New_York').last).toBe(
      '2026-11-01',
    );
  });
});
