import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCalDav, type CalDavProvider } from '../../src/features/calendars/caldav/caldav-adapter';
import { isProviderError } from '../../src/features/calendars/provider-error';
import type { EventDraft } from '../../src/features/calendars/provider-port';
import { createGuardedFetch, type GuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';
import { startRadicale, type RadicaleServer } from '../support/radicale';
import { berlinVtimezone, iso, vcalendar, vevent } from './support/ics-builder';

let radicale: RadicaleServer;
let guardedFetch: GuardedFetch;
let provider: CalDavProvider;
let workUrl: string;
let writesUrl: string;

const range = { start: Date.UTC(2024, 2, 1), end: Date.UTC(2024, 3, 10) };

async function put(url: string, body: string) {
  const response = await fetch(url, {
    method: 'PUT',
    headers: { authorization: radicale.authorization, 'content-type': 'text/calendar; charset=utf-8' },
    body,
  });
  await response.arrayBuffer();
  expect(response.status).toBe(201);
}

async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isProviderError(error)) return error.code;
    throw error;
  }
  return 'no error';
}

const connect = (overrides: Partial<Parameters<typeof connectCalDav>[0]> = {}) =>
  connectCalDav({
    serverUrl: radicale.url,
    username: radicale.username,
    password: radicale.password,
    fetch: guardedFetch,
    userZone: 'Europe/London',
    userAddresses: ['ana@example.com'],
    ...overrides,
  });

beforeAll(async () => {
  radicale = await startRadicale();
  guardedFetch = createGuardedFetch({ allowList: { hosts: ['127.0.0.1'] }, timeoutMs: 10_000 });
  workUrl = await radicale.createCalendar('work', 'Work');
  await radicale.createCalendar('home', 'Home');
  writesUrl = await radicale.createCalendar('writes', 'Writes');
  provider = await connect();
});

afterAll(async () => {
  guardedFetch?.close();
  await radicale?.stop();
});

