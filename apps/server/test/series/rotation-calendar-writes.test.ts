import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { connectWriteCalendar, threeCalendarsForFile, type WriteProvider } from '../support/three-calendars';
import { signedInUser } from '../auth/support/signed-in-user';
import { sweepAnswersOnce } from '../connections/attendee-sweep';
import { anyTimeBerlinSeriesRequest } from './support/berlin-series';
import { eventually } from '../support/eventually';
import { type FakeGoogle } from '../support/fake-google';

// A Berlin rotation of Monday 16:00 and Wednesday 08:00, five turns from 16 March 2026 across the EU
// spring change, written by each provider as two recurring events and cancelled as two.
const pinned = { 'x-overlap-test-now': '2026-03-15T22:45:00.000Z' };
const SLOTS = [
  { weekday: 1, time: '16:00' },
  { weekday: 3, time: '08:00' },
];

const bed = threeCalendarsForFile('Rotations', { TEST_CLOCK_HEADER: 'true' });

type Headers = Record<string, string>;
type Provider = WriteProvider;
const post = (url: string, payload: unknown, headers: Headers) =>
  bed.t.app.inject({ method: 'POST', url, headers, payload: payload as object });

/** A rotation booked by a new organizer whose write target is `provider`, once its events are written. */
async function rotationWrittenTo(provider: Provider, who = 'rotation') {
  const organizer = await signedInUser(bed.t, `${provider}-${who}@example.com`, `${provider} organizer`);
  const headers = { ...organizer.headers, ...pinned };
  await connectWriteCalendar(bed, provider, organizer.headers);
  const title = who === 'rotation' ? `Rotation on ${provider}` : `Rotation on ${provider} (${who})`;
  const meeting = (
    await post('/api/meetings', anyTimeBerlinSeriesRequest(title, { count: 5 }), headers)
  ).json();
  const booked = await post(`/api/meetings/${meeting.id}/book-rotation`, { slots: SLOTS }, headers);
  expect(booked.statusCode).toBe(200);
  await eventually(
    async () => (await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers })).json(),
    (d) => d.delivery?.calendar.state === 'written',
    `the ${provider} events are written`,
  );
  const links = (await bed.t.database.db.execute(
    `select part, provider_event_id from meeting_calendar_events where meeting_id = '${meeting.id}' order by part`,
  )) as unknown as { rows: { part: number; provider_event_id: string }[] };
  expect(links.rows.map((r) => r.part)).toEqual([1, 2]);
  const cancel = async () => {
    expect((await post(`/api/meetings/${meeting.id}/cancel`, {}, headers)).statusCode).toBe(200);
    await eventually(
      async () =>
        (await bed.t.database.db.execute(
          `select part from meeting_calendar_events where meeting_id = '${meeting.id}'`,
        )) as unknown as { rows: unknown[] },
      (r) => r.rows.length === 0,
      `the ${provider} events are deleted`,
    );
  };
  /** Skips every Wednesday: the second series has no date left, so its event leaves the calendar. */
  const emptySecondSeries = async () => {
    const skipped = await bed.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}/settings`,
      headers,
      payload: { skippedOccurrences: ['2026-03-25', '2026-04-08'] },
    });
    expect(skipped.statusCode).toBe(200);
    await eventually(
      async () =>
        (await bed.t.database.db.execute(
          `select part from meeting_calendar_events where meeting_id = '${meeting.id}' order by part`,
        )) as unknown as { rows: { part: number }[] },
      (r) => r.rows.map((row) => row.part).join() === '1',
      `the ${provider} event of the second series is deleted`,
    );
  };
  return {
    id: meeting.id as string,
    headers,
    title,
    emptySecondSeries,
    uids: booked.json().invitation.uids as string[],
    eventIds: links.rows.map((r) => r.provider_event_id),
    cancel,
  };
}

const bodiesOf = (requests: FakeGoogle['requests'], title: string) =>
  requests
    .filter((r) => r.method === 'POST' && /\/events$/.test(r.path) && r.body.includes(title))
    .map((r) => JSON.parse(r.body));

describe('a booked rotation on each provider', () => {
  it('is two recurring events at Google (fake), each with its own UID and rule, both deleted on cancel', async () => {
    const { title, uids, eventIds, cancel } = await rotationWrittenTo('google');
    const bodies = bodiesOf(bed.google.requests, title);
    expect(bodies.map((b) => [b.iCalUID, b.start, b.recurrence])).toEqual([
      [
        uids[0]!,
        { dateTime: '2026-03-16T16:00:00', timeZone: 'Europe/Berlin' },
        ['RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=3'],
      ],
      [
        uids[1]!,
        { dateTime: '2026-03-25T08:00:00', timeZone: 'Europe/Berlin' },
        ['RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;COUNT=2'],
      ],
    ]);
    await cancel();
    const deleted = bed.google.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);
    for (const id of eventIds) expect(deleted.some((path) => path.endsWith(`/events/${id}`))).toBe(true);
  });

  it('is two patternedRecurrence events at Graph (fake), both deleted on cancel', async () => {
    const { title, eventIds, cancel } = await rotationWrittenTo('microsoft');
    const bodies = bodiesOf(bed.microsoft.requests, title);
    expect(bodies.map((b) => [b.start, b.recurrence.pattern, b.recurrence.range])).toEqual([
      [
        { dateTime: '2026-03-16T16:00:00', timeZone: 'Europe/Berlin' },
        { type: 'weekly', interval: 2, daysOfWeek: ['monday'], firstDayOfWeek: 'monday' },
        {
          type: 'numbered',
          numberOfOccurrences: 3,
          startDate: '2026-03-16',
          recurrenceTimeZone: 'Europe/Berlin',
        },
      ],
      [
        { dateTime: '2026-03-25T08:00:00', timeZone: 'Europe/Berlin' },
        { type: 'weekly', interval: 2, daysOfWeek: ['wednesday'], firstDayOfWeek: 'monday' },
        {
          type: 'numbered',
          numberOfOccurrences: 2,
          startDate: '2026-03-25',
          recurrenceTimeZone: 'Europe/Berlin',
        },
      ],
    ]);
    await cancel();
    const deleted = bed.microsoft.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);
    for (const id of eventIds) expect(deleted).toContain(`/v1.0/me/events/${id}`);
  });

  it('is two objects on Radicale that expand to the alternating Berlin instants across the change, both deleted on cancel', async () => {
    const { title, uids, cancel } = await rotationWrittenTo('caldav');
    // Each object read back on its own, expanded with its own VTIMEZONE.
    const report = await fetch(bed.calendarUrl, {
      method: 'REPORT',
      headers: { authorization: bed.radicale.authorization, depth: '1', 'content-type': 'application/xml' },
      body: `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"/></C:filter>
