import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { packIntervals } from '@overlap/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { createGuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';
import { createBusyReader } from '../../src/features/connections/busy-reader';
import { createCredentialSealer } from '../../src/features/connections/key-ring';
import { createProviderFactory } from '../../src/features/connections/provider-factory';
import { users } from '../../src/features/users/table';
import { tokenOf, workdayFromNow, createdMeeting } from '../meetings/meeting-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { icsEvents, ownerAndStranger, testCredentialsKey } from './support';

const day = workdayFromNow(3);
const at = (hour: number) => day + hour * 3600_000;

let feedServer: Server;
let t: TestApp;

beforeAll(async () => {
  feedServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end(
      icsEvents([
        { uid: 'one-to-one@test', start: new Date(at(10)), end: new Date(at(11)), summary: 'One-to-one' },
        // Pencilled in: tentative counts as "if need be" for the organizer too, as for guests.
        {
          uid: 'maybe@test',
          start: new Date(at(11)),
          end: new Date(at(12)),
          summary: 'Maybe',
          lines: ['STATUS:TENTATIVE'],
        },
      ]),
    );
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey, OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

it('ranks meetings around the organizer’s busy time from calendars that check for conflicts', async () => {
  const { owner } = await ownerAndStranger(t);
  const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.ics`;
  const connected = await t.app.inject({
    method: 'POST',
    url: '/api/calendar-connections',
    headers: owner.headers,
    payload: { provider: 'ics', feedUrl },
  });
  expect(connected.statusCode).toBe(201);

  const meeting = await createdMeeting(t, owner.headers, {
    participants: [{ email: 'ana@example.com', name: 'Ana', required: true }],
  });
  const ana = tokenOf(meeting.participants[0].link);
  await t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${ana}`,
    payload: { timeZone: 'UTC', painted: true, available: [{ start: at(10), end: at(12) }] },
  });

  const first = async () =>
    (await t.app.inject({ url: `/api/meetings/${meeting.id}/suggestions`, headers: owner.headers })).json()
      .ranking.slots[0];
  const best = async () => (await first()).start;
  // Ana is free 10:00–12:00; the organizer's feed holds 10:00–11:00 busy and 11:00–12:00 tentative, so the
  // best time moves to 11:00, where the organizer is "if need be" rather than busy.
  const slot = await first();
  expect(slot.start).toBe(at(11));
  expect(slot.people.find((p: { participantId: string }) => p.participantId === 'organizer')).toMatchObject({
    state: 'if-need-be',
  });

  const calendarId = connected.json().calendars[0].id;
  await t.app.inject({
    method: 'PATCH',
    url: `/api/connected-calendars/${calendarId}`,
    headers: owner.headers,
    payload: { checkConflicts: false },
  });
  expect(await best()).toBe(at(10));
});

it('hands the ranking the organizer’s busy time packed as stored, clipped to the window like the intervals', async () => {
  const config = loadConfig({
    LOG_LEVEL: 'error',
    CREDENTIALS_KEY: testCredentialsKey,
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
  });
  const busy = createBusyReader({
    db: t.database.db,
    sealer: createCredentialSealer(config.calendars),
    providers: createProviderFactory(
      config.calendars,
      createGuardedFetch({ allowList: config.calendars.outboundAllowList }),
    ),
  });
  const [olga] = await t.database.db.select().from(users).where(eq(users.email, 'olga@example.com'));
  // The test above left the calendar out of conflict checks.
  await t.database.db.execute('update connected_calendars set check_conflicts = true');
  const pairs = (list: Int32Array) =>
    Array.from({ length: list.length / 2 }, (_, i) => [list[2 * i]!, list[2 * i + 1]!]).sort(
      (a, b) => a[0]! - b[0]!,
    );
  // Whole, cut at a half minute inside the event (10:30:30), and outside it.
  for (const range of [
    { start: day, end: day + 86_400_000 },
    { start: at(10.5) + 30_000, end: at(23) },
    { start: at(12), end: at(13) },
  ]) {
    const packed = await busy.organizerBusyPacked(olga!.id, range);
    const objects = await busy.organizerBusy(olga!.id, range);
    expect(pairs(packed.busy)).toEqual(pairs(packIntervals(objects.busy, 'outward')));
    expect(pairs(packed.tentative)).toEqual(pairs(packIntervals(objects.tentative, 'outward')));
  }
  const cut = await busy.organizerBusyPacked(olga!.id, { start: at(10.5) + 30_000, end: at(23) });
  expect(pairs(cut.busy)).toEqual([[Math.floor((at(10.5) + 30_000) / 60_000), at(11) / 60_000]]);
  expect(pairs(cut.tentative)).toEqual([[at(11) / 60_000, at(12) / 60_000]]);
});
