import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { connectGoogle, createAndBook, testCredentialsKey } from '../connections/support';
import { meetingRequest, dayFromNow, tokenOf } from '../meetings/meeting-fixtures';
import { eventually } from '../support/eventually';
import { googleSettings, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { startTestApp, type TestApp } from '../support/test-app';
import { countRowsReferring, expectNoRowsReferring } from './schema-walk';

let google: FakeGoogle;
let t: TestApp;
type Person = Awaited<ReturnType<typeof signedInUser>> & { userId: string };
let admin: Person;

async function person(email: string, name: string): Promise<Person> {
  const who = await signedInUser(t, email, name);
  const me = await t.app.inject({ url: '/api/me', headers: who.headers });
  expect(me.statusCode).toBe(200);
  return { ...who, userId: (me.json() as { id: string }).id };
}

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey, ...googleSettings(google) });
  admin = await person('admin@example.com', 'Ada Admin');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await google?.close();
});

/** Deletes the account behind `url` (`/api/me`, or an admin's route), confirmed by typing `email`. */
const deleteAccount = (url: string, headers: Record<string, string>, email?: string) =>
  t.app.inject({ method: 'DELETE', url, headers, payload: email === undefined ? {} : { email } });
const at = (hour: number) => dayFromNow(3) + hour * 3600_000;
const rows = async <T>(query: string) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function openMeetingAnsweredByAna(headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers,
    payload: meetingRequest(),
  });
  const meeting = res.json() as { id: string; participants: { id: string; email: string; link: string }[] };
  const ana = meeting.participants.find((p) => p.email === 'ana@example.com')!;
  const answer = await t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${tokenOf(ana.link)}`,
    payload: { timeZone: 'UTC', painted: true, available: [{ start: at(9), end: at(12) }] },
  });
  expect(answer.statusCode).toBe(200);
  return meeting;
}

describe('deleting a booked meeting from a connected calendar', () => {
  it('deletes the Google event by job and every webhook delivery but the cancellation', async () => {
    const vera = await person('vera@example.com', 'Vera Owner');
    await connectGoogle(t, vera.headers);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: vera.headers,
      payload: {
        url: 'https://93.184.215.14/hook',
        events: ['meeting.created', 'meeting.scheduled', 'meeting.cancelled'],
      },
    });
    expect(hook.statusCode).toBe(201);
    const booked = await createAndBook(t, vera.headers);
    await eventually(
      async () => (await t.app.inject({ url: `/api/meetings/${booked.id}`, headers: vera.headers })).json(),
      (read) => read.delivery.calendar.state === 'written',
      'the booked meeting is in Google',
    );
    const [written] = await rows<{ provider_event_id: string }>(
      `select provider_event_id from meeting_calendar_events where meeting_id = '${booked.id}'`,
    );
    expect(written).toBeDefined();
    expect(
      (
        await rows<{ event: string }>(
          `select event from webhook_deliveries where meeting_id = '${booked.id}'`,
        )
      )
        .map((r) => r.event)
        .sort(),
    ).toEqual(['meeting.created', 'meeting.scheduled']);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/meetings/${booked.id}`,
      headers: vera.headers,
    });
    expect(res.json()).toMatchObject({ deleted: true, cancelled: true });
    await eventually(
      async () =>
        google.requests.filter(
          (r) =>
            r.method === 'DELETE' &&
            r.path.endsWith(`/events/${encodeURIComponent(written!.provider_event_id)}`),
        ).length,
      (n) => n >= 1,
      'the event is deleted in Google',
    );
    await expectNoRowsReferring(t, 'meetings', [booked.id]);
    const deliveries = await rows<{ event: string; meeting_id: string | null; body: string }>(
      `select event, meeting_id, body from webhook_deliveries where body like '%${booked.id}%'`,
    );
    expect(deliveries.map((d) => [d.event, d.meeting_id])).toEqual([['meeting.cancelled', null]]);
  });
});

