import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRadicale, type RadicaleServer } from '../support/radicale';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  at,
  databaseText,
  icsCalendar,
  meetingWithTokens,
  organizerOf,
  readUrl,
  testCredentialsKey,
} from './support';

let radicale: RadicaleServer;
let t: TestApp;
let organizer: Awaited<ReturnType<typeof organizerOf>>;

async function put(calendarUrl: string, uid: string, body: string) {
  const res = await fetch(`${calendarUrl}${uid}.ics`, {
    method: 'PUT',
    headers: { authorization: radicale.authorization, 'content-type': 'text/calendar' },
    body,
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  radicale = await startRadicale();
  const work = await radicale.createCalendar('work', 'Work');
  const home = await radicale.createCalendar('home', 'Home');
  await put(work, 'standup', icsCalendar([{ uid: 'standup@test', start: at(3, 9), end: at(3, 10) }]));
  await put(
    home,
    'maybe',
    icsCalendar([{ uid: 'maybe@test', start: at(5, 15), end: at(5, 16), status: 'TENTATIVE' }]),
  );
  t = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey, OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  organizer = await organizerOf(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await radicale?.stop();
});

const read = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: readUrl(token),
    payload: { provider: 'caldav', serverUrl: radicale.url, username: radicale.username, password },
  });

describe('a participant reads a CalDAV account once (real Radicale)', () => {
  it('refuses a wrong password on the password field and keeps nothing', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const res = await read(tokens[0]!, 'not the password');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toMatch(/refused this username and password/);
    const overview = await t.app.inject({ url: `/api/participant/calendar?token=${tokens[0]}` });
    expect(overview.json().read).toBeNull();
  });

  it('reads every calendar of the account and keeps neither the password nor event details', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const res = await read(tokens[1]!, radicale.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sourceLabel: `CalDAV ${radicale.username} @ ${new URL(radicale.url).host}`,
      busy: [{ start: at(3, 9), end: at(3, 10) }],
      tentative: [{ start: at(5, 15), end: at(5, 16) }],
      unreadCalendars: [],
    });
    const dump = await databaseText(t);
    expect(dump).not.toContain(radicale.password);
    expect(dump).not.toContain('dentist');
  });
});
