import { describe, expect, it } from 'vitest';
import { formatInstant, formatWindow } from '../../src/features/meetings/notifications/email-times';

describe('the window named in an invitation', () => {
  it('names its first and last days, the end being exclusive', () => {
    expect(formatWindow(new Date('2026-11-23T00:00:00Z'), new Date('2026-11-28T00:00:00Z'), 'UTC')).toBe(
      'between Monday 23 November and Friday 27 November 2026, UTC (GMT+0)',
    );
  });

  it('reads the days in the organizer’s zone and names both years across New Year', () => {
    expect(
      formatWindow(new Date('2026-12-28T08:00:00Z'), new Date('2027-01-05T08:00:00Z'), 'America/New_York'),
    ).toBe('between Monday 28 December 2026 and Tuesday 5 January 2027, New York (GMT-5)');
  });

  it('names a one-day window once', () => {
    expect(formatWindow(new Date('2026-11-23T00:00:00Z'), new Date('2026-11-24T00:00:00Z'), 'UTC')).toBe(
      'on Monday 23 November 2026, UTC (GMT+0)',
    );
  });

  it('ends on the last day chosen: a window ending at local midnight of 7 December ends on the 6th', () => {
    expect(
      formatWindow(new Date('2026-11-30T23:00:00Z'), new Date('2026-12-06T23:00:00Z'), 'Europe/Berlin'),
    ).toBe('between Tuesday 1 December and Sunday 6 December 2026, Berlin (GMT+1)');
  });

  it('reads the last day across a DST change in the organizer’s zone', () => {
    // New York leaves daylight time on 1 November 2026: midnight of the 3rd is 05:00 UTC.
    expect(
      formatWindow(new Date('2026-10-30T04:00:00Z'), new Date('2026-11-03T05:00:00Z'), 'America/New_York'),
    ).toBe('between Friday 30 October and Monday 2 November 2026, New York (GMT-4)');
  });
});

describe('one instant in an e-mail', () => {
  it('names the day and the time once, in the given zone', () => {
    expect(formatInstant(new Date('2026-12-31T23:30:00Z'), 'Asia/Kolkata')).toBe(
      'Friday 1 January 2027, 05:00, Kolkata (GMT+5:30)',
    );
  });
});
