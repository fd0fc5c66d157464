import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { expandBusyTime, type ExpandOptions } from '../../src/features/calendars/ical/expand-busy-time';
import { mixedCalendar, mixedOptions } from './support/busy-fixture';
import { berlinVtimezone, iso, vcalendar, vevent } from './support/ics-builder';

const march2024 = { start: Date.UTC(2024, 2, 1), end: Date.UTC(2024, 3, 10) };

function busy(ics: string, options: Partial<ExpandOptions> = {}) {
  return expandBusyTime(ics, { range: march2024, userZone: 'Europe/London', ...options }).map(
    (interval) =>
      `${iso(interval.start)}/${iso(interval.end)}${interval.kind === 'tentative' ? ' tentative' : ''}`,
  );
}

const weeklyBerlin = (tzid: string) => [
  vevent({
    UID: 'weekly@t',
    [`DTSTART;TZID=${tzid}`]: '20240304T090000',
    [`DTEND;TZID=${tzid}`]: '20240304T100000',
    RRULE: 'FREQ=WEEKLY;BYDAY=MO',
    [`EXDATE;TZID=${tzid}`]: '20240318T090000',
  }),
  vevent({
    UID: 'weekly@t',
    [`RECURRENCE-ID;TZID=${tzid}`]: '20240325T090000',
    [`DTSTART;TZID=${tzid}`]: '20240326T140000',
    [`DTEND;TZID=${tzid}`]: '20240326T150000',
  }),
];

const expectedWeekly = [
  '2024-03-04T08:00:00Z/2024-03-04T09:00:00Z',
  '2024-03-11T08:00:00Z/2024-03-11T09:00:00Z',
  '2024-03-26T13:00:00Z/2024-03-26T14:00:00Z',
  '2024-04-01T07:00:00Z/2024-04-01T08:00:00Z',
  '2024-04-08T07:00:00Z/2024-04-08T08:00:00Z',
];

describe('recurring events across a DST change', () => {
  it('uses the VTIMEZONE in the file, with EXDATE and a moved instance', () => {
    expect(busy(vcalendar(berlinVtimezone, ...weeklyBerlin('Europe/Berlin')))).toEqual(expectedWeekly);
  });

  it('reads an IANA TZID without VTIMEZONE through Intl', () => {
    expect(busy(vcalendar(...weeklyBerlin('Europe/Berlin')))).toEqual(expectedWeekly);
  });

  it('maps an Outlook Windows zone name without VTIMEZONE', () => {
    expect(busy(vcalendar(...weeklyBerlin('W. Europe Standard Time')))).toEqual(expectedWeekly);
  });

  it('finds the IANA name in a decorated TZID', () => {
    expect(busy(vcalendar(...weeklyBerlin('/mozilla.org/20050126_1/Europe/Berlin')))).toEqual(expectedWeekly);
  });

  it('stops at a UTC UNTIL read in the series zone', () => {
    const ics = vcalendar(
      vevent({
        'DTSTART;TZID=Europe/Berlin': '20240304T090000',
        'DTEND;TZID=Europe/Berlin': '20240304T100000',
        RRULE: 'FREQ=WEEKLY;UNTIL=20240318T080000Z',
      }),
    );
    expect(busy(ics).map((line) => line.slice(0, 10))).toEqual(['2024-03-04', '2024-03-11', '2024-03-18']);
  });

  it('counts COUNT instances through the DST day', () => {
    const ics = vcalendar(
      vevent({
        'DTSTART;TZID=Europe/Berlin': '20240330T090000',
        'DTEND;TZID=Europe/Berlin': '20240330T093000',
        RRULE: 'FREQ=DAILY;COUNT=3',
      }),
    );
    expect(busy(ics)).toEqual([
      '2024-03-30T08:00:00Z/2024-03-30T08:30:00Z',
      '2024-03-31T07:00:00Z/2024-03-31T07:30:00Z',
      '2024-04-01T07:00:00Z/2024-04-01T07:30:00Z',
    ]);
  });

  it('adds RDATEs (also as periods) and drops a cancelled instance', () => {
    const ics = vcalendar(
      vevent({
        UID: 'r@t',
        'DTSTART;TZID=Europe/Berlin': '20240305T120000',
        'DTEND;TZID=Europe/Berlin': '20240305T130000',
        RRULE: 'FREQ=DAILY;COUNT=2',
        'RDATE;TZID=Europe/Berlin': '20240310T120000',
        'RDATE;VALUE=PERIOD': '20240312T100000Z/20240312T120000Z',
      }),
      vevent({
        UID: 'r@t',
        'RECURRENCE-ID;TZID=Europe/Berlin': '20240306T120000',
        'DTSTART;TZID=Europe/Berlin': '20240306T120000',
        'DTEND;TZID=Europe/Berlin': '20240306T130000',
        STATUS: 'CANCELLED',
      }),
    );
    expect(busy(ics)).toEqual([
      '2024-03-05T11:00:00Z/2024-03-05T12:00:00Z',
      '2024-03-10T11:00:00Z/2024-03-10T12:00:00Z',
      '2024-03-12T10:00:00Z/2024-03-12T12:00:00Z',
    ]);
  });

  it('moves a start in the spring-forward gap to after it', () => {
    const ics = vcalendar(
      vevent({
        'DTSTART;TZID=Europe/Berlin': '20240331T023000',
        'DTEND;TZID=Europe/Berlin': '20240331T040000',
      }),
    );
    expect(busy(ics)).toEqual(['2024-03-31T01:30:00Z/2024-03-31T02:00:00Z']);
  });

  it('keeps a nominal DURATION of one day across the DST change', () => {
    const ics = vcalendar(vevent({ 'DTSTART;TZID=Europe/Berlin': '20240330T120000', DURATION: 'P1D' }));
    expect(busy(ics)).toEqual(['2024-03-30T11:00:00Z/2024-03-31T10:00:00Z']);
  });
});

