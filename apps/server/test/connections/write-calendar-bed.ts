import { afterAll, beforeAll, expect } from 'vitest';
import type { CalDavTestServer } from '../support/caldav-server';
import { startTestApp, type TestApp } from '../support/test-app';
import { testCredentialsKey } from './support';

/**
 * For the whole file: a CalDAV server (from `start`) with one calendar, "Meetings", and an app that may
 * reach it and keeps credentials under the test key. Started before the file's first test, stopped after
 * its last.
 */
export function writeCalendarBedForFile(start: () => Promise<CalDavTestServer>) {
  const bed = {
    server: undefined as unknown as CalDavTestServer,
    calendarUrl: '',
    t: undefined as unknown as TestApp,
  };
  beforeAll(async () => {
    bed.server = await start();
    bed.calendarUrl = await bed.server.createCalendar('meetings', 'Meetings');
    bed.t = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey, OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await bed.t?.close();
    await bed.server?.stop();
  });
  return bed;
}

/** Connects `server` for `headers`' account; its one calendar, "Meetings", takes new meetings. */
export async function connectWriteCalendar(
  t: TestApp,
  headers: Record<string, string>,
  server: CalDavTestServer,
) {
  const connected = await t.app.inject({
    method: 'POST',
    url: '/api/calendar-connections',
    headers,
    payload: {
      provider: 'caldav',
      serverUrl: server.url,
      username: server.username,
      password: server.password,
    },
  });
  expect(connected.statusCode, connected.body).toBe(201);
  expect(connected.json().calendars[0]).toMatchObject({ name: 'Meetings', writeTarget: true });
}