describe('deleting my account', () => {
  it('cancels and deletes my meetings, deletes the Google event, revokes the grant, then every row of mine', async () => {
    const olga = await person('olga@example.com', 'Olga Owner');
    await connectGoogle(t, olga.headers);
    const booked = await createAndBook(t, olga.headers);
    await eventually(
      async () => (await t.app.inject({ url: `/api/meetings/${booked.id}`, headers: olga.headers })).json(),
      (read) => read.delivery.calendar.state === 'written',
      'the booked meeting is in Google',
    );
    const open = await openMeetingAnsweredByAna(olga.headers);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: olga.headers,
      payload: { name: 'Report', scopes: ['meetings:read'] },
    });
    expect(key.statusCode).toBe(201);
    const participantIds = (
      await rows<{ id: string }>(
        `select id from meeting_participants where meeting_id in ('${booked.id}', '${open.id}')`,
      )
    ).map((r) => r.id);
    expect(participantIds).toHaveLength(6);
    expect(await countRowsReferring(t, 'calendar_connections', 'user_id', [olga.userId])).toBe(1);

    const eventDeletes = () =>
      google.requests.filter((r) => r.method === 'DELETE' && r.path.includes('/events/')).length;
    const deletesBefore = eventDeletes();
    const wrong = await deleteAccount('/api/me', olga.headers, 'someone@example.com');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Type olga@example.com exactly to confirm the deletion.');
    expect(await countRowsReferring(t, 'meetings', 'organizer_id', [olga.userId])).toBe(2);

    const res = await deleteAccount('/api/me', olga.headers, ' OLGA@example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      deleted: true,
      email: 'olga@example.com',
      meetingsDeleted: 2,
      meetingsCancelled: 1,
      connections: [{ provider: 'google', account: expect.any(String), outcome: 'revoked' }],
    });
    expect(google.revoked).toEqual(['google-refresh-1']);
    expect(eventDeletes() - deletesBefore).toBe(1);

    await expectNoRowsReferring(t, 'users', [olga.userId]);
    await expectNoRowsReferring(t, 'meetings', [booked.id, open.id]);
    await expectNoRowsReferring(t, 'meeting_participants', participantIds);
    const cancellations = await rows<{ to_address: string }>(
      `select to_address from outbox where template_key = 'cancelled' and dedupe_key like 'cancelled:${booked.id}:%' order by 1`,
    );
    expect(cancellations.map((r) => r.to_address)).toEqual([
      'ana@example.com',
      'ben@example.com',
      'cy@example.com',
    ]);
    expect(await countRowsReferring(t, 'local_accounts', 'email', ['olga@example.com'])).toBe(0);
    const after = await t.app.inject({ url: '/api/me', headers: olga.headers });
    expect(after.statusCode).toBe(401);
  });

  it('refuses to delete the last admin, with a clear 409', async () => {
    const res = await deleteAccount('/api/me', admin.headers, 'admin@example.com');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('At least one admin must remain. Make someone else an admin first.');
    expect(await countRowsReferring(t, 'users', 'id', [admin.userId])).toBe(1);
  });
});

describe('an admin deleting someone', () => {
  it('deletes the account under the same rules and records it in the audit log', async () => {
    const sam = await person('sam@example.com', 'Sam Stranger');
    const meeting = await openMeetingAnsweredByAna(sam.headers);
    const url = `/api/admin/users/${sam.userId}`;
    const byOwner = await deleteAccount(url, sam.headers, 'sam@example.com');
    expect(byOwner.statusCode).toBe(403);
    const unconfirmed = await deleteAccount(url, admin.headers);
    expect(unconfirmed.statusCode).toBe(400);
    const res = await deleteAccount(url, admin.headers, 'sam@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      deleted: true,
      meetingsDeleted: 1,
      meetingsCancelled: 0,
      connections: [],
    });
    await expectNoRowsReferring(t, 'users', [sam.userId]);
    await expectNoRowsReferring(t, 'meetings', [meeting.id]);
    const log = await t.app.inject({ url: '/api/admin/audit-log', headers: admin.headers });
    expect(log.json().entries[0]).toMatchObject({ action: 'user.deleted', targetLabel: 'sam@example.com' });
    const again = await deleteAccount(url, admin.headers, 'sam@example.com');
    expect(again.statusCode).toBe(404);
  });
});
