import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IcsFeedProvider, normaliseFeedUrl } from '../../src/features/calendars/ics-feed/ics-feed-adapter';
import { codeOf } from './support/provider-error-code';
import { createGuardedFetch, type GuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';
import { iso, vcalendar, vevent } from './support/ics-builder';

/** What Outlook's published calendars look like: Windows zone names, no VTIMEZONE, Outlook busy status. */
const outlookFeed = vcalendar(
  ['X-WR-CALNAME:Ana (Outlook)', 'METHOD:PUBLISH'],
  vevent({
    'DTSTART;TZID=W. Europe Standard Time': '20240304T090000',
    'DTEND;TZID=W. Europe Standard Time': '20240304T100000',
    RRULE: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
    'X-MICROSOFT-CDO-BUSYSTATUS': 'BUSY',
  }),
  vevent({
    'DTSTART;TZID=Pacific Standard Time': '20240310T010000',
    'DTEND;TZID=Pacific Standard Time': '20240310T040000',
    'X-MICROSOFT-CDO-BUSYSTATUS': 'TENTATIVE',
  }),
  vevent({
    'DTSTART;TZID=India Standard Time': '20240312T093000',
    'DTEND;TZID=India Standard Time': '20240312T103000',
    'X-MICROSOFT-CDO-BUSYSTATUS': 'FREE',
  }),
);

let server: Server;
let base: string;
let guardedFetch: GuardedFetch;
let outlookGets = 0;
let failing = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/secret/outlook.ics') {
      outlookGets++;
      if (failing) return void res.writeHead(500).end('oops');
      if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304).end();
      return void res
        .writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: '"v1"' })
        .end(outlookFeed);
    }
    if (req.url === '/login')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Sign in</html>');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  guardedFetch = createGuardedFetch({ allowList: { hosts: ['127.0.0.1'] } });
});

afterAll(async () => {
  guardedFetch.close();
  await new Promise((resolve) => server.close(resolve));
});

const range = { start: Date.UTC(2024, 2, 1), end: Date.UTC(2024, 2, 31) };
const feed = (path: string, fetchImpl: typeof fetch = guardedFetch) =>
  new IcsFeedProvider({ feedUrl: `http://${base}${path}`, fetch: fetchImpl, userZone: 'Europe/Berlin' });

describe('ICS feed', () => {
  it('accepts webcal:// addresses', () => {
    expect(normaliseFeedUrl('webcal://calendar.example.com/secret.ics')).toBe(
      'https://calendar.example.com/secret.ics',
    );
  });

  it('reads an Outlook feed with Windows zone names and no VTIMEZONE', async () => {
    const provider = feed('/secret/outlook.ics');
    expect(await provider.listCalendars()).toEqual([
      { id: `http://${base}/secret/outlook.ics`, name: 'Ana (Outlook)', primary: true, canWrite: false },
    ]);
    const result = await provider.readBusyTime([], range);
    expect(result.fresh).toBe(true);
    expect(
      result.intervals.map((interval) => `${iso(interval.start)}/${iso(interval.end)} ${interval.kind}`),
    ).toEqual([
      '2024-03-04T08:00:00Z/2024-03-04T09:00:00Z busy',
      // 01:00 PST, then the US spring-forward at 02:00: 04:00 PDT ends at 11:00Z.
      '2024-03-10T09:00:00Z/2024-03-10T11:00:00Z tentative',
      '2024-03-18T08:00:00Z/2024-03-18T09:00:00Z busy',
    ]);
  });

  it('uses a conditional GET and serves the last good copy, marked stale, when the feed fails', async () => {
    const provider = feed('/secret/outlook.ics');
    const first = await provider.readBusyTime([], range);
    const again = await provider.readBusyTime([], range);
    expect(again.intervals).toEqual(first.intervals);
    failing = true;
    try {
      const stale = await provider.readBusyTime([], range);
      expect(stale.fresh).toBe(false);
      expect(stale.intervals).toEqual(first.intervals);
      expect(outlookGets).toBeGreaterThanOrEqual(3);
    } finally {
      failing = false;
    }
  });

  it('says when an address is not a calendar', async () => {
    expect(await codeOf(feed('/login').readBusyTime([], range))).toBe('not-a-calendar');
    expect(await codeOf(feed('/missing.ics').readBusyTime([], range))).toBe('not-a-calendar');
  });

  it('refuses a local feed without an allow-list, and is read-only', async () => {
    const strict = createGuardedFetch();
    try {
      expect(await codeOf(feed('/secret/outlook.ics', strict).readBusyTime([], range))).toBe(
        'blocked-address',
      );
    } finally {
      strict.close();
    }
    expect(await codeOf(feed('/secret/outlook.ics').deleteEvent())).toBe('provider-error');
  });
});
