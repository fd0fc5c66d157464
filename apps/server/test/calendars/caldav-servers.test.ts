import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { connectCalDav } from '../../src/features/calendars/caldav/caldav-adapter';
import { type CalDavProvider } from '../../src/features/calendars/caldav/caldav-adapter';
import type { EventDraft } from '../../src/features/calendars/provider-port';
import type { CalDavTestServer } from '../support/caldav-server';
import { createGuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';
import { calDavConnector, errorCode } from './support/caldav-connect';
import { calDavServers } from '../support/caldav-servers';
import { weeklyBerlinMondays } from './support/busy-fixture';
import { berlinVtimezone, iso, vcalendar, vevent } from './support/ics-builder';

const range = { start: Date.UTC(2024, 2, 1), end: Date.UTC(2024, 3, 10) };

const connectTo = calDavConnector();

describe.each(calDavServers)('CalDAV against $name', ({ start }) => {
  let server: CalDavTestServer;
  let provider: CalDavProvider;
  let workUrl: string;
  let homeCalendarUrl: string;
  let writesUrl: string;

  async function put(url: string, body: string) {
    const response = await fetch(url, {
      method: 'PUT',
      headers: { authorization: server.authorization, 'content-type': 'text/calendar; charset=utf-8' },
      body,
    });
    await response.arrayBuffer();
    expect(response.status).toBe(201);
  }

  const connect = (overrides: Partial<Parameters<typeof connectCalDav>[0]> = {}) =>
    connectTo(server, overrides);

  beforeAll(async () => {
    server = await start();
    workUrl = await server.createCalendar('work', 'Work');
    homeCalendarUrl = await server.createCalendar('home', 'Home');
    writesUrl = await server.createCalendar('writes', 'Writes');
    provider = await connect();
  }, 30_000);

  afterAll(async () => {
    await server?.stop();
  });

  describe('discovery', () => {
    it('finds the principal and calendar home from the server root', () => {
      expect(provider.account.principalUrl).toBe(server.principalUrl);
      expect(provider.account.homeUrl).toBe(server.homeUrl);
    });

    it('lists the calendars', async () => {
      const calendars = await provider.listCalendars();
      expect(calendars.map((calendar) => calendar.name).sort()).toEqual(['Home', 'Work', 'Writes']);
      expect(calendars.find((calendar) => calendar.name === 'Work')?.id).toBe(workUrl);
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

  describe('busy time', () => {
    beforeAll(async () => {
      await put(`${workUrl}weekly.ics`, vcalendar(berlinVtimezone, ...weeklyBerlinMondays()));
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
      expect((await provider.readBusyTime([writesUrl], may)).intervals[0]?.start).toBe(
        draft.start + 3_600_000,
      );

      expect(await errorCode(provider.updateEvent(created, draft))).toBe('conflict');
      expect(await errorCode(provider.deleteEvent(created))).toBe('conflict');

      await provider.deleteEvent(updated);
      expect((await provider.readBusyTime([writesUrl], may)).intervals).toEqual([]);
    });

    it('adopts an event already stored under the same UID instead of failing on If-None-Match', async () => {
      const first = await provider.createEvent(writesUrl, { ...draft, uid: 'fixed-uid@t' });
      const moved = {
        ...draft,
        uid: 'fixed-uid@t',
        start: draft.start + 7_200_000,
        end: draft.end + 7_200_000,
      };
      const again = await provider.createEvent(writesUrl, moved);
      expect(again).toMatchObject({ calendarId: writesUrl, eventId: first.eventId, uid: 'fixed-uid@t' });
      expect(again.etag).toBeTruthy();
      expect(again.etag).not.toBe(first.etag);
      expect((await provider.readBusyTime([writesUrl], may)).intervals).toEqual([
        { start: moved.start, end: moved.end, kind: 'busy' },
      ]);
      expect(await errorCode(provider.deleteEvent(first))).toBe('conflict');
      await provider.deleteEvent(again);
      expect((await provider.readBusyTime([writesUrl], may)).intervals).toEqual([]);
    });

    it('does not adopt another event stored where this UID would go', async () => {
      const uid = 'taken-uid@t';
      await put(
        `${writesUrl}${encodeURIComponent(uid)}.ics`,
        vcalendar(vevent({ UID: 'someone-else@t', DTSTART: '20240507T090000Z', DTEND: '20240507T100000Z' })),
      );
      expect(await errorCode(provider.createEvent(writesUrl, { ...draft, uid }))).toBe('conflict');
    });
  });

  describe('incremental sync (sync-collection)', () => {
    it('reports a change and a deletion since the last token, and starts over on a bad token', async () => {
      const homeUrl = homeCalendarUrl;
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

      // An unknown token in the server's own form, and a foreign one: Radicale answers 403, Xandikos 500.
      const unknownOwn = initial.syncToken.replace(/[0-9a-f]{6}$/i, 'abcdef');
      expect(unknownOwn).not.toBe(initial.syncToken);
      for (const token of [unknownOwn, 'http://example.com/ns/sync/not-a-token']) {
        const restarted = await provider.changesSince(homeUrl, token);
        expect(restarted.fullResync).toBe(true);
        expect(restarted.changed.map((change) => change.url)).toEqual([a.eventId]);
        expect(restarted.syncToken).toMatch(/\S/);
      }

      const june = { start: Date.UTC(2024, 5, 1), end: Date.UTC(2024, 5, 30) };
      const busy = await provider.syncBusy(homeUrl, june, unknownOwn);
      expect(busy).toMatchObject({ full: true, removed: [] });
      expect(busy.token).toMatch(/\S/);
      expect(busy.changed).toEqual([
        {
          key: a.eventId,
          intervals: [{ start: Date.UTC(2024, 5, 1, 11), end: Date.UTC(2024, 5, 1, 12), kind: 'busy' }],
        },
      ]);
    });
  });
});
