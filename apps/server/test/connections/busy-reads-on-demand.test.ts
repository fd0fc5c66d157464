import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { createGuardedFetch, type GuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';
import { createBusyReader, type BusyReader } from '../../src/features/connections/busy-reader';
import { sweepBusyCaches } from '../../src/features/connections/busy-refresh-sweep';
import { createCredentialSealer } from '../../src/features/connections/key-ring';
import { createProviderFactory } from '../../src/features/connections/provider-factory';
import { TEST_NOW_HEADER } from '../../src/http/test-clock';
import { googleSettings, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { meetingRequest } from '../meetings/meeting-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { connectGoogle, ownerAndStranger, testCredentialsKey } from './support';

/**
 * The sweep reads a person's calendars only while a request they organize is open, over that request's
 * dates, only the calendars they ticked, and deletes the copies once nothing needs them. The clock is
 * pinned in the past, so the app's own timed sweep (on the real clock) never needs these requests.
 */
const env = { CREDENTIALS_KEY: testCredentialsKey, TEST_CLOCK_HEADER: 'true' };
const T0 = Date.parse('2024-03-04T08:00:00Z');
const MINUTE = 60_000;
const primary = 'ana@example.com';
const team = 'team@group.calendar.google.com';

let google: FakeGoogle;
let t: TestApp;
let guardedFetch: GuardedFetch;
let busy: BusyReader;
let clock = T0;
let weekly = '';
let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await startTestApp({ ...env, ...googleSettings(google) });
  const config = loadConfig({ LOG_LEVEL: 'error', ...env, ...googleSettings(google) });
  guardedFetch = createGuardedFetch({ allowList: config.calendars.outboundAllowList });
  busy = createBusyReader({
    db: t.database.db,
    sealer: createCredentialSealer(config.calendars),
    providers: createProviderFactory(config.calendars, guardedFetch),
    clock: () => clock,
  });
  ({ owner } = await ownerAndStranger(t));
  await connectGoogle(t, owner.headers);
  google.busy[primary] = [{ start: '2024-03-12T09:00:00Z', end: '2024-03-12T10:00:00Z' }];
  google.busy[team] = [{ start: '2024-03-12T11:00:00Z', end: '2024-03-12T12:00:00Z' }];
});
afterAll(async () => {
  guardedFetch?.close();
  await t?.close();
  await google?.close();
});

const at = (instant: number) => ({ ...owner.headers, [TEST_NOW_HEADER]: new Date(instant).toISOString() });
const sweep = () => sweepBusyCaches({ db: t.database.db, busy, now: () => clock });
const reads = () =>
  google.requests.filter(
    (request) =>
      (request.method === 'GET' && request.path.includes('/events')) || request.path.endsWith('/freeBusy'),
  );
const mentionsTeam = (request: FakeGoogle['requests'][number]) =>
  request.path.includes(encodeURIComponent(team)) || request.body.includes(team);
