import { expect, it } from 'vitest';
import { bookMeeting, cancelMeeting, dayFromNow, createdMeeting } from '../meetings/meeting-fixtures';
import { startRadicale } from '../support/radicale';
import { signedInUser } from '../auth/support/signed-in-user';
import { ownerAndStranger } from './support';
import { connectWriteCalendar, writeCalendarBedForFile } from './write-calendar-bed';
import { eventuallyTrue } from '../support/eventually';

const bed = writeCalendarBedForFile(() => startRadicale());

/** Radicale answers GET on a collection with the whole calendar as one iCalendar text. */
async function calendarText(): Promise<string> {
  const response = await fetch(bed.calendarUrl, { headers: { authorization: bed.server.authorization } });
  return response.text();
}

it('writes a booked meeting into the write-target calendar and deletes it when the meeting is cancelled', async () => {
  const { owner } = await ownerAndStranger(bed.t);
  await connectWriteCalendar(bed.t, owner.headers, bed.server);

  const meeting = await createdMeeting(bed.t, owner.headers);
  const start = dayFromNow(3) + 10 * 3600_000;
  await bookMeeting(bed.t, owner.headers, meeting.id, start);
  const stamp = new Date(start).toISOString().replace(/[-:]/g, '').slice(0, 15);
  await eventuallyTrue(
    async () => (await calendarText()).includes('SUMMARY:Quarterly planning'),
    'the event is written',
  );
  const written = (await calendarText()).replace(/\r\n[ \t]/g, '');
  expect(written).toContain(stamp.slice(0, 8));
  expect(written).toMatch(/ATTENDEE[^\r\n]*ana@example.com/);

  // CalDAV servers send no invitations: the participants get ours, and the organizer sees the write.
  await eventuallyTrue(async () => {
    const detail = await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: owner.headers });
    return detail.json().delivery.calendar.state === 'written';
  }, 'the write is recorded');
  const detail = (
    await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: owner.headers })
  ).json();
  expect(detail.delivery).toMatchObject({
    calendar: { state: 'written', calendarName: 'Meetings', provider: 'caldav', message: null },
    invitationsFromCalendar: false,
  });
  const mails = (await bed.t.database.db.execute(
    `select ics_method from outbox where template_key = 'scheduled'`,
  )) as unknown as { rows: { ics_method: string | null }[] };
  expect(mails.rows.map((r) => r.ics_method)).toEqual(['REQUEST', 'REQUEST', 'REQUEST']);

  await cancelMeeting(bed.t, owner.headers, meeting.id);
  await eventuallyTrue(
    async () => !(await calendarText()).includes('Quarterly planning'),
    'the event is deleted',
  );
}, 60_000);

it('moves the event in place on the CalDAV server when the meeting is rescheduled: same object, new DTSTART, the meeting’s SEQUENCE', async () => {
  const organizer = await signedInUser(bed.t, 'rhea@example.com', 'Rhea Move');
  await connectWriteCalendar(bed.t, organizer.headers, bed.server);
  const read = async () => (await calendarText()).replace(/\r\n[ \t]/g, '');
  const meeting = await createdMeeting(bed.t, organizer.headers, { title: 'Moving on CalDAV' });
  const first = dayFromNow(3) + 9 * 3600_000;
  const next = first + 5 * 3600_000;
  const stamp = (epoch: number) => new Date(epoch).toISOString().replace(/[-:]/g, '').slice(0, 15);
  await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/book`,
    headers: organizer.headers,
    payload: { start: first },
  });
  await eventuallyTrue(
    async () => (await read()).includes(`DTSTART:${stamp(first)}`),
    'the event is written',
  );
  const objectOf = async () =>
    (
      (await bed.t.database.db.execute(
        `select provider_event_id from meeting_calendar_events where meeting_id = '${meeting.id}'`,
      )) as unknown as { rows: { provider_event_id: string }[] }
    ).rows[0]!.provider_event_id;
  const objectUrl = await objectOf();
  expect(await read()).toContain('SEQUENCE:1');

  const moved = await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/reschedule`,
    headers: organizer.headers,
    payload: { start: next, sequence: 1 },
  });
  expect(moved.statusCode).toBe(200);
  await eventuallyTrue(async () => (await read()).includes(`DTSTART:${stamp(next)}`), 'the event is moved');
  const after = await read();
  expect(after).not.toContain(`DTSTART:${stamp(first)}`);
  expect(after).toContain('SEQUENCE:2');
  expect(after).toContain(`UID:${meeting.id}@overlap`);
  expect(await objectOf()).toBe(objectUrl);
}, 60_000);
