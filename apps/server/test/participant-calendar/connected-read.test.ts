import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';
import { at, icsCalendar, meetingWithTokens, organizerOf, testCredentialsKey } from './support';

let feedServer: Server;
let t: TestApp;
let organizer: Awaited<ReturnType<typeof organizerOf>>;
let guest: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  feedServer = createServer((req, res) => {
    const events =
      req.url === '/work.ics'
        ? [{ uid: 'review@test', start: at(3, 14), end: at(3, 15) }]
        : [{ uid: 'gym@test', start: at(6, 7), end: at(6, 8) }];
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(icsCalendar(events, req.url!.slice(1, -4)));
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey, OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  organizer = await organizerOf(t);
  guest = await signedInUser(t, 'gus@example.com', 'Gus Guest');
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

const useConnected = (token: string, headers: Record<string, string> = guest.headers) =>
  t.app.inject({ method: 'POST', url: `/api/participant/calendar/connected?token=${token}`, headers });

describe('a signed-in participant uses their connected calendars in one click', () => {
  it('needs sign-in as well as the link', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    expect((await useConnected(tokens[0]!, {})).statusCode).toBe(401);
  });

  it('says so when there is nothing connected', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const res = await useConnected(tokens[0]!);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no connected calendars that check for conflicts/);
  });

  it('reads only the calendars marked "check for conflicts"', async () => {
    const base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
    const connect = (feedUrl: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/calendar-connections',
        headers: guest.headers,
        payload: { provider: 'ics', feedUrl },
      });
    expect((await connect(`${base}/work.ics`)).statusCode).toBe(201);
    const gym = await connect(`${base}/gym.ics`);
    expect(gym.statusCode).toBe(201);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/connected-calendars/${gym.json().calendars[0].id}`,
      headers: guest.headers,
      payload: { checkConflicts: false },
    });

    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const res = await useConnected(tokens[2]!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sourceLabel: 'your connected calendars (work)',
      busy: [{ start: at(3, 14), end: at(3, 15) }],
      tentative: [],
      unreadCalendars: [],
    });
    const overview = await t.app.inject({ url: `/api/participant/calendar?token=${tokens[2]}` });
    expect(overview.json().read).toMatchObject({
      sourceLabel: 'your connected calendars (work)',
      source: { kind: 'connected', calendars: ['work'] },
    });
  });
});
