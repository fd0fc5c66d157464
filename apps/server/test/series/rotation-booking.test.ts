import ICAL from 'ical.js';
import { signedInUser } from '../auth/support/signed-in-user';
import { describe, expect, it } from 'vitest';
import { seriesMailAppForFile } from './support/booked-series';
import { meetingRequest } from '../meetings/meeting-fixtures';
import { berlinSeriesRequest, seriesClock as pinned } from './support/berlin-series';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. "Now" is pinned to the Sunday evening before
// a Berlin series of five Mondays/Wednesdays that crosses the EU spring change on 29 March.
const MONDAY_16 = { weekday: 1, time: '16:00' };
const WEDNESDAY_8 = { weekday: 3, time: '08:00' };
const SID_AND_NIA = [
  { email: 'sid@example.com', name: 'Sid', required: true },
  { email: 'nia@example.com', name: 'Nia', required: true },
];

const { bed } = seriesMailAppForFile();

async function createRotationRequest(title: string, recurrence: Record<string, unknown> = {}) {
  const created = await bed.t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: bed.headers,
    payload: berlinSeriesRequest(title, { count: 5, ...recurrence }, { participants: SID_AND_NIA }),
  });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string; sequence: number };
}

const bookRotation = (id: string, payload: unknown, extra: Record<string, string> = bed.headers) =>
  bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${id}/book-rotation`,
    headers: extra,
    payload: payload as Record<string, unknown>,
  });

async function mailsAbout(title: string) {
  const result = await bed.t.database.db.execute(
    `select to_address as "to", template_key as template, text, ics, ics_method as method from outbox order by to_address`,
  );
  const rows = (result as unknown as { rows: Record<string, string | null>[] }).rows;
  return rows.filter((r) => r.text!.includes(title));
}

const ruleOf = (recur: ICAL.Recur | null) =>
  recur && { freq: recur.freq, interval: recur.interval, count: recur.count, byday: recur.parts.BYDAY };

/** Each VEVENT's UID, RRULE and the instants it expands to, read with the calendar's own VTIMEZONE. */
function readEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  const zone = vtimezone ? new ICAL.Timezone(vtimezone) : null;
  if (zone) ICAL.TimezoneService.register(zone);
  try {
    return calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      const instants: string[] = [];
      const iterator = event.iterator();
      for (let next = iterator.next(); next && instants.length < 60; next = iterator.next())
        instants.push(next.toJSDate().toISOString());
      return {
        uid: event.uid,
        sequence: event.sequence,
        rule: ruleOf(vevent.getFirstPropertyValue('rrule') as ICAL.Recur | null),
        instants,
      };
    });
  } finally {
    if (zone) ICAL.TimezoneService.remove(zone.tzid);
  }
}

describe('booking a rotation', () => {
  it('stores the slots, lists the turns and e-mails each person one REQUEST with a VEVENT per series', async () => {
    const title = 'Rotating sync Berlin Sydney New York';
    const meeting = await createRotationRequest(title, { skip: ['2026-04-13'] });
    const booked = await bookRotation(meeting.id, { slots: [MONDAY_16, WEDNESDAY_8] });
    expect(booked.statusCode).toBe(200);
    const detail = booked.json();
    expect(detail).toMatchObject({
      status: 'scheduled',
      rotation: [MONDAY_16, WEDNESDAY_8],
      chosenStart: '2026-03-16T15:00:00.000Z',
    });
    // Mon 16, Wed 25 (before the change), Mon 30 and Wed 8 Apr (after it), Mon 13 Apr skipped.
    expect(
      detail.bookedOccurrences.map((o: { start: string; skipped: boolean }) => [o.start, o.skipped]),
    ).toEqual([
      ['2026-03-16T15:00:00.000Z', false],
      ['2026-03-25T07:00:00.000Z', false],
      ['2026-03-30T14:00:00.000Z', false],
      ['2026-04-08T06:00:00.000Z', false],
      ['2026-04-13T14:00:00.000Z', true],
    ]);

    const scheduled = (await mailsAbout(title)).filter((m) => m.template === 'scheduled');
    expect(scheduled.map((m) => m.to)).toEqual(['nia@example.com', 'sid@example.com']);
    const nia = scheduled[0]!;
    expect(nia.text).toContain(
      '2 alternating times, taking turns: (1) Monday 16 March 2026, 16:00–16:45, Berlin (GMT+1), then every 2 weeks on Monday at the same time, 3 times, except Monday 13 April 2026;',
    );
    expect(nia.text).toContain(
      '(2) Wednesday 25 March 2026, 08:00–08:45, Berlin (GMT+1), then every 2 weeks on Wednesday at the same time, 2 times.',
    );
    expect(nia.method).toBe('REQUEST');
    const events = readEvents(nia.ics!);
    // The detail names the UIDs the copies really carry, one per series, and no other.
    const { uid, uids } = detail.invitation as { uid: string; uids: string[] };
    expect(events.map((e) => e.uid)).toEqual(uids);
    expect(uids).toEqual([
      expect.stringMatching(/^rotation-1-of-2\./),
      expect.stringMatching(/^rotation-2-of-2\./),
    ]);
    expect(uid).toBe(uids[0]);
    const download = await bed.t.app.inject({
      url: `/api/meetings/${meeting.id}/invitation.ics`,
      headers: bed.headers,
    });
    expect(readEvents(download.body).map((e) => e.uid)).toEqual(uids);
    expect(events.map((e) => e.sequence)).toEqual([detail.sequence, detail.sequence]);
    expect(events[0]!.rule).toEqual({ freq: 'WEEKLY', interval: 2, count: 3, byday: ['MO'] });
    expect(events[1]!.rule).toEqual({ freq: 'WEEKLY', interval: 2, count: 2, byday: ['WE'] });
    expect(nia.ics).toContain('EXDATE;TZID=Europe/Berlin:20260413T160000');
    expect(events[0]!.instants).toEqual(['2026-03-16T15:00:00.000Z', '2026-03-30T14:00:00.000Z']);
    expect(events[1]!.instants).toEqual(['2026-03-25T07:00:00.000Z', '2026-04-08T06:00:00.000Z']);

    // Its dates are not cancelled one by one; one time cannot replace it.
    const one = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/occurrences/cancel`,
      headers: bed.headers,
      payload: { date: '2026-03-25', scope: 'this' },
    });
    expect(one.statusCode).toBe(409);
    const single = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/book`,
      headers: bed.headers,
      payload: { start: Date.parse('2026-03-16T15:00:00Z') },
    });
    expect(single.statusCode).toBe(409);

    // Skipping a Monday in the settings sends the updated REQUEST: the EXDATE goes to the Monday series.
    const skipped = await bed.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}/settings`,
      headers: bed.headers,
      payload: { skippedOccurrences: ['2026-03-30', '2026-04-13'] },
    });
    expect(skipped.statusCode).toBe(200);
    const updated = (await mailsAbout(title)).find(
      (m) => m.template === 'meeting_updated' && m.to === 'nia@example.com',
    )!;
    const [monday, wednesday] = readEvents(updated.ics!);
    expect(monday!.instants).toEqual(['2026-03-16T15:00:00.000Z']);
    expect(monday!.sequence).toBe(detail.sequence + 1);
    expect(wednesday!.instants).toEqual(['2026-03-25T07:00:00.000Z', '2026-04-08T06:00:00.000Z']);

    // Cancelling the meeting withdraws every series: one CANCEL naming both UIDs.
    const cancelled = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/cancel`,
      headers: bed.headers,
      payload: { reason: 'Project ended' },
    });
    expect(cancelled.statusCode).toBe(200);
    const cancel = (await mailsAbout(title)).find(
      (m) => m.template === 'cancelled' && m.to === 'sid@example.com',
    )!;
    expect(cancel.method).toBe('CANCEL');
    expect(readEvents(cancel.ics!).map((e) => e.uid)).toEqual(uids);
  });

  it('books once for 20 requests at the same moment, and refuses another rotation afterwards', async () => {
    const title = 'Rotation booked from twenty tabs';
    const meeting = await createRotationRequest(title);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => bookRotation(meeting.id, { slots: [MONDAY_16, WEDNESDAY_8] })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().sequence)).size).toBe(1);
    expect((await mailsAbout(title)).filter((m) => m.template === 'scheduled')).toHaveLength(2);
    const other = await bookRotation(meeting.id, { slots: [WEDNESDAY_8, MONDAY_16] });
    expect(other.statusCode).toBe(409);
  });

  it('does not move as one series: the move is refused and says what to do instead', async () => {
    const meeting = await createRotationRequest('Rotation someone tries to move');
    const booked = await bookRotation(meeting.id, { slots: [MONDAY_16, WEDNESDAY_8] });
    expect(booked.statusCode).toBe(200);
    const moved = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/reschedule`,
      headers: bed.headers,
      payload: { start: Date.parse('2026-03-17T09:00:00Z'), sequence: booked.json().sequence },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/booked as a rotation, which cannot be moved/);
  });

  it('is not reopened for new answers either: it stays booked and says what to do instead', async () => {
    const meeting = await createRotationRequest('Rotation someone tries to reopen');
    const booked = await bookRotation(meeting.id, { slots: [MONDAY_16, WEDNESDAY_8] });
    expect(booked.statusCode).toBe(200);
    const reopened = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/reopen`,
      headers: bed.headers,
    });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe(
      'A booked rotation cannot be reopened for new answers. Cancel it and make a new request instead.',
    );
    const detail = await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: bed.headers });
    expect(detail.json()).toMatchObject({ status: 'scheduled', sequence: booked.json().sequence });
  });

  it('is the organizer’s alone', async () => {
    const meeting = await createRotationRequest('Rotation someone else tries to book');
    const mallory = { ...(await signedInUser(bed.t, 'mallory@example.com', 'Mallory')).headers, ...pinned };
    expect((await bookRotation(meeting.id, { slots: [MONDAY_16, WEDNESDAY_8] }, mallory)).statusCode).toBe(
      404,
    );
    expect((await bookRotation(meeting.id, { slots: [MONDAY_16, WEDNESDAY_8] }, pinned)).statusCode).toBe(
      401,
    );
  });

  it('refuses bad input with 400 and says why', async () => {
    const meeting = await createRotationRequest('Rotation with bad slots');
    for (const [payload, message] of [
      [{ slots: [MONDAY_16] }, 'A rotation has two or three slots'],
      [{ slots: [MONDAY_16, MONDAY_16] }, 'must differ'],
      [{ slots: [MONDAY_16, { weekday: 8, time: '09:00' }] }, 'weekday from 1 (Monday) to 7 (Sunday)'],
      [{ slots: [MONDAY_16, { weekday: 2, time: '09:10' }] }, 'quarter hour'],
      [{ slots: [MONDAY_16, { weekday: 6, time: '09:00' }] }, 'That weekday is not one the request allows'],
      [{ slots: [MONDAY_16, { weekday: 2, time: '18:30' }] }, 'outside the hours the request allows'],
      [{ start: 1 }, 'two or three slots'],
    ] as const) {
      const refused = await bookRotation(meeting.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    const short = await createRotationRequest('Rotation longer than its series', { count: 2 });
    const tooShort = await bookRotation(short.id, {
      slots: [MONDAY_16, WEDNESDAY_8, { weekday: 5, time: '12:00' }],
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fields.slots).toContain('needs at least 3 occurrences');

    const single = await bed.t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bed.headers,
      payload: meetingRequest({ title: 'One-off meeting' }),
    });
    const notSeries = await bookRotation(single.json().id, { slots: [MONDAY_16, WEDNESDAY_8] });
    expect(notSeries.statusCode).toBe(400);
    expect(notSeries.json().fields.meeting).toContain('Only a recurring meeting');
  });
});
