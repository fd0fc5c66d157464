import { describe, expect, it } from 'vitest';
import { vcalendar, vevent } from './support/ics-builder';
import { busy } from './support/busy-in-june';

/**
 * RECURRENCE-ID;RANGE=THISANDFUTURE (RFC 5545, 3.8.4.4), as Lotus Notes and some CalDAV clients write
 * "this and all following": the change holds for the named instance and every later one.
 */
const march2026 = { range: { start: Date.UTC(2026, 2, 1), end: Date.UTC(2026, 3, 1) } };

describe('a change to this and all later instances', () => {
  it('moves and shortens the later instances as it does the one it names', () => {
    const ics = vcalendar(
      vevent({
        UID: 'standup',
        DTSTART: '20260302T090000Z',
        DTEND: '20260302T100000Z',
        RRULE: 'FREQ=DAILY;COUNT=5',
      }),
      vevent({
        UID: 'standup',
        'RECURRENCE-ID;RANGE=THISANDFUTURE': '20260304T090000Z',
        DTSTART: '20260304T120000Z',
        DTEND: '20260304T123000Z',
      }),
    );
    expect(busy(ics, march2026)).toEqual([
      '2026-03-02T09:00:00Z/2026-03-02T10:00:00Z',
      '2026-03-03T09:00:00Z/2026-03-03T10:00:00Z',
      '2026-03-04T12:00:00Z/2026-03-04T12:30:00Z',
      '2026-03-05T12:00:00Z/2026-03-05T12:30:00Z',
      '2026-03-06T12:00:00Z/2026-03-06T12:30:00Z',
    ]);
  });

  it('keeps the new clock time in the series’ zone across a DST change', () => {
    // Berlin moves to summer time on 29 March 2026: 12:00 is 11:00Z before it and 10:00Z after.
    const ics = vcalendar(
      vevent({
        UID: 'weekly',
        DTSTART: ';TZID=Europe/Berlin:20260316T090000',
        DTEND: ';TZID=Europe/Berlin:20260316T100000',
        RRULE: 'FREQ=WEEKLY;COUNT=3',
      }),
      vevent({
        UID: 'weekly',
        'RECURRENCE-ID;TZID=Europe/Berlin;RANGE=THISANDFUTURE': '20260323T090000',
        DTSTART: ';TZID=Europe/Berlin:20260323T120000',
        DTEND: ';TZID=Europe/Berlin:20260323T130000',
      }),
    );
    expect(busy(ics, march2026)).toEqual([
      '2026-03-16T08:00:00Z/2026-03-16T09:00:00Z',
      '2026-03-23T11:00:00Z/2026-03-23T12:00:00Z',
      '2026-03-30T10:00:00Z/2026-03-30T11:00:00Z',
    ]);
  });

  it('follows the latest such change, while a change without the range moves only its own instance', () => {
    const ics = vcalendar(
      vevent({
        UID: 'sync',
        DTSTART: '20260302T090000Z',
        DTEND: '20260302T100000Z',
        RRULE: 'FREQ=DAILY;COUNT=6',
      }),
      vevent({
        UID: 'sync',
        'RECURRENCE-ID;RANGE=THISANDFUTURE': '20260303T090000Z',
        DTSTART: '20260303T100000Z',
        DTEND: '20260303T110000Z',
      }),
      vevent({
        UID: 'sync',
        'RECURRENCE-ID': '20260304T090000Z',
        DTSTART: '20260304T150000Z',
        DTEND: '20260304T160000Z',
      }),
      vevent({
        UID: 'sync',
        'RECURRENCE-ID;RANGE=THISANDFUTURE': '20260306T090000Z',
        DTSTART: '20260306T070000Z',
        DTEND: '20260306T080000Z',
      }),
    );
    expect(busy(ics, march2026)).toEqual([
      '2026-03-02T09:00:00Z/2026-03-02T10:00:00Z',
      '2026-03-03T10:00:00Z/2026-03-03T11:00:00Z',
      '2026-03-04T15:00:00Z/2026-03-04T16:00:00Z',
      '2026-03-05T10:00:00Z/2026-03-05T11:00:00Z',
      '2026-03-06T07:00:00Z/2026-03-06T08:00:00Z',
      '2026-03-07T07:00:00Z/2026-03-07T08:00:00Z',
    ]);
  });
});
