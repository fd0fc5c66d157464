import { afterAll, beforeAll, expect, it } from 'vitest';
import { googleBusyFields } from '../../src/features/calendars/google/google-adapter';
import { googleSettings, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { startTestApp, type TestApp } from '../support/test-app';
import { connectGoogle, ownerAndStranger, testCredentialsKey, tomorrowAt } from './support';

let google: FakeGoogle;
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];
let stranger: Awaited<ReturnType<typeof ownerAndStranger>>['stranger'];
let connectionId: string;

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey, ...googleSettings(google) });
  ({ owner, stranger } = await ownerAndStranger(t));
  await connectGoogle(t, owner.headers);
  connectionId = (await t.app.inject({ url: '/api/calendar-connections', headers: owner.headers })).json()[0]
    .id;
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

const refresh = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/calendar-connections/${connectionId}/refresh`, headers });
const eventLists = () =>
  google.requests.filter((request) => request.method === 'GET' && request.path.endsWith('/events'));

it('lists a calendar added at the provider and reads the ticked calendars now, saying when', async () => {
  google.moreCalendars.push({
    id: 'family@group.calendar.google.com',
    summary: 'Family',
    accessRole: 'owner',
  });
  google.busy['ana@example.com'] = [
    { start: tomorrowAt(9).toISOString(), end: tomorrowAt(10).toISOString() },
  ];
  google.busy['team@group.calendar.google.com'] = [];
  google.requests.length = 0;
  const before = Date.now();
  const res = await refresh(owner.headers);
  expect(res.statusCode).toBe(200);
  const connection = res.json();
  expect(connection).toMatchObject({ status: 'active', lastError: null });
  expect(Date.parse(connection.lastSyncedAt)).toBeGreaterThanOrEqual(before - 1000);
  expect(connection.calendars.map((c: { name: string }) => c.name)).toContain('Family');
  // Read now, narrowly, and only what is ticked (the new calendar counts by default).
  const lists = eventLists();
  expect(lists.length).toBeGreaterThan(0);
  expect(lists.every((request) => request.query.get('fields') === googleBusyFields)).toBe(true);
  expect(google.violations).toEqual([]);
});

it('shows the real outcome when the provider fails, and reads nothing of an unticked calendar', async () => {
  const calendars = (
    await t.app.inject({ url: '/api/calendar-connections', headers: owner.headers })
  ).json()[0].calendars as { id: string; name: string }[];
  const family = calendars.find((calendar) => calendar.name === 'Family')!;
  await t.app.inject({
    method: 'PATCH',
    url: `/api/connected-calendars/${family.id}`,
    headers: owner.headers,
    payload: { checkConflicts: false },
  });
  google.failNext(
    `/calendar/v3/calendars/${encodeURIComponent('ana@example.com')}/events`,
    { status: 500, body: { error: { code: 500, message: 'Backend Error' } } },
    5,
  );
  google.requests.length = 0;
  const res = await refresh(owner.headers);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    status: 'error',
    lastError: expect.stringContaining('ana@example.com'),
  });
  expect(eventLists().filter((request) => request.path.includes('family'))).toEqual([]);
});

it('refreshes only one’s own connections', async () => {
  expect((await refresh(stranger.headers)).statusCode).toBe(404);
});
