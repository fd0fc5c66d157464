import { describe, expect, it } from 'vitest';
import { recurrenceSchema } from '@overlap/contracts/schemas';
import { seriesRequestWords, seriesWhen } from '../../src/features/meetings/series-words';

describe('a series in words', () => {
  it('says a fortnightly Berlin series until a date, once more in Tokyo (no DST there, so one reading)', () => {
    const recurrence = recurrenceSchema.parse({
      frequency: 'weekly',
      interval: 2,
      startDate: '2026-06-01',
      until: '2026-07-27',
    });
    const start = new Date('2026-06-01T14:00:00Z'); // Monday 16:00 CEST
    expect(seriesWhen(recurrence, 'Europe/Berlin', start, 30, 'Asia/Tokyo')).toBe(
      'every 2 weeks on Monday at 16:00–16:30 (Europe/Berlin), until Monday 27 July 2026, from Monday 1 June 2026; in Asia/Tokyo that is every Monday 23:00–23:30',
    );
    // Paris reads it exactly as Berlin does: nothing added.
    expect(seriesWhen(recurrence, 'Europe/Berlin', start, 30, 'Europe/Paris')).toBe(
      'every 2 weeks on Monday at 16:00–16:30 (Europe/Berlin), until Monday 27 July 2026, from Monday 1 June 2026',
    );
  });

  it('says a monthly 2nd-Tuesday series over New Year with a skipped date, and the request before booking', () => {
    const recurrence = recurrenceSchema.parse({
      frequency: 'monthly',
      ordinal: 2,
      startDate: '2026-11-01',
      count: 3,
      skip: ['2026-12-08'],
    });
    const start = new Date('2026-11-10T23:30:00Z'); // Tuesday 18:30 in New York (EST)
    expect(seriesWhen(recurrence, 'America/New_York', start, 60, 'America/New_York')).toBe(
      'monthly on the 2nd Tuesday at 18:30–19:30 (America/New_York), 3 times, from Tuesday 10 November 2026, except Tuesday 8 December 2026',
    );
    // In Auckland it is already Wednesday morning.
    expect(seriesWhen(recurrence, 'America/New_York', start, 60, 'Pacific/Auckland')).toContain(
      'in Pacific/Auckland that is every Wednesday 12:30–13:30',
    );
    expect(seriesRequestWords(recurrence)).toBe('monthly in the 2nd week, 3 times, from 1 November 2026');
  });
});