</C:calendar-query>`,
    });
    expect(report.status).toBe(207);
    const objects = [
      ...(await report.text()).matchAll(/<[^>]*calendar-data[^>]*>([\s\S]*?)<\/[^>]*calendar-data>/g),
    ].map((m) =>
      m[1]!.replace(/&#13;/g, '\r').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
    );
    const expanded: Record<string, string[]> = {};
    for (const data of objects) {
      const calendar = new ICAL.Component(ICAL.parse(data));
      const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
      ICAL.TimezoneService.register(zone);
      try {
        const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
        if (event.summary !== title) continue;
        const instants: string[] = [];
        const iterator = event.iterator();
        for (let next = iterator.next(); next && instants.length < 60; next = iterator.next())
          instants.push(next.toJSDate().toISOString());
        expanded[event.uid] = instants;
      } finally {
        ICAL.TimezoneService.remove(zone.tzid);
      }
    }
    expect(expanded).toEqual({
      [uids[0]!]: ['2026-03-16T15:00:00.000Z', '2026-03-30T14:00:00.000Z', '2026-04-13T14:00:00.000Z'],
      [uids[1]!]: ['2026-03-25T07:00:00.000Z', '2026-04-08T06:00:00.000Z'],
    });
    await cancel();
    const after = await (
      await fetch(bed.calendarUrl, { headers: { authorization: bed.radicale.authorization } })
    ).text();
    expect(after).not.toContain(title);
  });

  it('deletes the event of a series left without dates at each provider, and keeps the other', async () => {
    for (const [provider, requests] of [
      ['google', () => bed.google.requests],
      ['microsoft', () => bed.microsoft.requests],
    ] as const) {
      const { eventIds, emptySecondSeries, cancel } = await rotationWrittenTo(provider, 'emptied');
      await emptySecondSeries();
      const deletes = requests()
        .filter((r) => r.method === 'DELETE')
        .map((r) => r.path);
      expect(deletes.some((path) => path.endsWith(`/events/${eventIds[1]}`))).toBe(true);
      expect(deletes.some((path) => path.endsWith(`/events/${eventIds[0]}`))).toBe(false);
      await cancel();
    }
    const { uids, emptySecondSeries } = await rotationWrittenTo('caldav', 'emptied');
    const objects = async () =>
      (await fetch(bed.calendarUrl, { headers: { authorization: bed.radicale.authorization } })).text();
    expect(await objects()).toContain(uids[1]!);
    await emptySecondSeries();
    const after = await objects();
    expect(after).not.toContain(uids[1]!);
    expect(after).toContain(uids[0]!);
  });

  it('reads the attendees’ answers from every series: a decline of one series declines, accepted means both', async () => {
    const { id, headers, eventIds } = await rotationWrittenTo('google', 'answers');
    const [mondays, wednesdays] = eventIds as [string, string];
    bed.google.respond(mondays, 'ana@example.com', 'accepted');
    bed.google.respond(wednesdays, 'ana@example.com', 'declined');
    bed.google.respond(mondays, 'ben@example.com', 'accepted');
    bed.google.respond(wednesdays, 'ben@example.com', 'accepted');
    bed.google.respond(mondays, 'cy@example.com', 'accepted');
    const outcome = await sweepAnswersOnce(bed.t, bed.env, () => Date.parse(pinned['x-overlap-test-now']));
    // Both series of this meeting were read (other tests' meetings are read too).
    expect(outcome.read).toBeGreaterThanOrEqual(2);
    const detail = (await bed.t.app.inject({ url: `/api/meetings/${id}`, headers })).json();
    const answers = Object.fromEntries(
      detail.participants.map((p: { email: string; response: string }) => [p.email, p.response]),
    );
    // Cy accepted the Mondays and has not answered the Wednesdays yet.
    expect(answers).toMatchObject({
      'ana@example.com': 'declined',
      'ben@example.com': 'accepted',
      'cy@example.com': 'needs-action',
    });
    expect(outcome.told.map((d) => d.email)).toEqual(['ana@example.com']);
  });
});
