import { describe, expect, it } from 'vitest';
import { formatWindow } from '../../src/features/meetings/mail-notifier';

describe('the window named in an invitation', () => {
  it('names its first and last days, the end being exclusive', () => {
    expect(formatWindow(new Date('2026-11-23T00:00:00Z'), new Date('2026-11-28T00:00:00Z'), 'UTC')).toBe(
      'Monday 23 November to Friday 27 November 2026 (UTC)',
    );
  });

  it('reads the days in the organizer’s zone and names both years across New Year', () => {
    expect(
      formatWindow(new Date('2026-12-28T08:00:00Z'), new Date('2027-01-05T08:00:00Z'), 'America/New_York'),
    ).toBe('Monday 28 December 2026 to Tuesday 5 January 2027 (America/New_York)');
  });

  it('names a one-day window once', () => {
    expect(formatWindow(new Date('2026-11-23T00:00:00Z'), new Date('2026-11-24T00:00:00Z'), 'UTC')).toBe(
      'Monday 23 November 2026 (UTC)',
    );
  });
});
