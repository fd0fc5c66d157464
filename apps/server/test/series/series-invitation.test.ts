import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { seriesMailAppForFile } from './support/booked-series';
import { buildInvitation } from '../../src/features/mail/ics/build-invitation';
import { tokenOf } from '../meetings/meeting-fixtures';
import { anyTimeBerlinSeriesRequest, seriesClock as pinned } from './support/berlin-series';

// Late Sunday evening UTC before a Berlin Monday series that crosses the EU spring change (29 March).

const { bed } = seriesMailAppForFile();

/** Every instant the file's repeating event expands to, read with the file's own VTIMEZONE. */
function expand(ics: string): { instants: string[]; event: ICAL.Component; method: unknown } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zones = calendar.getAllSubcomponents('vtimezone');
  expect(zones).toHaveLength(1);
  const zone = new ICAL.Timezone(zones[0]!);
  ICAL.TimezoneService.register(zone);
  try {
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const iterator = new ICAL.Event(vevent).iterator();
    const instants: string[] = [];
    for (let next = iterator.next(); next && instants.length < 60; next = iterator.next())
      instants.push(next.toJSDate().toISOString());
    return { instants, event: vevent, method: calendar.getFirstPropertyValue('method') };
  } finally {
    ICAL.TimezoneService.remove(zone.tzid);
  }
}

async function outboxIcs(title: string): Promise<string[]> {
  const result = await bed.t.database.db.execute(
    `select ics, text from outbox order by created_at, to_address`,
  );
  return (result as unknown as { rows: { ics: string | null; text: string }[] }).rows
    .filter((r) => r.text.includes(title) && r.ics)
    .map((r) => r.ics!);
}

describe('booking a recurring meeting writes one repeating event', () => {
  it('e-mails a REQUEST and offers a .ics with RRULE and EXDATE in Berlin time, expanding across the change', async () => {
    const title = 'Weekly sync across the spring change';
    const created = await bed.t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bed.headers,
      payload: anyTimeBerlinSeriesRequest(title, { count: 4, skip: ['2026-03-23'] }),
    });
    expect(created.statusCode).toBe(201);
    const meeting = created.json() as { id: string; participants: { link: string }[] };
    const booked = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/book`,
      headers: bed.headers,
      payload: { start: Date.parse('2026-03-16T14:00:00Z') }, // Monday 15:00 in Berlin (CET)
    });
    expect(booked.statusCode).toBe(200);

    const emailed = await outboxIcs(title);
    expect(emailed.length).toBeGreaterThan(0);
    const download = await bed.t.app.inject({
      url: `/api/participant/invitation.ics?token=${tokenOf(meeting.participants[0]!.link)}`,
      headers: pinned,
    });
    expect(download.statusCode).toBe(200);
    for (const ics of [...emailed, download.body]) {
      expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20260316T150000\r\n');
      expect(ics).toContain('DTEND;TZID=Europe/Berlin:20260316T154500\r\n');
      expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=4\r\n');
      expect(ics).toContain('EXDATE;TZID=Europe/Berlin:20260323T150000\r\n');
      const { instants } = expand(ics);
      // 15:00 in Berlin every Monday: 14:00 UTC before 29 March, 13:00 UTC after; 23 March skipped.
      expect(instants).toEqual([
        '2026-03-16T14:00:00.000Z',
        '2026-03-30T13:00:00.000Z',
        '2026-04-06T13:00:00.000Z',
      ]);
    }
    expect(expand(emailed[0]!).method).toBe('REQUEST');
    expect(expand(download.body).method).toBe('PUBLISH');

    // Cancelling one more occurrence of the booked series: an update with the new EXDATE, SEQUENCE + 1.
    const sequence = (booked.json() as { sequence: number }).sequence + 1;
    const skipped = await bed.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}/settings`,
      headers: bed.headers,
      payload: { skippedOccurrences: ['2026-03-23', '2026-03-30'] },
    });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({ sequence, recurrence: { skip: ['2026-03-23', '2026-03-30'] } });
    const updates = (await outboxIcs(title)).filter((ics) => ics.includes(`SEQUENCE:${sequence}\r\n`));
    expect(updates.length).toBe(emailed.length);
    expect(updates[0]).toContain('EXDATE;TZID=Europe/Berlin:20260323T150000,20260330T150000\r\n');
    expect(expand(updates[0]!).instants).toEqual(['2026-03-16T14:00:00.000Z', '2026-04-06T13:00:00.000Z']);

    // Cancelling the rest: a new last date (UNTIL, in UTC as RFC 5545 asks with a TZID start).
    const early = await bed.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}/settings`,
      headers: bed.headers,
      payload: { seriesUntil: '2026-03-30' },
    });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ sequence: sequence + 1, recurrence: { until: '2026-03-30' } });
    expect(early.json().recurrence.count).toBeUndefined();
    const ended = (await outboxIcs(title)).filter((ics) => ics.includes(`SEQUENCE:${sequence + 1}\r\n`));
    expect(ended.length).toBe(emailed.length);
    expect(ended[0]).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20260330T130000Z\r\n');
    expect(expand(ended[0]!).instants).toEqual(['2026-03-16T14:00:00.000Z']);

    const refused = await bed.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}/settings`,
      headers: bed.headers,
      payload: { seriesUntil: '2026-03-01' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.seriesUntil).toBe('The last date must be on or after the first');
  });
});

describe('the iCalendar builder for a series', () => {
  const base = {
    uid: 'series@overlap',
    sequence: 0,
    stamp: new Date('2026-08-31T23:30:00Z'),
    summary: 'Last-Friday review',
    organizer: { email: 'olga@example.com', name: 'Olga' },
    attendees: [{ email: 'ana@example.com' }],
  };

  it('writes a monthly last-weekday series until a date, in New York time across the autumn change', () => {
    const ics = buildInvitation({
      ...base,
      method: 'REQUEST',
      start: new Date('2026-09-25T20:00:00Z'), // Friday 16:00 EDT
      end: new Date('2026-09-25T21:00:00Z'),
      repeat: {
        zone: 'America/New_York',
        frequency: 'monthly',
        interval: 1,
        weekday: 5,
        ordinal: -1,
        until: new Date('2026-12-25T21:00:00Z'),
        skipped: [],
      },
    });
    expect(ics).toContain('RRULE:FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20261225T210000Z\r\n');
    expect(ics).not.toContain('EXDATE');
    const { instants, method } = expand(ics);
    expect(method).toBe('REQUEST');
    expect(instants).toEqual([
      '2026-09-25T20:00:00.000Z',
      '2026-10-30T20:00:00.000Z',
      '2026-11-27T21:00:00.000Z',
      '2026-12-25T21:00:00.000Z',
    ]);
  });

  it('follows Lord Howe’s half-hour change every other week in the southern spring', () => {
    const ics = buildInvitation({
      ...base,
      method: 'PUBLISH',
      start: new Date('2026-09-21T22:00:00Z'), // Tuesday 08:30 at +10:30
      end: new Date('2026-09-21T22:30:00Z'),
      repeat: {
        zone: 'Australia/Lord_Howe',
        frequency: 'weekly',
        interval: 2,
        weekday: 2,
        count: 3,
        skipped: [],
      },
    });
    expect(ics).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=3\r\n');
    // Lord Howe moves to +11:00 on Sunday 4 October 2026: 08:30 local is then 21:30 UTC.
    expect(expand(ics).instants).toEqual([
      '2026-09-21T22:00:00.000Z',
      '2026-10-05T21:30:00.000Z',
      '2026-10-19T21:30:00.000Z',
    ]);
  });
});
