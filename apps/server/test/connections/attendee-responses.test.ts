import { expect, it } from 'vitest';
import { connectWriteCalendar, threeCalendarsForFile } from '../support/three-calendars';
import { signedInUser } from '../auth/support/signed-in-user';
import { meetingRequest, workdayFromNow } from '../meetings/meeting-fixtures';
import { sweepAnswersOnce } from './attendee-sweep';
import { eventually } from '../support/eventually';

const HOUR = 3600_000;
const bed = threeCalendarsForFile('Meetings');

type Headers = Record<string, string>;
const post = (url: string, payload: unknown, headers: Headers) =>
  bed.t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const detailOf = async (id: string, headers: Headers) =>
  (await bed.t.app.inject({ url: `/api/meetings/${id}`, headers })).json();

/** A meeting booked by a new organizer whose write target is `provider`, once its event is written. */
async function bookedWith(provider: 'google' | 'microsoft' | 'caldav', email: string, hour: number) {
  const organizer = await signedInUser(bed.t, email, `${provider} organizer`);
  await connectWriteCalendar(bed, provider, organizer.headers);
  const meeting = (
    await post('/api/meetings', meetingRequest({ title: `Answers ${provider}` }), organizer.headers)
  ).json();
  await post(
    `/api/meetings/${meeting.id}/book`,
    { start: workdayFromNow(3) + hour * HOUR },
    organizer.headers,
  );
  await eventually(
    () => detailOf(meeting.id, organizer.headers),
    (d) => d.delivery?.calendar.state === 'written',
    `the ${provider} event is written`,
  );
  const rows = (await bed.t.database.db.execute(
    `select provider_event_id, etag from meeting_calendar_events where meeting_id = '${meeting.id}'`,
  )) as unknown as { rows: { provider_event_id: string; etag: string | null }[] };
  return { id: meeting.id as string, headers: organizer.headers, eventId: rows.rows[0]!.provider_event_id };
}

const responsesOf = async (id: string, headers: Headers) =>
  Object.fromEntries(
    (await detailOf(id, headers)).participants.map(
      (p: { email: string; response: string; responseSource: string | null }) => [
        p.email,
        `${p.response}/${p.responseSource ?? '-'}`,
      ],
    ),
  );

it('reads declines and acceptances from fake Google, fake Graph and Radicale PARTSTAT, only for events it wrote, and tells the organizer of a required decline', async () => {
  const viaGoogle = await bookedWith('google', 'gus@example.com', 9);
  const viaGraph = await bookedWith('microsoft', 'mia@example.com', 11);
  const viaCaldav = await bookedWith('caldav', 'cal@example.com', 13);

  bed.google.respond(viaGoogle.eventId, 'ana@example.com', 'declined');
  bed.google.respond(viaGoogle.eventId, 'ben@example.com', 'accepted');
  bed.microsoft.respond(viaGraph.eventId, 'ana@example.com', 'tentativelyAccepted');
  bed.microsoft.respond(viaGraph.eventId, 'ben@example.com', 'declined');
  bed.microsoft.respond(viaGraph.eventId, 'cy@example.com', 'accepted');
  // An attendee's answer lands in the organizer's copy on the CalDAV server: a real PUT with If-Match.
  const current = await fetch(viaCaldav.eventId, { headers: { authorization: bed.radicale.authorization } });
  const text = (await current.text()).replace(/\r\n[ \bed.t]/g, '');
  const answered = text.replace(
    /(ATTENDEE[^\r\n]*?)PARTSTAT=NEEDS-ACTION([^\r\n]*mailto:ana@example\.com)/,
    '$1PARTSTAT=ACCEPTED$2',
  );
  expect(answered).not.toBe(text);
  const put = await fetch(viaCaldav.eventId, {
    method: 'PUT',
    headers: {
      authorization: bed.radicale.authorization,
      'content-type': 'text/calendar; charset=utf-8',
      'if-match': current.headers.get('etag')!,
    },
    body: answered,
  });
  expect(put.ok).toBe(true);

  const outcome = await sweepAnswersOnce(bed.t, bed.env);
  const told = outcome.told.map((d) => `${d.meeting}:${d.name}`);
  // The app's own sweep may run meanwhile (every 5 minutes): between the two, the answers are recorded.
  expect(outcome).toMatchObject({ read: 3, failed: 0 });

  expect(await responsesOf(viaGoogle.id, viaGoogle.headers)).toEqual({
    'ana@example.com': 'declined/calendar',
    'ben@example.com': 'accepted/calendar',
    'cy@example.com': 'needs-action/-',
  });
  expect(await responsesOf(viaGraph.id, viaGraph.headers)).toEqual({
    'ana@example.com': 'tentative/calendar',
    'ben@example.com': 'declined/calendar',
    'cy@example.com': 'accepted/calendar',
  });
  expect(await responsesOf(viaCaldav.id, viaCaldav.headers)).toEqual({
    'ana@example.com': 'accepted/calendar',
    'ben@example.com': 'needs-action/-',
    'cy@example.com': 'needs-action/-',
  });
  /** Who the organizers were told declined: by this sweep, or by the app's own one through its e-mails. */
  const toldAll = async () => {
    const mails = (await bed.t.database.db.execute(
      `select text from outbox where template_key = 'booked_declined'`,
    )) as unknown as { rows: { text: string }[] };
    const mailed = mails.rows.map((m) => {
      const [, name, title] = /(\w+), who is required, cannot make "([^"]+)"/.exec(m.text)!;
      return `${title}:${name}`;
    });
    return [...told, ...mailed].sort();
  };
  expect(await toldAll()).toEqual(['Answers google:Ana', 'Answers microsoft:Ben']);
  const offer = (await detailOf(viaGoogle.id, viaGoogle.headers)).declineOffer;
  expect(offer.declined.map((d: { email: string }) => d.email)).toEqual(['ana@example.com']);

  // Nothing new: nothing changes and nobody is told again; a cancelled meeting's event is not read.
  expect((await post(`/api/meetings/${viaCaldav.id}/cancel`, {}, viaCaldav.headers)).statusCode).toBe(200);
  const reads = bed.google.requests.filter(
    (r) => r.method === 'GET' && r.path.endsWith(viaGoogle.eventId),
  ).length;
  expect(await sweepAnswersOnce(bed.t, bed.env)).toEqual({ read: 2, changed: 0, failed: 0, told: [] });
  expect(
    bed.google.requests.filter((r) => r.method === 'GET' && r.path.endsWith(viaGoogle.eventId)).length,
  ).toBeGreaterThan(reads);
  expect(await toldAll()).toHaveLength(2);
}, 90_000);
