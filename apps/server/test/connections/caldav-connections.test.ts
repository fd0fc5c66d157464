import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRadicale, type RadicaleServer } from '../support/radicale';
import { startTestApp, type TestApp } from '../support/test-app';
import { icsEvent, ownerAndStranger, tableDump, testCredentialsKey, tomorrowAt } from './support';

let radicale: RadicaleServer;
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];
let stranger: Awaited<ReturnType<typeof ownerAndStranger>>['stranger'];
let workCalendarUrl: string;

beforeAll(async () => {
  radicale = await startRadicale();
  workCalendarUrl = await radicale.createCalendar('work', 'Work');
  const put = await fetch(`${workCalendarUrl}standup.ics`, {
    method: 'PUT',
    headers: { authorization: radicale.authorization, 'content-type': 'text/calendar' },
    body: icsEvent('standup@test', tomorrowAt(10), tomorrowAt(11)),
  });
  expect(put.status).toBe(201);
  t = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey, OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  ({ owner, stranger } = await ownerAndStranger(t));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await radicale?.stop();
});

const connect = (payload: object, headers = owner.headers) =>
  t.app.inject({ method: 'POST', url: '/api/calendar-connections', headers, payload });

describe('connecting a CalDAV account by form', () => {
  it('refuses a wrong password with a clear message and stores nothing', async () => {
    const res = await connect({
      provider: 'caldav',
      serverUrl: radicale.url,
      username: radicale.username,
      password: 'wrong password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/refused this username and password/);
    expect(res.json().fields).toHaveProperty('password');
    expect(await tableDump(t, 'calendar_connections')).toBe('[]');
  });

  it('says when the server cannot be reached, or is on a network it may not reach', async () => {
    const closed = await connect({
      provider: 'caldav',
      serverUrl: 'http://127.0.0.1:9/',
      username: 'x',
      password: 'y',
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toMatch(/could not reach that server/);
    const privateAddress = await connect({
      provider: 'caldav',
      serverUrl: 'http://10.0.0.1/',
      username: 'x',
      password: 'y',
    });
    expect(privateAddress.statusCode).toBe(400);
    expect(privateAddress.json().message).toMatch(/local or private network/);
  });

  it('checks the right password, saves the connection and lists its calendars', async () => {
    const res = await connect({
      provider: 'caldav',
      serverUrl: radicale.url,
      username: radicale.username,
      password: radicale.password,
    });
    expect(res.statusCode).toBe(201);
    const connection = res.json();
    expect(connection).toMatchObject({
      provider: 'caldav',
      accountLabel: `ana @ ${new URL(radicale.url).host}`,
      status: 'active',
      lastError: null,
    });
    expect(connection.calendars).toEqual([
      expect.objectContaining({ name: 'Work', checkConflicts: true, writeTarget: true, canWrite: true }),
    ]);
    expect(JSON.stringify(connection)).not.toContain(radicale.password);

    const list = await t.app.inject({ url: '/api/calendar-connections', headers: owner.headers });
    expect(list.json()).toEqual([connection]);
  });

  it('keeps the password encrypted at rest', async () => {
    const dump = await tableDump(t, 'calendar_connections');
    expect(dump).not.toContain(radicale.password);
    expect(dump).not.toContain(Buffer.from(radicale.password).toString('base64'));
    expect(dump).toMatch(/"credentials":"c[0-9a-f]{12}:/);
  });

  it('previews the next 7 days of busy time read from the calendar', async () => {
    const res = await t.app.inject({ url: '/api/calendar-connections/busy-preview', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const [work] = res.json().calendars;
    expect(work).toMatchObject({ name: 'Work', stale: false });
    expect(work.busy).toEqual([
      { start: tomorrowAt(10).toISOString(), end: tomorrowAt(11).toISOString(), kind: 'busy' },
    ]);
    const list = await t.app.inject({ url: '/api/calendar-connections', headers: owner.headers });
    expect(list.json()[0].lastSyncedAt).not.toBeNull();
  });

  it('toggles conflict checking and the write target', async () => {
    const [connection] = (
      await t.app.inject({ url: '/api/calendar-connections', headers: owner.headers })
    ).json();
    const calendarId = connection.calendars[0].id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/connected-calendars/${calendarId}`,
      headers: owner.headers,
      payload: { checkConflicts: false, writeTarget: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].calendars[0]).toMatchObject({ checkConflicts: false, writeTarget: false });
  });

  it('shows and changes nothing of someone else’s, and asks anonymous callers to sign in', async () => {
    const [connection] = (
      await t.app.inject({ url: '/api/calendar-connections', headers: owner.headers })
    ).json();
    const theirs = await t.app.inject({ url: '/api/calendar-connections', headers: stranger.headers });
    expect(theirs.json()).toEqual([]);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/connected-calendars/${connection.calendars[0].id}`,
      headers: stranger.headers,
      payload: { checkConflicts: true },
    });
    expect(patch.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar-connections/${connection.id}`,
      headers: stranger.headers,
    });
    expect(remove.statusCode).toBe(404);
    const preview = await t.app.inject({
      url: '/api/calendar-connections/busy-preview',
      headers: stranger.headers,
    });
    expect(preview.json().calendars).toEqual([]);
    for (const url of ['/api/calendar-connections', '/api/calendar-providers']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('removes a connection with its credentials and calendars', async () => {
    const [connection] = (
      await t.app.inject({ url: '/api/calendar-connections', headers: owner.headers })
    ).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar-connections/${connection.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await tableDump(t, 'calendar_connections')).toBe('[]');
    expect(await tableDump(t, 'connected_calendars')).toBe('[]');
    expect(await tableDump(t, 'calendar_busy_cache')).toBe('[]');
  });
});