describe('all-day and floating times belong to the user zone', () => {
  it('treats VALUE=DATE ends as exclusive, in the user zone', () => {
    const ics = vcalendar(
      vevent({ 'DTSTART;VALUE=DATE': '20240320', 'DTEND;VALUE=DATE': '20240322' }),
      vevent({ 'DTSTART;VALUE=DATE': '20240325' }),
    );
    expect(busy(ics, { userZone: 'America/New_York' })).toEqual([
      '2024-03-20T04:00:00Z/2024-03-22T04:00:00Z',
      '2024-03-25T04:00:00Z/2024-03-26T04:00:00Z',
    ]);
  });

  it('reads floating times in the user zone', () => {
    const ics = vcalendar(vevent({ DTSTART: '20240327T090000', DTEND: '20240327T093000' }));
    expect(busy(ics, { userZone: 'Asia/Tokyo' })).toEqual(['2024-03-27T00:00:00Z/2024-03-27T00:30:00Z']);
  });

  it('expands a weekly all-day series on local dates', () => {
    const ics = vcalendar(
      vevent({
        'DTSTART;VALUE=DATE': '20200106',
        'DTEND;VALUE=DATE': '20200107',
        RRULE: 'FREQ=WEEKLY;INTERVAL=2',
      }),
    );
    // 2024-03-04 is 217 weeks (odd) after the start, so the instances are 11 and 25 March.
    const range = { start: Date.UTC(2024, 2, 1), end: Date.UTC(2024, 2, 30) };
    expect(busy(ics, { userZone: 'Australia/Sydney', range })).toEqual([
      '2024-03-10T13:00:00Z/2024-03-11T13:00:00Z',
      '2024-03-24T13:00:00Z/2024-03-25T13:00:00Z',
    ]);
  });
});

describe('what does not count as busy', () => {
  const at = (hour: number) => ({
    'DTSTART;TZID=Europe/Berlin': `20240305T1${hour}0000`,
    'DTEND;TZID=Europe/Berlin': `20240305T1${hour}3000`,
  });
  const ics = vcalendar(
    vevent({ ...at(0), TRANSP: 'TRANSPARENT' }),
    vevent({ ...at(1), STATUS: 'CANCELLED' }),
    vevent({ ...at(2), 'ATTENDEE;PARTSTAT=DECLINED;CN=Me': 'mailto:Me@Example.com' }),
    vevent({ ...at(3), STATUS: 'TENTATIVE' }),
    vevent({ ...at(4), 'ATTENDEE;PARTSTAT=TENTATIVE': 'mailto:me@example.com' }),
    vevent({ ...at(5), 'X-MICROSOFT-CDO-BUSYSTATUS': 'FREE' }),
    vevent({ ...at(6), 'ATTENDEE;PARTSTAT=DECLINED': 'mailto:someone-else@example.com' }),
  );

  it('ignores transparent, cancelled, declined and Outlook-free events; keeps tentative as tentative', () => {
    expect(busy(ics, { userAddresses: ['me@example.com'] })).toEqual([
      '2024-03-05T12:00:00Z/2024-03-05T12:30:00Z tentative',
      '2024-03-05T13:00:00Z/2024-03-05T13:30:00Z tentative',
      '2024-03-05T15:00:00Z/2024-03-05T15:30:00Z',
    ]);
  });

  it('counts an invitation as busy when the declining attendee is someone else', () => {
    expect(busy(ics, { userAddresses: ['other@example.com'] })).toContain(
      '2024-03-05T11:00:00Z/2024-03-05T11:30:00Z',
    );
  });
});

describe.concurrent('independence from the process time zone', () => {
  it.each(['Pacific/Apia', 'America/St_Johns', 'Asia/Kolkata', 'UTC'])(
    'gives the same answer under TZ=%s',
    async (tz) => {
      const script = fileURLToPath(new URL('./support/print-expansion.ts', import.meta.url));
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        env: { ...process.env, TZ: tz },
      });
      expect(JSON.parse(stdout)).toEqual(expandBusyTime(mixedCalendar(), mixedOptions));
    },
  );
});
