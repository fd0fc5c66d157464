import { expect } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { connectOAuthCalendar, testCredentialsKey } from '../connections/support';
import { googleSettings, startFakeGoogle } from './fake-google';
import { microsoftSettings, startFakeMicrosoft } from './fake-microsoft';
import { startRadicale } from './radicale';
import { startedForFile } from './started-for-file';
import { startTestApp, type TestApp } from './test-app';

export type WriteProvider = 'google' | 'microsoft' | 'caldav';

/**
 * Three calendars an organizer may write to (the fake Google, the fake Microsoft and a Radicale
 * collection named `calendar`) and an app that reaches them all, its admin signed in so that no
 * organizer is one, started with `env` before the file's tests and closed after them. The answer's
 * `env` is the app's whole environment, for jobs run by hand.
 */
export function threeCalendarsForFile(calendar: string, env: Record<string, string> = {}) {
  return startedForFile(
    async () => {
      const google = await startFakeGoogle();
      const microsoft = await startFakeMicrosoft();
      const radicale = await startRadicale();
      const calendarUrl = await radicale.createCalendar(calendar.toLowerCase(), calendar);
      const appEnv = {
        CREDENTIALS_KEY: testCredentialsKey,
        OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
        ...googleSettings(google),
        ...microsoftSettings(microsoft),
        ...env,
      };
      const t = await startTestApp(appEnv);
      await signedInUser(t, 'admin@example.com', 'Ada Admin');
      return { t, google, microsoft, radicale, calendarUrl, env: appEnv };
    },
    async ({ t, google, microsoft, radicale }) => {
      await t.close();
      await google.close();
      await microsoft.close();
      await radicale.stop();
    },
  );
}

/** Makes `provider` the write target of the organizer whose `headers` are given. */
export async function connectWriteCalendar(
  { t, radicale }: { t: TestApp; radicale: { url: string; username: string; password: string } },
  provider: WriteProvider,
  headers: Record<string, string>,
) {
  if (provider !== 'caldav') return connectOAuthCalendar(t, provider, headers);
  const { url: serverUrl, username, password } = radicale;
  const connected = await t.app.inject({
    method: 'POST',
    url: '/api/calendar-connections',
    headers,
    payload: { provider, serverUrl, username, password },
  });
  expect(connected.statusCode).toBe(201);
}
