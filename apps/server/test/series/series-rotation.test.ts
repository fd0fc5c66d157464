import { describe, expect, it } from 'vitest';
import { recurrenceSchema } from '@overlap/contracts/schemas';
import { buildInvitation } from '../../src/features/mail/ics/build-invitation';
import { rotationSeries } from '../../src/features/meetings/series/series-rotation';
import { expand } from './support/booked-series';

const invitationOf = (series: ReturnType<typeof rotationSeries>[number]) =>
  buildInvitation({
    method: 'REQUEST',
    uid: series.uid,
    sequence: 0,
    stamp: new Date('2026-03-15T22:45:00Z'),
    start: series.start,
    end: series.end,
    repeat: series.repeat,
    summary: 'Rotating sync',
    organizer: { email: 'olga@example.com' },
    attendees: [{ email: 'ana@example.com' }],
  });

describe('a rotation written as its series', () => {
  it('alternates Monday 16:00 and Wednesday 08:00 in Berlin as two fortnightly series, a skipped date on its own', () => {
    const recurrence = recurrenceSchema.parse({
      frequency: 'weekly',
      startDate: '2026-03-16',
      count: 5,
      skip: ['2026-03-25'],
    });
    const series = rotationSeries(
      recurrence,
      'Europe/Berlin',
      [
        { weekday: 1, time: '16:00' },
        { weekday: 3, time: '08:00' },
      ],
      45,
      'sync@overlap',
    );
    expect(series.map((s) => s.uid)).toEqual([
      'rotation-1-of-2.sync@overlap',
      'rotation-2-of-2.sync@overlap',
    ]);
    const [monday, wednesday] = series.map(invitationOf);
    expect(monday).toContain('DTSTART;TZID=Europe/Berlin:20260316T160000\r\n');
    expect(monday).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=3\r\n');
    expect(monday).not.toContain('EXDATE');
    expect(wednesday).toContain('DTSTART;TZID=Europe/Berlin:20260325T080000\r\n');
    expect(wednesday).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;COUNT=2\r\n');
    expect(wednesday).toContain('EXDATE;TZID=Europe/Berlin:20260325T080000\r\n');
    // Occurrence i takes slot i mod 2: Mon 16 Mar, (Wed 25 Mar skipped), Mon 30 Mar, Wed 8 Apr, Mon 13 Apr;
    // the EU change on 29 March moves the UTC times an hour earlier.
    expect(expand(monday!)).toEqual([
      '2026-03-16T15:00:00.000Z',
      '2026-03-30T14:00:00.000Z',
      '2026-04-13T14:00:00.000Z',
    ]);
    expect(expand(wednesday!)).toEqual(['2026-04-08T06:00:00.000Z']);
  });

  it('splits a monthly rotation of three until a date, in New York across the autumn change', () => {
    const recurrence = recurrenceSchema.parse({
      frequency: 'monthly',
      ordinal: 2,
      startDate: '2026-09-01',
      until: '2027-02-28',
    });
    const series = rotationSeries(
      recurrence,
      'America/New_York',
      [
        { weekday: 2, time: '09:00' },
        { weekday: 2, time: '17:00' },
        { weekday: 4, time: '12:30' },
      ],
      30,
      'monthly@overlap',
    );
    const texts = series.map(invitationOf);
    expect(texts[0]).toContain('RRULE:FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU;UNTIL=20261208T140000Z\r\n');
    // 2nd Tuesday: Sep 8 (EDT), Dec 8 (EST); 2nd Tuesday at 17:00: Oct 13, Jan 12; 2nd Thursday: Nov 12, Feb 11.
    expect(expand(texts[0]!)).toEqual(['2026-09-08T13:00:00.000Z', '2026-12-08T14:00:00.000Z']);
    expect(expand(texts[1]!)).toEqual(['2026-10-13T21:00:00.000Z', '2027-01-12T22:00:00.000Z']);
    expect(expand(texts[2]!)).toEqual(['2026-11-12T17:30:00.000Z', '2027-02-11T17:30:00.000Z']);
  });

  it('gives no series to a slot the rotation never reaches, and refuses one slot', () => {
    const recurrence = recurrenceSchema.parse({ frequency: 'weekly', startDate: '2026-12-28', count: 2 });
    const slots = [
      { weekday: 4, time: '23:30' },
      { weekday: 5, time: '07:00' },
      { weekday: 1, time: '12:00' },
    ];
    expect(rotationSeries(recurrence, 'Pacific/Auckland', slots, 30, 'x').map((s) => s.uid)).toEqual([
      'rotation-1-of-3.x',
      'rotation-2-of-3.x',
    ]);
    expect(() => rotationSeries(recurrence, 'UTC', [slots[0]!], 30, 'x')).toThrow(RangeError);
  });
});
