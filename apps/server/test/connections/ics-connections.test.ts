import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { icsEvent, ownerAndStranger, tableDump, testCredentialsKey, tomorrowAt } from './support';

// 24 MB of calendar text, past the 20 MB a calendar answer may inflate to, in about 25 KB of gzip.
const bomb = gzipSync(`BEGIN:VCALENDAR\r\nX-FILL:${'a'.repeat(24 * 1024 * 1024)}\r\nEND:VCALENDAR\r\n`);
let feedServer: Server;
let base: string;
let guarded: TestApp;
let open: TestApp;
let openOwner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];

beforeAll(async () => {
  feedServer = createServer((req, res) => {
    if (req.url === '/secret/basic.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end(
        icsEvent('lunch@test', tomorrowAt(12), tomorrowAt(13)).replace(
          'VERSION:2.0',
          'VERSION:2.0\r\nX-WR-CALNAME:Lunches',
        ),
      );
    } else if (req.url === '/secret/bomb.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' });
      res.end(bomb);
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html>nothing here</html>');
    }
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  guarded = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey });
  open = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey, OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  ({ owner: openOwner } = await ownerAndStranger(open));
});
afterAll(async () => {
  await guarded?.close();
  await open?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

describe('connecting an ICS feed', () => {
  it('refuses a local address unless the allow-list names it', async () => {
    const { owner } = await ownerAndStranger(guarded);
    const res = await guarded.app.inject({
      method: 'POST',
      url: '/api/calendar-connections',
      headers: owner.headers,
      payload: { provider: 'ics', feedUrl: `${base}/secret/basic.ics` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/local or private network/);
  });

  it('connects an allowed feed read-only, keeps its secret address encrypted and reads its busy time', async () => {
    const owner = openOwner;
    const res = await open.app.inject({
      method: 'POST',
      url: '/api/calendar-connections',
      headers: owner.headers,
      payload: { provider: 'ics', feedUrl: `${base}/secret/basic.ics` },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ provider: 'ics', accountLabel: 'Lunches' });
    expect(res.json().calendars[0]).toMatchObject({
      canWrite: false,
      writeTarget: false,
      checkConflicts: true,
    });
    expect(await tableDump(open, 'calendar_connections')).not.toContain('/secret/');

    const preview = await open.app.inject({
      url: '/api/calendar-connections/busy-preview',
      headers: owner.headers,
    });
    expect(preview.json().calendars[0].busy).toEqual([
      { start: tomorrowAt(12).toISOString(), end: tomorrowAt(13).toISOString(), kind: 'busy' },
    ]);
  });

  it('refuses a feed that inflates past the size cap as too large to read', async () => {
    const res = await open.app.inject({
      method: 'POST',
      url: '/api/calendar-connections',
      headers: openOwner.headers,
      payload: { provider: 'ics', feedUrl: `${base}/secret/bomb.ics` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'CALENDAR_TOO_LARGE',
      message: expect.stringMatching(/^This calendar is too large to read\./),
      fields: { feedUrl: expect.stringMatching(/too large/) },
    });
  });

  it('explains an address that is not a calendar, and a server that is not CalDAV', async () => {
    const headers = openOwner.headers;
    const notCalendar = await open.app.inject({
      method: 'POST',
      url: '/api/calendar-connections',
      headers,
      payload: { provider: 'ics', feedUrl: `${base}/page.html` },
    });
    expect(notCalendar.statusCode).toBe(400);
    expect(notCalendar.json().message).toMatch(/not a calendar/);
    const notCalDav = await open.app.inject({
      method: 'POST',
      url: '/api/calendar-connections',
      headers,
      payload: { provider: 'caldav', serverUrl: `${base}/`, username: 'ana', password: 'pw' },
    });
    expect(notCalDav.statusCode).toBe(400);
    expect(notCalDav.json().message).toMatch(/does not look like a CalDAV server/);
  });
});
