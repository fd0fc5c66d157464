import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, databaseText, meetingWithTokens, readUrl } from '../participant-calendar/support';
import { startFakeICloud, type FakeICloud } from '../support/fake-icloud';
import { startRadicale, type RadicaleServer } from '../support/radicale';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  createAndBook,
  icsEvent,
  ownerAndStranger,
  tableDump,
  testCredentialsKey,
  tomorrowAt,
} from './support';
import { eventuallyTrue } from '../support/eventually';

const appleId = 'olga.owner@icloud.example';
const appPassword = 'hbqz-wmtr-kfyd-psxe';

let radicale: RadicaleServer;
let icloud: FakeICloud;
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];
let homeUrl: string;
let workUrl: string;

beforeAll(async () => {
  // Radicale is the account's partition host (pNN-caldav.icloud.com); the fake front is caldav.icloud.com.
  radicale = await startRadicale({ username: appleId, password: appPassword });
  homeUrl = radicale.homeUrl;
  workUrl = await radicale.createCalendar('work', 'Work');
  const homeCalendar = await radicale.createCalendar('home', 'Home');
  const focus = await fetch(`${homeCalendar}focus.ics`, {
    method: 'PUT',
    headers: { authorization: radicale.authorization, 'content-type': 'text/calendar' },
    body: icsEvent('focus@test', new Date(at(5, 9)), new Date(at(5, 10))),
  });
  expect(focus.status).toBe(201);
  const put = await fetch(`${workUrl}standup.ics`, {
    method: 'PUT',
    headers: { authorization: radicale.authorization, 'content-type': 'text/calendar' },
    body: icsEvent('standup@test', tomorrowAt(10), tomorrowAt(11)),
  });
  expect(put.status).toBe(201);
  icloud = await startFakeICloud({ appleId, appPassword, calendarHomeUrl: homeUrl });
  t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    ICLOUD_CALDAV_URL: icloud.url,
  });
  ({ owner } = await ownerAndStranger(t));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await icloud?.close();
  await radicale?.stop();
});

const connect = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calendar-connections',
    headers: owner.headers,
    payload: { provider: 'icloud', username: appleId, password },
  });

describe('Apple iCloud through the connect form', () => {
  it('refuses the Apple ID password, telling the person to use an app-specific one', async () => {
    const res = await connect('the-real-apple-password');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/app-specific password/);
    const list = await t.app.inject({ url: '/api/calendar-connections', headers: owner.headers });
    expect(list.json()).toEqual([]);
  });

  it("connects through iCloud's discovery and lists the calendars of the partition host", async () => {
    icloud.requests.length = 0;
    const res = await connect(appPassword);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ provider: 'icloud', accountLabel: appleId, status: 'active' });
    const calendars = res.json().calendars as { name: string; writeTarget: boolean }[];
    expect(calendars.map((calendar) => calendar.name).sort()).toEqual(['Home', 'Work']);
    expect(calendars.filter((calendar) => calendar.writeTarget)).toHaveLength(1);
    // well-known redirect → current-user-principal at the root → calendar-home-set on the principal.
    expect(icloud.requests.filter((r) => r.method === 'PROPFIND').map((r) => r.path)).toEqual([
      '/.well-known/caldav',
      '/',
      `/${icloud.dsid}/principal/`,
    ]);
    // The calendars live on the partition host, never on the discovery host.
    const stored = (await t.database.db.execute(
      `select provider_calendar_id from connected_calendars order by name`,
    )) as unknown as { rows: { provider_calendar_id: string }[] };
    expect(stored.rows.map((row) => row.provider_calendar_id)).toEqual([`${homeUrl}home/`, workUrl]);
    expect(await tableDump(t, 'calendar_connections')).not.toContain(appPassword);
  });

  it('reads busy time from the iCloud calendars', async () => {
    const res = await t.app.inject({ url: '/api/calendar-connections/busy-preview', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const work = (res.json().calendars as { name: string; stale: boolean; busy: unknown[] }[]).find(
      (calendar) => calendar.name === 'Work',
    );
    expect(work).toMatchObject({
      stale: false,
      busy: [{ start: tomorrowAt(10).toISOString(), end: tomorrowAt(11).toISOString(), kind: 'busy' }],
    });
  });

  it('writes a booked meeting with SCHEDULE-AGENT=CLIENT, so iCloud sends no second invitation', async () => {
    const target = (
      (await t.app.inject({ url: '/api/calendar-connections', headers: owner.headers })).json()[0]
        .calendars as { id: string; name: string }[]
    ).find((calendar) => calendar.name === 'Work')!;
    const made = await t.app.inject({
      method: 'PATCH',
      url: `/api/connected-calendars/${target.id}`,
      headers: owner.headers,
      payload: { writeTarget: true },
    });
    expect(made.statusCode).toBe(200);
    const meeting = await createAndBook(t, owner.headers);
    const delivery = async () =>
      (await t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: owner.headers })).json().delivery;
    await eventuallyTrue(async () => (await delivery()).calendar.state !== 'pending', 'the write is done');
    expect(await delivery()).toMatchObject({
      calendar: { state: 'written', calendarName: 'Work', provider: 'icloud', message: null },
      invitationsFromCalendar: false,
    });
    const text = (
      await (await fetch(workUrl, { headers: { authorization: radicale.authorization } })).text()
    ).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('SUMMARY:Quarterly planning');
    expect(text).toMatch(/ATTENDEE;[^\r\n]*SCHEDULE-AGENT=CLIENT[^\r\n]*ana@example.com/);
  }, 60_000);
});

describe('a guest reads their iCloud calendar once', () => {
  it('reads every calendar of the account through the same discovery and keeps no password', async () => {
    const { tokens } = await meetingWithTokens(t, owner.headers);
    icloud.requests.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: readUrl(tokens[0]!),
      payload: { provider: 'icloud', username: appleId, password: appPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sourceLabel: `Apple iCloud ${appleId}`,
      // The meeting booked above (in Work) and the event in Home.
      busy: [
        { start: at(3, 10), end: at(3, 10) + 30 * 60_000 },
        { start: at(5, 9), end: at(5, 10) },
      ],
      unreadCalendars: [],
    });
    expect(icloud.requests.map((r) => r.path)).toContain(`/${icloud.dsid}/principal/`);
    expect(await databaseText(t)).not.toContain(appPassword);
  });
});
