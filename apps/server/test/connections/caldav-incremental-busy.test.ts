import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { createGuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';
import { createBusyReader } from '../../src/features/connections/busy-reader';
import { sweepBusyCaches } from '../../src/features/connections/busy-refresh-sweep';
import { createCredentialSealer } from '../../src/features/connections/key-ring';
import { createProviderFactory } from '../../src/features/connections/provider-factory';
import { signedInUser } from '../auth/support/signed-in-user';
import type { CalDavTestServer } from '../support/caldav-server';
import { calDavServers } from '../support/caldav-servers';
import { startRecordingProxy, type RecordingProxy } from '../support/recording-proxy';
import { startTestApp, type TestApp } from '../support/test-app';
import { dayFromNow, meetingRequest } from '../meetings/meeting-fixtures';
import { icsEvent, ownerAndStranger, testCredentialsKey, tomorrowAt } from './support';

const env = { CREDENTIALS_KEY: testCredentialsKey, OUTBOUND_ALLOW_HOSTS: '127.0.0.1' };
describe.each(calDavServers)('CalDAV busy caching on $name', ({ start }) => {
  let server: CalDavTestServer;
  let proxy: RecordingProxy;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];
  let calendarUrl: string;

  const put = async (name: string, text: string) => {
    const response = await fetch(`${calendarUrl}${name}`, {
      method: 'PUT',
      headers: { authorization: server.authorization, 'content-type': 'text/calendar' },
      body: text,
    });
    expect([201, 204]).toContain(response.status);
  };
  const remove = async (name: string) => {
    const response = await fetch(`${calendarUrl}${name}`, {
      method: 'DELETE',
      headers: { authorization: server.authorization },
    });
    expect([200, 204]).toContain(response.status);
  };

  async function cacheRow() {
    const result = (await t.database.db.execute(
      `select c.sync_token, c.items, c.stale, c.fetched_at from calendar_busy_cache c
       join connected_calendars k on k.id = c.calendar_id join users u on u.id = k.user_id
      where u.email = 'olga@example.com'`,
    )) as unknown as {
      rows: {
        sync_token: string | null;
        items: Record<string, unknown> | null;
        stale: boolean;
        fetched_at: Date | string;
      }[];
    };
    expect(result.rows).toHaveLength(1);
    return result.rows[0]!;
  }

  const itemPaths = (items: Record<string, unknown> | null) =>
    Object.keys(items ?? {})
      .map((key) => new URL(key).pathname)
      .sort();

  const outdate = () =>
    t.database.db.execute(`update calendar_busy_cache set fetched_at = now() - interval '1 hour'`);

  async function preview() {
    const res = await t.app.inject({ url: '/api/calendar-connections/busy-preview', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const [calendar] = res.json().calendars as { stale: boolean; busy: { start: string; end: string }[] }[];
    return calendar!;
  }

  const calendarPath = () => new URL(calendarUrl).pathname;

  const reports = (kind: string) =>
    proxy.requests.filter((request) => request.method === 'REPORT' && request.body.includes(kind));

  beforeAll(async () => {
    server = await start();
    calendarUrl = await server.createCalendar('work', 'Work');
    await put('standup.ics', icsEvent('standup@test', tomorrowAt(9), tomorrowAt(10)));
    await put('review.ics', icsEvent('review@test', tomorrowAt(13), tomorrowAt(14)));
    proxy = await startRecordingProxy(server.url);
    t = await startTestApp(env);
    ({ owner } = await ownerAndStranger(t));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendar-connections',
      headers: owner.headers,
      payload: {
        provider: 'caldav',
        serverUrl: proxy.url,
        username: server.username,
        password: server.password,
      },
    });
    expect(res.statusCode).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await server?.stop();
  });

  describe('incremental busy time', () => {
    it('first reads the window in full and keeps a sync token with one entry per object', async () => {
      proxy.requests.length = 0;
      const calendar = await preview();
      expect(calendar.stale).toBe(false);
      expect(calendar.busy.map((busy) => busy.start)).toEqual([
        tomorrowAt(9).toISOString(),
        tomorrowAt(13).toISOString(),
      ]);
      expect(reports('sync-collection')).toHaveLength(1);
      expect(reports('calendar-query')).toHaveLength(1);
      const row = await cacheRow();
      expect(row.sync_token).toMatch(/\S/);
      expect(itemPaths(row.items)).toEqual([`${calendarPath()}review.ics`, `${calendarPath()}standup.ics`]);
    });

    it('after a change and a deletion, applies only those through sync-collection from the stored token', async () => {
      const before = await cacheRow();
      await put('standup.ics', icsEvent('standup@test', tomorrowAt(15), tomorrowAt(16)));
      await remove('review.ics');
      await outdate();
      proxy.requests.length = 0;

      const calendar = await preview();
      expect(calendar).toMatchObject({ stale: false });
      expect(calendar.busy).toEqual([
        { start: tomorrowAt(15).toISOString(), end: tomorrowAt(16).toISOString(), kind: 'busy' },
      ]);
      const [sync] = reports('sync-collection');
      expect(sync?.body).toContain(`${before.sync_token}</`);
      expect(reports('sync-collection')).toHaveLength(1);
      // Only the changed object is fetched again; nothing reads the whole window.
      const [multiget] = reports('calendar-multiget');
      expect(multiget?.body).toContain('standup.ics');
      expect(multiget?.body).not.toContain('review.ics');
      expect(reports('calendar-query')).toHaveLength(0);
      const after = await cacheRow();
      expect(after.sync_token).not.toBe(before.sync_token);
      expect(itemPaths(after.items)).toEqual([`${calendarPath()}standup.ics`]);
    });

    it('reads in full again when the server refuses the stored token', async () => {
      await put('late.ics', icsEvent('late@test', tomorrowAt(18), tomorrowAt(19)));
      await t.database.db.execute(
        `update calendar_busy_cache set sync_token = 'http://server.org/ns/sync/unknown', fetched_at = now() - interval '1 hour'`,
      );
      proxy.requests.length = 0;
      const calendar = await preview();
      expect(calendar.busy.map((busy) => busy.start)).toEqual([
        tomorrowAt(15).toISOString(),
        tomorrowAt(18).toISOString(),
      ]);
      expect(reports('sync-collection')[0]?.body).toContain('ns/sync/unknown');
      expect(reports('calendar-query')).toHaveLength(1);
      expect((await cacheRow()).sync_token).not.toContain('unknown');
    });

    it('keeps the older copy marked stale when the server fails, and never as fresh', async () => {
      await outdate();
      proxy.failWith = 500;
      try {
        const calendar = await preview();
        expect(calendar.stale).toBe(true);
        expect(calendar.busy).toHaveLength(2);
        expect((await cacheRow()).stale).toBe(true);
        const [connection] = (
          await t.app.inject({ url: '/api/calendar-connections', headers: owner.headers })
        ).json();
        expect(connection).toMatchObject({ status: 'error' });
      } finally {
        proxy.failWith = null;
      }
    });
  });

  describe('background refresh', () => {
    it('queues the sweep as a timed job at the next five-minute boundary', async () => {
      const result = (await t.database.db.execute(
        `select start_after from pgboss.job where name = 'calendar-busy-refresh'`,
      )) as unknown as { rows: { start_after: Date | string }[] };
      expect(result.rows.length).toBeGreaterThanOrEqual(1);
      const startAfter = new Date(result.rows[0]!.start_after).getTime();
      expect(startAfter % (5 * 60_000)).toBe(0);
    });

    it('refreshes an outdated cache, deletes expired OAuth states, and goes on past a failing connection', async () => {
      const config = loadConfig({ LOG_LEVEL: 'error', ...env });
      const guardedFetch = createGuardedFetch({ allowList: config.calendars.outboundAllowList });
      const busy = createBusyReader({
        db: t.database.db,
        sealer: createCredentialSealer(config.calendars),
        providers: createProviderFactory(config.calendars, guardedFetch),
      });
      // A second person whose server goes down after connecting.
      const other = await signedInUser(t, 'pia@example.com', 'Pia Other');
      const downProxy = await startRecordingProxy(server.url);
      const connected = await t.app.inject({
        method: 'POST',
        url: '/api/calendar-connections',
        headers: other.headers,
        payload: {
          provider: 'caldav',
          serverUrl: downProxy.url,
          username: server.username,
          password: server.password,
        },
      });
      expect(connected.statusCode).toBe(201);
      downProxy.failWith = 503;
      try {
        await t.database.db.execute(
          `update calendar_busy_cache set fetched_at = now() - interval '1 hour', stale = false`,
        );
        await t.database.db.execute(`
        insert into calendar_oauth_states (state_hash, user_id, provider, verifier_sealed, expires_at)
        select 'old-state', id, 'google', 'x', now() - interval '1 minute' from users limit 1`);
        await t.database.db.execute(`
        insert into calendar_oauth_states (state_hash, user_id, provider, verifier_sealed, expires_at)
        select 'live-state', id, 'google', 'x', now() + interval '5 minutes' from users limit 1`);
        await put('late.ics', icsEvent('late@test', tomorrowAt(20), tomorrowAt(21)));
        // Both have an open request over the coming week: their calendars are needed.
        for (const who of [owner, other]) {
          const created = await t.app.inject({
            method: 'POST',
            url: '/api/meetings',
            headers: who.headers,
            payload: meetingRequest({
              windowStart: new Date(dayFromNow(1)).toISOString(),
              windowEnd: new Date(dayFromNow(8)).toISOString(),
            }),
          });
          expect(created.statusCode).toBe(201);
        }
        proxy.requests.length = 0;
        const sweptAt = Date.now();

        const outcome = await sweepBusyCaches({ db: t.database.db, busy });
        expect(outcome).toEqual({ expiredStates: 1, refreshed: 2, failed: 0, deletedCopies: 0 });
        expect(reports('sync-collection')).toHaveLength(1);
        const row = await cacheRow();
        expect(new Date(row.fetched_at).getTime()).toBeGreaterThanOrEqual(sweptAt - 1000);
        expect(row.stale).toBe(false);
        const [down] = (
          await t.app.inject({ url: '/api/calendar-connections', headers: other.headers })
        ).json();
        expect(down).toMatchObject({ status: 'error' });
        const states = (await t.database.db.execute(
          `select state_hash from calendar_oauth_states`,
        )) as unknown as { rows: { state_hash: string }[] };
        expect(states.rows.map((state) => state.state_hash)).toEqual(['live-state']);

        const calendar = await preview();
        expect(calendar.busy.map((entry) => entry.start)).toContain(tomorrowAt(20).toISOString());
      } finally {
        guardedFetch.close();
        await downProxy.close();
      }
    });
  });
});
