import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORTS_PER_HOUR } from '../../src/features/privacy/register-privacy';
import { signedInUser } from '../auth/support/signed-in-user';
import { connectGoogle, testCredentialsKey } from '../connections/support';
import { meetingRequest, dayFromNow, tokenOf } from '../meetings/meeting-fixtures';
import { googleSettings, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { startTestApp, type TestApp } from '../support/test-app';
import { dataOf, typedClient } from '../support/typed-client';
import { countRowsReferring, expectNoRowsReferring } from './schema-walk';

let google: FakeGoogle;
let t: TestApp;
type Person = Awaited<ReturnType<typeof signedInUser>>;
let olga: Person;
let ana: Person;
let meeting: { id: string; participants: { id: string; email: string; link: string }[] };
let apiKey: string;
const at = (hour: number) => dayFromNow(3) + hour * 3600_000;

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    TEST_CLOCK_HEADER: 'true',
    ...googleSettings(google),
  });
  const admin = await signedInUser(t, 'admin@example.com', 'Ada Admin');
  await t.app.inject({ url: '/api/me', headers: admin.headers });
  olga = await signedInUser(t, 'olga@example.com', 'Olga Owner');
  ana = await signedInUser(t, 'ana@example.com', 'Ana');
  await connectGoogle(t, olga.headers);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: olga.headers,
    payload: meetingRequest({ title: 'Export review' }),
  });
  meeting = created.json();
  for (const p of meeting.participants.filter((p) => p.email !== 'cy@example.com'))
    await t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${tokenOf(p.link)}`,
      payload: { timeZone: 'Europe/Berlin', painted: true, available: [{ start: at(9), end: at(12) }] },
    });
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: olga.headers,
    payload: { name: 'Nightly report', scopes: ['meetings:read'] },
  });
  apiKey = (key.json() as { key: string }).key;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await google?.close();
});

const linkTokens = () => meeting.participants.map((p) => tokenOf(p.link));

describe('exporting my data', () => {
  it('gives the organizer their profile, meetings with everyone’s answers, and connections by name only', async () => {
    const res = await t.app.inject({ url: '/api/me/export', headers: olga.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="overlap-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.format).toBe('overlap-export/1');
    expect(data.profile).toMatchObject({ email: 'olga@example.com', name: 'Olga Owner' });
    expect(data.settings).toHaveProperty('timeZone');
    expect(data.meetings).toHaveLength(1);
    expect(data.meetings[0]).toMatchObject({ title: 'Export review', status: 'ready' });
    const people = data.meetings[0].participants as { email: string; name: string | null; answer: unknown }[];
    expect(people.map((p) => [p.email, p.name])).toEqual([
      ['ana@example.com', 'Ana'],
      ['ben@example.com', 'Ben'],
      ['cy@example.com', null],
    ]);
    expect(people[0]!.answer).toMatchObject({
      painted: true,
      available: [{ start: new Date(at(9)).toISOString(), end: new Date(at(12)).toISOString() }],
    });
    expect(people[2]!.answer).toBeNull();
    expect(data.connections).toEqual([
      {
        provider: 'google',
        calendars: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]),
      },
    ]);
    expect(data.apiKeys).toEqual([
      expect.objectContaining({ name: 'Nightly report', scopes: ['meetings:read'] }),
    ]);

    const body = res.body;
    for (const token of linkTokens()) expect(body).not.toContain(token);
    expect(body).not.toContain(apiKey.slice(-43));
    expect(body).not.toMatch(/google-(refresh|access)|credentials|secret|token_hash|tokenHash|tokenSealed/i);
    const [{ secret_hash }] = (
      (await t.database.db.execute('select secret_hash from api_keys')) as unknown as {
        rows: [{ secret_hash: string }];
      }
    ).rows;
    expect(body).not.toContain(secret_hash);
  });

  it('gives a guest with an account their own answer and nobody else’s', async () => {
    const data = (await t.app.inject({ url: '/api/me/export', headers: ana.headers })).json();
    expect(data.meetings).toEqual([]);
    expect(data.answersAsGuest).toHaveLength(1);
    expect(data.answersAsGuest[0]).toMatchObject({
      meetingTitle: 'Export review',
      email: 'ana@example.com',
      timeZone: 'Europe/Berlin',
      answer: { painted: true },
    });
    const body = JSON.stringify(data);
    expect(body).not.toContain('ben@example.com');
    for (const token of linkTokens()) expect(body).not.toContain(token);
  });

  it('is offered through the API with a read key, and its booked meetings as one .ics', async () => {
    const api = typedClient(t.app, apiKey);
    const viaKey = await api.GET('/api/v1/me/export');
    expect(dataOf(viaKey).profile.email).toBe('olga@example.com');

    const empty = await t.app.inject({ url: '/api/me/export/meetings.ics', headers: olga.headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).not.toContain('BEGIN:VEVENT');
    const book = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/book`,
      headers: olga.headers,
      payload: { start: at(10) },
    });
    expect(book.statusCode).toBe(200);
    const ics = await api.GET('/api/v1/me/export/meetings.ics', { parseAs: 'text' });
    expect(ics.response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const body = dataOf(ics);
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(body).toContain('SUMMARY:Export review');
    expect(body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });
});

describe('the export limit', () => {
  it('allows 20 downloads an hour per person, then a 429 that says when', async () => {
    const eve = await signedInUser(t, 'eve@example.com', 'Eve');
    const at = (minute: number) => ({
      ...eve.headers,
      'x-overlap-test-now': new Date(Date.UTC(2030, 0, 7, 10, minute)).toISOString(),
    });
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) {
      const url = i % 2 ? '/api/me/export/meetings.ics' : '/api/me/export';
      expect((await t.app.inject({ url, headers: at(5) })).statusCode).toBe(200);
    }
    const refused = await t.app.inject({ url: '/api/me/export', headers: at(5) });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3300');
    expect(refused.json().message).toBe(
      'You downloaded your data 20 times in the last hour. Please try again in 55 minutes.',
    );
    expect((await t.app.inject({ url: '/api/me/export', headers: at(65) })).statusCode).toBe(200);
  });
});

describe('a guest forgetting their answer', () => {
  it('deletes the answer from their link; they stay invited as not answered', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: olga.headers,
      payload: meetingRequest({
        title: 'Forget me',
        participants: [{ email: 'ana@example.com', required: true }],
      }),
    });
    const m = created.json() as { id: string; participants: { id: string; link: string }[] };
    const p = m.participants[0]!;
    const token = tokenOf(p.link);
    await t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${token}`,
      payload: { timeZone: 'UTC', painted: false, busy: [{ start: at(9), end: at(10) }] },
    });
    const ready = await t.app.inject({ url: `/api/meetings/${m.id}`, headers: olga.headers });
    expect(ready.json()).toMatchObject({ status: 'ready', answeredCount: 1 });
    expect(await countRowsReferring(t, 'meeting_availability', 'participant_id', [p.id])).toBe(1);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/participant/availability?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ forgotten: true });
    await expectNoRowsReferring(t, 'meeting_participants', [p.id]);
    const after = await t.app.inject({ url: `/api/meetings/${m.id}`, headers: olga.headers });
    expect(after.json()).toMatchObject({ status: 'collecting', answeredCount: 0 });
    expect(after.json().participants[0]).toMatchObject({ status: 'invited' });
    const view = await t.app.inject({ url: `/api/participant/meeting?token=${token}` });
    expect(view.statusCode).toBe(200);

    const bad = await t.app.inject({ method: 'DELETE', url: '/api/participant/availability?token=nope' });
    expect(bad.statusCode).toBe(404);
  });
});