async function copies() {
  const result = (await t.database.db.execute(
    `select k.provider_calendar_id, c.range_start, c.range_end from calendar_busy_cache c
       join connected_calendars k on k.id = c.calendar_id`,
  )) as unknown as {
    rows: { provider_calendar_id: string; range_start: Date | string; range_end: Date | string }[];
  };
  return result.rows.map((row) => ({
    calendar: row.provider_calendar_id,
    start: new Date(row.range_start).toISOString(),
    end: new Date(row.range_end).toISOString(),
  }));
}
async function create(payload: object): Promise<string> {
  const created = await t.app.inject({ method: 'POST', url: '/api/meetings', headers: at(clock), payload });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

describe('busy copies follow open requests', () => {
  it('reads nothing while the person has no open request', async () => {
    google.requests.length = 0;
    expect(await sweep()).toMatchObject({ refreshed: 0, failed: 0 });
    expect(reads()).toEqual([]);
    expect(await copies()).toEqual([]);
  });

  it('reads the ticked calendars only, over the open request’s window only', async () => {
    const [connection] = (
      await t.app.inject({ url: '/api/calendar-connections', headers: owner.headers })
    ).json();
    const teamCalendar = connection.calendars.find((c: { name: string }) => c.name === 'Team');
    const untick = await t.app.inject({
      method: 'PATCH',
      url: `/api/connected-calendars/${teamCalendar.id}`,
      headers: owner.headers,
      payload: { checkConflicts: false },
    });
    expect(untick.statusCode).toBe(200);
    weekly = await create(
      meetingRequest({ windowStart: '2024-03-11T00:00:00Z', windowEnd: '2024-03-16T00:00:00Z' }),
    );
    google.requests.length = 0;

    expect(await sweep()).toMatchObject({ refreshed: 1, failed: 0 });
    const sent = reads();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter(mentionsTeam)).toEqual([]);
    for (const request of sent) {
      expect(request.query.get('timeMin')).toBe('2024-03-11T00:00:00.000Z');
      expect(request.query.get('timeMax')).toBe('2024-03-16T00:00:00.000Z');
    }
    expect(await copies()).toEqual([
      { calendar: primary, start: '2024-03-11T00:00:00.000Z', end: '2024-03-16T00:00:00.000Z' },
    ]);

    // A ranking of the request finds that copy: nothing is read again.
    google.requests.length = 0;
    const users = (await t.database.db.execute(
      `select id from users where email = 'olga@example.com'`,
    )) as unknown as { rows: { id: string }[] };
    const ranked = await busy.organizerBusy(users.rows[0]!.id, {
      start: Date.parse('2024-03-11T00:00:00Z'),
      end: Date.parse('2024-03-16T00:00:00Z'),
    });
    expect(ranked).toEqual({
      busy: [{ start: Date.parse('2024-03-12T09:00:00Z'), end: Date.parse('2024-03-12T10:00:00Z') }],
      tentative: [],
    });
    expect(reads()).toEqual([]);
  });

  it('deletes the copies when the last open request closes, and reads no more', async () => {
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${weekly}/cancel`,
      headers: at(clock),
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    clock += 10 * MINUTE;
    google.requests.length = 0;
    expect(await sweep()).toMatchObject({ refreshed: 0, deletedCopies: 1 });
    expect(await copies()).toEqual([]);
    expect(reads()).toEqual([]);
  });

  it('reads a series over its occurrences’ span, and lets go once its last date has passed', async () => {
    await create({
      ...meetingRequest({ windowStart: '2024-03-18T00:00:00Z', windowEnd: '2024-03-25T00:00:00Z' }),
      recurrence: { frequency: 'weekly', startDate: '2024-03-18', count: 3 },
    });
    google.requests.length = 0;
    await sweep();
    const sent = reads();
    expect(sent.length).toBeGreaterThan(0);
    // The day before the first date, to the day after the last possible one (18 March + 6 + 14 days).
    for (const request of sent) {
      expect(request.query.get('timeMin')).toBe('2024-03-17T00:00:00.000Z');
      expect(request.query.get('timeMax')).toBe('2024-04-09T00:00:00.000Z');
    }
    expect(sent.filter(mentionsTeam)).toEqual([]);

    // Still open, but every date is behind us: nothing is needed any more.
    clock = Date.parse('2024-04-10T00:00:00Z');
    google.requests.length = 0;
    await sweep();
    expect(await copies()).toEqual([]);
    expect(reads()).toEqual([]);
  });

  it('keeps no copy of a calendar once it is unticked', async () => {
    clock = T0 + 20 * MINUTE;
    await create(meetingRequest({ windowStart: '2024-03-11T00:00:00Z', windowEnd: '2024-03-16T00:00:00Z' }));
    await sweep();
    expect((await copies()).map((copy) => copy.calendar)).toEqual([primary]);
    const [connection] = (
      await t.app.inject({ url: '/api/calendar-connections', headers: owner.headers })
    ).json();
    const primaryCalendar = connection.calendars.find((c: { name: string }) => c.name === primary);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/connected-calendars/${primaryCalendar.id}`,
      headers: owner.headers,
      payload: { checkConflicts: false },
    });
    expect(await copies()).toEqual([]);
    google.requests.length = 0;
    await sweep();
    expect(reads()).toEqual([]);
    expect(google.violations).toEqual([]);
  });
});
