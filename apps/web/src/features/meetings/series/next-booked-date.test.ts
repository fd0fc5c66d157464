import { describe, expect, it } from 'vitest';
import { nextBookedDate } from './next-booked-date';

// A Berlin Monday series at 15:00 across the spring change: 23 March at 14:00 UTC, 30 March at 13:00 UTC
// (cancelled), 6 April at 13:00 UTC.
const occurrences = [
  { date: '2026-03-23', start: '2026-03-23T14:00:00Z', end: '2026-03-23T14:45:00Z', skipped: false },
  { date: '2026-03-30', start: '2026-03-30T13:00:00Z', end: '2026-03-30T13:45:00Z', skipped: true },
  { date: '2026-04-06', start: '2026-04-06T13:00:00Z', end: '2026-04-06T13:45:00Z', skipped: false },
];

describe('the date shown for a booked series', () => {
  it('is the next kept date not over yet, past a cancelled one', () => {
    expect(nextBookedDate(occurrences, Date.parse('2026-03-23T14:44:59Z'))).toEqual({
      start: Date.parse('2026-03-23T14:00:00Z'),
      end: Date.parse('2026-03-23T14:45:00Z'),
      upcoming: true,
    });
    expect(nextBookedDate(occurrences, Date.parse('2026-03-23T14:45:00Z'))).toMatchObject({
      start: Date.parse('2026-04-06T13:00:00Z'),
      upcoming: true,
    });
  });

  it('is the last kept date once all are over, and none when every date was cancelled', () => {
    expect(nextBookedDate(occurrences, Date.parse('2026-12-31T23:30:00Z'))).toMatchObject({
      start: Date.parse('2026-04-06T13:00:00Z'),
      upcoming: false,
    });
    expect(nextBookedDate([{ ...occurrences[0]!, skipped: true }], 0)).toBeNull();
  });
});
