import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { standsAhead } from './stands-ahead';

const NOW = Date.parse('2026-11-16T10:10:00Z');
const base = {
  status: 'collecting',
  chosenStart: null,
  chosenEnd: null,
  rescheduling: null,
  bookedOccurrences: null,
} as unknown as MeetingDetailDto;
const meeting = (over: Partial<MeetingDetailDto>) => ({ ...base, ...over }) as MeetingDetailDto;

describe('whether deleting a meeting cancels it first', () => {
  it('does for a booked time still ahead, not once it is over', () => {
    const booked = { status: 'scheduled' as const, chosenStart: '2026-11-17T10:00:00Z' };
    expect(standsAhead(meeting({ ...booked, chosenEnd: '2026-11-17T11:00:00Z' }), NOW)).toBe(true);
    expect(standsAhead(meeting({ ...booked, chosenEnd: '2026-11-16T10:00:00Z' }), NOW)).toBe(false);
  });

  it('follows a series to its last date that is not cancelled', () => {
    const series = (lastSkipped: boolean) =>
      meeting({
        status: 'scheduled',
        chosenStart: '2026-11-09T10:00:00Z',
        chosenEnd: '2026-11-09T11:00:00Z',
        bookedOccurrences: [
          { date: '2026-11-09', start: '2026-11-09T10:00:00Z', end: '2026-11-09T11:00:00Z', skipped: false },
          {
            date: '2026-11-23',
            start: '2026-11-23T10:00:00Z',
            end: '2026-11-23T11:00:00Z',
            skipped: lastSkipped,
          },
        ],
      });
    expect(standsAhead(series(false), NOW)).toBe(true);
    expect(standsAhead(series(true), NOW)).toBe(false);
  });

  it('does for a reopened meeting whose booked time still stands, never for an open or cancelled one', () => {
    const rescheduling = { previousStart: '2026-11-17T10:00:00Z', previousEnd: '2026-11-17T11:00:00Z' };
    expect(standsAhead(meeting({ rescheduling } as Partial<MeetingDetailDto>), NOW)).toBe(true);
    expect(standsAhead(meeting({}), NOW)).toBe(false);
    expect(standsAhead(meeting({ status: 'cancelled', chosenEnd: '2026-11-17T11:00:00Z' }), NOW)).toBe(false);
  });
});
