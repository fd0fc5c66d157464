import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { ownerAndStranger, testCredentialsKey } from './support';

/**
 * Feeds as they come from the wild, connected and read through the API. The busy preview reads the
 * real clock, so the fixtures repeat every day and the checks hold on any day at any hour.
 */
function feed(...events: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Overlap tests//EN',
    ...events.flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

function event(uid: string, ...lines: string[]): string[] {
  return ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20240101T000000Z', ...lines, 'END:VEVENT'];
}

const brokenLines = feed(
  event('a@t', 'DTSTART:20240603T090000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;BYDAY=MO, TU'),
  event(
    'b@t',
    'DTSTART:20240605T120000Z',
    'DTEND:20240605T130000Z',
    'RRULE:FREQ=DAILY',
    'X-APPLE-RADIUS=49.9',
  ),
);
const tooMany = feed(
  ...Array.from({ length: 20_001 }, (_, index) => event(`e${index}@t`, 'DTSTART:20240604T090000Z')),
);

let feedServer: Server;
let base: string;
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];

beforeAll(async () => {
  feedServer = createServer((req, res) => {
    const body = req.url === '/broken.ics' ? brokenLines : req.url === '/huge.ics' ? tooMany : null;
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
  });
  ({ owner } = await ownerAndStranger(t));
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

describe('ICS feeds from the real world', () => {
  it('reads every event of a feed with malformed lines', async () => {
    const headers = owner.headers;
    const connect = await t.app.inject({
      method: 'POST',
      url: '/api/calendar-connections',
      headers,
      payload: { provider: 'ics', feedUrl: `${base}/broken.ics` },
    });
    expect(connect.statusCode).toBe(201);
    const preview = await t.app.inject({ url: '/api/calendar-connections/busy-preview', headers });
    const whole = (preview.json().calendars[0].busy as { start: string; end: string }[])
      .map(({ start, end }) => ({ start: new Date(start), end: new Date(end) }))
      .filter(({ start, end }) => end.getTime() - start.getTime() === 3_600_000);
    const at = (hour: number) => whole.filter(({ start }) => start.getUTCHours() === hour);
    // Seven days hold six or seven whole noon hours and at least one Monday or Tuesday morning.
    expect(at(12).length).toBeGreaterThanOrEqual(6);
    expect(at(9).length).toBeGreaterThanOrEqual(1);
    expect(at(9).every(({ start }) => [1, 2].includes(start.getUTCDay()))).toBe(true);
    expect(whole.length).toBe(at(9).length + at(12).length);
  });

  it('answers 422 CALENDAR_TOO_LARGE for a feed with more events than one calendar may hold', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendar-connections',
      headers: owner.headers,
      payload: { provider: 'ics', feedUrl: `${base}/huge.ics` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'CALENDAR_TOO_LARGE',
      message: expect.stringMatching(/^This calendar is too large to read\./),
    });
  });
});