describe('discovery', () => {
  it('finds the principal and calendar home from the server root', () => {
    expect(provider.account.principalUrl).toBe(`${radicale.url}ana/`);
    expect(provider.account.homeUrl).toBe(`${radicale.url}ana/`);
  });

  it('lists the calendars', async () => {
    const calendars = await provider.listCalendars();
    expect(calendars.map((calendar) => calendar.name).sort()).toEqual(['Home', 'Work', 'Writes']);
    expect(calendars.find((calendar) => calendar.name === 'Work')?.id).toBe(workUrl);
  });

  it('reports a wrong password', async () => {
    expect(await errorCode(connect({ password: 'wrong' }))).toBe('wrong-credentials');
  });

  it('reports a server that is not CalDAV', async () => {
    const plain: Server = createServer((_req, res) => res.writeHead(404).end('no'));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const port = (plain.address() as AddressInfo).port;
    try {
      expect(await errorCode(connect({ serverUrl: `http://127.0.0.1:${port}/` }))).toBe('not-caldav');
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });

  it('reports an unreachable server', async () => {
    expect(await errorCode(connect({ serverUrl: 'http://127.0.0.1:9/' }))).toBe('unreachable');
  });

  it('refuses a local server unless it is allow-listed', async () => {
    const strict = createGuardedFetch();
    try {
      expect(await errorCode(connect({ fetch: strict }))).toBe('blocked-address');
    } finally {
      strict.close();
    }
  });
});

describe('busy time from Radicale', () => {
  beforeAll(async () => {
    await put(
      `${workUrl}weekly.ics`,
      vcalendar(
        berlinVtimezone,
        vevent({
          UID: 'weekly@t',
          'DTSTART;TZID=Europe/Berlin': '20240304T090000',
          'DTEND;TZID=Europe/Berlin': '20240304T100000',
          RRULE: 'FREQ=WEEKLY;BYDAY=MO',
          'EXDATE;TZID=Europe/Berlin': '20240318T090000',
        }),
        vevent({
          UID: 'weekly@t',
          'RECURRENCE-ID;TZID=Europe/Berlin': '20240325T090000',
          'DTSTART;TZID=Europe/Berlin': '20240326T140000',
          'DTEND;TZID=Europe/Berlin': '20240326T150000',
        }),
      ),
    );
    await put(
      `${workUrl}holiday.ics`,
      vcalendar(
        vevent({ UID: 'holiday@t', 'DTSTART;VALUE=DATE': '20240329', 'DTEND;VALUE=DATE': '20240330' }),
      ),
    );
    await put(
      `${workUrl}reminder.ics`,
      vcalendar(
        vevent({
          UID: 'reminder@t',
          DTSTART: '20240305T120000Z',
          DTEND: '20240305T130000Z',
          TRANSP: 'TRANSPARENT',
        }),
      ),
    );
    await put(
      `${workUrl}outside.ics`,
      vcalendar(vevent({ UID: 'outside@t', DTSTART: '20240605T120000Z', DTEND: '20240605T130000Z' })),
    );
  });

  it('expands the weekly DST-crossing series, the all-day event and skips the transparent one', async () => {
    const result = await provider.readBusyTime([workUrl], range);
    expect(result.fresh).toBe(true);
    expect(result.intervals.map((interval) => `${iso(interval.start)}/${iso(interval.end)}`)).toEqual([
      '2024-03-04T08:00:00Z/2024-03-04T09:00:00Z',
      '2024-03-11T08:00:00Z/2024-03-11T09:00:00Z',
      '2024-03-26T13:00:00Z/2024-03-26T14:00:00Z',
      '2024-03-29T00:00:00Z/2024-03-30T00:00:00Z',
      '2024-04-01T07:00:00Z/2024-04-01T08:00:00Z',
      '2024-04-08T07:00:00Z/2024-04-08T08:00:00Z',
    ]);
  });
});

describe('writing events with ETags', () => {
  const draft: EventDraft = {
    title: 'Planning, Q2; budget',
    description: 'Line one\nLine two',
    start: Date.UTC(2024, 4, 6, 9),
    end: Date.UTC(2024, 4, 6, 10),
    timeZone: 'Europe/Berlin',
    organizerEmail: 'ana@example.com',
    attendees: [{ email: 'bo@example.com', name: 'Bo "B" Li' }],
  };
  const may = { start: Date.UTC(2024, 4, 1), end: Date.UTC(2024, 4, 31) };

  it('creates, updates and deletes; a stale ETag is a conflict', async () => {
    const created = await provider.createEvent(writesUrl, draft);
    expect(created.etag).toBeTruthy();
    expect((await provider.readBusyTime([writesUrl], may)).intervals).toEqual([
      { start: draft.start, end: draft.end, kind: 'busy' },
    ]);

    const updated = await provider.updateEvent(created, {
      ...draft,
      start: draft.start + 3_600_000,
      end: draft.end + 3_600_000,
    });
    expect(updated.etag).toBeTruthy();
    expect(updated.etag).not.toBe(created.etag);
    expect((await provider.readBusyTime([writesUrl], may)).intervals[0]?.start).toBe(draft.start + 3_600_000);

    expect(await errorCode(provider.updateEvent(created, draft))).toBe('conflict');
    expect(await errorCode(provider.deleteEvent(created))).toBe('conflict');

    await provider.deleteEvent(updated);
    expect((await provider.readBusyTime([writesUrl], may)).intervals).toEqual([]);
  });

  it('refuses to create over an existing event (If-None-Match: *)', async () => {
    const first = await provider.createEvent(writesUrl, { ...draft, uid: 'fixed-uid@t' });
    expect(await errorCode(provider.createEvent(writesUrl, { ...draft, uid: 'fixed-uid@t' }))).toBe(
      'conflict',
    );
    await provider.deleteEvent(first);
  });
});

describe('incremental sync (sync-collection)', () => {
  it('reports a change and a deletion since the last token, and starts over on a bad token', async () => {
    const homeUrl = `${radicale.url}ana/home/`;
    const a = await provider.createEvent(homeUrl, {
      title: 'A',
      start: Date.UTC(2024, 5, 1, 9),
      end: Date.UTC(2024, 5, 1, 10),
      timeZone: 'UTC',
      attendees: [],
    });
    const b = await provider.createEvent(homeUrl, {
      title: 'B',
      start: Date.UTC(2024, 5, 2, 9),
      end: Date.UTC(2024, 5, 2, 10),
      timeZone: 'UTC',
      attendees: [],
    });
    const initial = await provider.changesSince(homeUrl);
    expect(initial.fullResync).toBe(true);
    expect(initial.changed.map((change) => change.url).sort()).toEqual([a.eventId, b.eventId].sort());
    expect(initial.syncToken).toMatch(/\S/);

    const changedA = await provider.updateEvent(a, {
      title: 'A moved',
      start: Date.UTC(2024, 5, 1, 11),
      end: Date.UTC(2024, 5, 1, 12),
      timeZone: 'UTC',
      attendees: [],
    });
    await provider.deleteEvent(b);

    const delta = await provider.changesSince(homeUrl, initial.syncToken);
    expect(delta.fullResync).toBe(false);
    expect(delta.changed).toEqual([{ url: a.eventId, etag: changedA.etag }]);
    expect(delta.deleted).toEqual([b.eventId]);
    expect(delta.syncToken).not.toBe(initial.syncToken);

    const restarted = await provider.changesSince(homeUrl, 'http://radicale.org/ns/sync/not-a-token');
    expect(restarted.fullResync).toBe(true);
    expect(restarted.changed.map((change) => change.url)).toEqual([a.eventId]);
  });
});
