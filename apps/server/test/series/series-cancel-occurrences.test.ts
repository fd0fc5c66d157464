import { describe, expect, it } from 'vitest';
import { meetingRequest, tokenOf } from '../meetings/meeting-fixtures';
import { fourBerlinMondaysWithSkipped, seriesClock as pinned } from './support/berlin-series';
import { expand } from './support/booked-series';
import { seriesMailAppForFile } from './support/booked-series';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. "Now" is pinned to a late Sunday evening
// UTC before a Berlin Monday series (15:00) that crosses the EU spring change on 29 March and Sydney's
// autumn change on 5 April, so the guest in Sydney meets on Tuesdays, then on a Monday.

const { bed, createSeries, answer, outbox, book, cancelOccurrences } = seriesMailAppForFile();

describe('cancelling occurrences of a booked series', () => {
  it('sends a CANCEL with RECURRENCE-ID for one date and a new UNTIL for the rest, in words per zone', async () => {
    const title = 'Weekly sync with Sydney and New York';
    const meeting = await createSeries(title);
    await answer(
      meeting,
      'sid@example.com',
      'Australia/Sydney',
      '2026-03-16T13:00:00Z',
      '2026-03-16T16:00:00Z',
    );
    await answer(
      meeting,
      'nia@example.com',
      'America/New_York',
      '2026-03-16T13:00:00Z',
      '2026-03-16T16:00:00Z',
    );
    const booked = await book(meeting, '2026-03-16T14:00:00Z');
    expect(booked.statusCode).toBe(200);
    const sequence = booked.json().sequence as number;

    const invitations = await outbox(title);
    const invited = invitations.find((r) => r.template === 'invitation')!;
    expect(invited.text).toContain(`"${title}" (45 minutes) weekly, 4 times, from 16 March 2026.`);
    const ready = invitations.find((r) => r.template === 'all_answered')!;
    expect(ready.text).toContain(
      'Every required participant has answered about the series (weekly, 4 times, from 16 March 2026)',
    );
    const scheduled = invitations.filter((r) => r.template === 'scheduled');
    const sydney = scheduled.find((r) => r.to.startsWith('sid'))!;
    const newYork = scheduled.find((r) => r.to.startsWith('nia'))!;
    const rule =
      'Monday 16 March 2026, 15:00–15:45, Berlin (GMT+1), then every Monday at the same time, 4 times';
    // Sydney leaves summer time on 5 April: Tuesday 01:00, then 00:00 after Berlin's change, then Monday 23:00.
    expect(sydney.text).toContain(
      `${rule}; in Sydney that is Tuesday 01:00–01:45 from 17 March to 24 March, then Tuesday 00:00–00:45 on 31 March, then Monday 23:00–23:45 on 6 April, as the clocks change.`,
    );
    // New York changed on 8 March, Berlin on 29 March: 10:00 for two weeks, then 09:00.
    expect(newYork.text).toContain(
      `${rule}; in New York that is Monday 10:00–10:45 from 16 March to 23 March, then Monday 09:00–09:45 from 30 March to 6 April, as the clocks change.`,
    );

    // One occurrence: the third Monday, with a reason.
    const one = await cancelOccurrences(meeting, { date: '2026-03-30', reason: 'Team offsite' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      sequence: sequence + 1,
      recurrence: { skip: ['2026-03-30'], count: 4 },
    });
    // The detail lists the booked dates for the screens, the cancelled one marked.
    expect(one.json().bookedOccurrences).toEqual(fourBerlinMondaysWithSkipped('2026-03-30'));
    const cancels = (await outbox(title)).filter((r) => r.ics?.includes('METHOD:CANCEL'));
    expect(cancels.map((r) => r.to).sort()).toEqual(['nia@example.com', 'sid@example.com']);
    const cancel = cancels.find((r) => r.to.startsWith('sid'))!;
    expect(cancel.ics).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20260330T150000\r\n');
    expect(cancel.ics).toContain('DTSTART;TZID=Europe/Berlin:20260330T150000\r\n');
    expect(cancel.ics).toContain(`SEQUENCE:${sequence + 1}\r\n`);
    expect(cancel.ics).toContain('STATUS:CANCELLED\r\n');
    expect(cancel.ics).toContain('COMMENT:Team offsite\r\n');
    expect(cancel.ics).toContain('BEGIN:VTIMEZONE\r\n');
    expect(cancel.ics).not.toContain('RRULE');
    expect(cancel.text).toContain('Tuesday 31 March 2026, 00:00–00:45, Sydney (GMT+11) — only this date');
    expect(cancel.text).toContain('Team offsite');
    // The next .ics everyone downloads has the date as EXDATE.
    const file = await bed.t.app.inject({
      url: `/api/participant/invitation.ics?token=${tokenOf(meeting.participants[0]!.link)}`,
      headers: pinned,
    });
    expect(file.body).toContain('EXDATE;TZID=Europe/Berlin:20260330T150000\r\n');
    expect(expand(file.body)).toEqual([
      '2026-03-16T14:00:00.000Z',
      '2026-03-23T14:00:00.000Z',
      '2026-04-06T13:00:00.000Z',
    ]);

    // The same request again changes nothing and mails nobody.
    const repeated = await cancelOccurrences(meeting, { date: '2026-03-30', reason: 'Team offsite' });
    expect(repeated.json().sequence).toBe(sequence + 1);
    expect((await outbox(title)).filter((r) => r.ics?.includes('METHOD:CANCEL'))).toHaveLength(2);

    // Bad dates: not an occurrence, already begun, the whole series.
    const tuesday = await cancelOccurrences(meeting, { date: '2026-03-31' });
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().fields.date).toContain('The series has no occurrence on 2026-03-31');
    expect(tuesday.json().params).toMatchObject({ date: '2026-03-31' });
    const begun = await cancelOccurrences(
      meeting,
      { date: '2026-03-16' },
      { 'x-overlap-test-now': '2026-03-16T14:10:00Z' },
    );
    expect(begun.statusCode).toBe(400);
    expect(begun.json().fields.date).toContain('already begun');
    const everything = await cancelOccurrences(meeting, { date: '2026-03-16', scope: 'following' });
    expect(everything.statusCode).toBe(400);
    expect(everything.json().fields.date).toContain('cancel the meeting instead');
    const garbled = await cancelOccurrences(meeting, { date: '30/03/2026', scope: 'some' });
    expect(garbled.statusCode).toBe(400);

    // The rest from 6 April: UNTIL becomes the last kept date before it (23 March; 30 March is skipped).
    const rest = await cancelOccurrences(meeting, { date: '2026-04-06', scope: 'following' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({
      sequence: sequence + 2,
      recurrence: { until: '2026-03-23', skip: [] },
    });
    const updates = (await outbox(title)).filter((r) => r.ics?.includes(`SEQUENCE:${sequence + 2}\r\n`));
    expect(updates).toHaveLength(2);
    expect(updates[0]!.ics).toContain('METHOD:REQUEST\r\n');
    expect(updates[0]!.ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20260323T140000Z\r\n');
    expect(expand(updates[0]!.ics!)).toEqual(['2026-03-16T14:00:00.000Z', '2026-03-23T14:00:00.000Z']);
    expect(updates[0]!.text).toContain('every date from Monday 6 April 2026 on is cancelled');
    expect(updates[0]!.text).toContain('until Monday 23 March 2026');
  });

  it('refuses a meeting that is not a booked series', async () => {
    const single = await bed.t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bed.headers,
      payload: meetingRequest({ windowStart: '2026-03-16T00:00:00Z', windowEnd: '2026-03-23T00:00:00Z' }),
    });
    const notSeries = await cancelOccurrences(single.json(), { date: '2026-03-16' });
    expect(notSeries.statusCode).toBe(400);
    const open = await createSeries('Series not booked yet');
    const notBooked = await cancelOccurrences(open, { date: '2026-03-16' });
    expect(notBooked.statusCode).toBe(409);
    const detail = await bed.t.app.inject({ url: `/api/meetings/${open.id}`, headers: bed.headers });
    expect(detail.json().bookedOccurrences).toBeNull();
  });
});
