import { expect } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { dayFromNow, meetingRequest } from '../meetings/meeting-fixtures';
import { googleSettings, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { startedForFile } from '../support/started-for-file';
import { startTestApp, type TestApp } from '../support/test-app';

export const testCredentialsKey = Buffer.alloc(32, 11).toString('base64');

/** The admin first (the first account is the admin), then an owner and a stranger. */
export async function ownerAndStranger(t: TestApp) {
  await signedInUser(t, 'admin@example.com', 'Ada Admin');
  const owner = await signedInUser(t, 'olga@example.com', 'Olga Owner');
  const stranger = await signedInUser(t, 'sam@example.com', 'Sam Stranger');
  return { owner, stranger };
}

/** A new meeting booked at 10:00 UTC three days from now, for tests of what booking writes. */
export async function createAndBook(t: TestApp, headers: Record<string, string>): Promise<{ id: string }> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers,
    payload: meetingRequest(),
  });
  expect(created.statusCode).toBe(201);
  const meeting = created.json() as { id: string };
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/book`,
    headers,
    payload: { start: dayFromNow(3) + 10 * 3600_000 },
  });
  expect(booked.statusCode).toBe(200);
  return meeting;
}

/** Every stored value of a table as one string, to look for secrets in it. */
export async function tableDump(t: TestApp, table: string): Promise<string> {
  const result = (await t.database.db.execute(`select * from ${table}`)) as unknown as { rows: unknown[] };
  return JSON.stringify(result.rows);
}

export function icsEvent(uid: string, start: Date, end: Date, summary = 'Busy thing'): string {
  return icsEvents([{ uid, start, end, summary }]);
}

/** One calendar holding these events; `lines` are added to an event as they are (STATUS:TENTATIVE). */
export function icsEvents(
  events: { uid: string; start: Date; end: Date; summary: string; lines?: string[] }[],
): string {
  const stamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Overlap tests//EN',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp(new Date(Date.UTC(2024, 0, 1)))}`,
      `DTSTART:${stamp(event.start)}`,
      `DTEND:${stamp(event.end)}`,
      `SUMMARY:${event.summary}`,
      ...(event.lines ?? []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Tomorrow at the given UTC hour, so tests stay inside the 7-day preview whatever the day. */
export function tomorrowAt(hourUtc: number): Date {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 1);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date;
}

/**
 * Connects the fake's Google or Microsoft calendar to a signed-in user through the real OAuth start and
 * finish routes.
 */
export async function connectOAuthCalendar(
  t: TestApp,
  provider: 'google' | 'microsoft',
  headers: Record<string, string>,
): Promise<void> {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/calendar-connections/oauth/start',
    headers,
    payload: { provider },
  });
  const state = new URL(start.json().authorizeUrl).searchParams.get('state');
  const finish = await t.app.inject({
    method: 'POST',
    url: '/api/calendar-connections/oauth/finish',
    headers,
    payload: { state, code: provider === 'google' ? 'good-code' : 'ms-code' },
  });
  if (finish.statusCode !== 201)
    throw new Error(`connecting ${provider} answered ${finish.statusCode}: ${finish.body}`);
}

/** Connects the fake's Google calendar (see connectOAuthCalendar). */
export const connectGoogle = (t: TestApp, headers: Record<string, string>) =>
  connectOAuthCalendar(t, 'google', headers);

type People = Awaited<ReturnType<typeof ownerAndStranger>>;

/** What `googleOwnerForFile` starts; `env` is everything the app was started with. */
export interface GoogleOwner extends People {
  t: TestApp;
  google: FakeGoogle;
  env: Record<string, string>;
}

/**
 * A fake Google and an app (started with `env`) whose calendars reach it, with `ownerAndStranger`; the
 * owner's calendar is connected to Google unless `connect` is false. `then` sets up what the file needs
 * besides, and its answer joins the rest. Started before the file's tests and closed after them.
 */
export function googleOwnerForFile<Extra extends object = object>(
  env: Record<string, string> = {},
  { connect = true, then }: { connect?: boolean; then?: (owner: GoogleOwner) => Promise<Extra> } = {},
): GoogleOwner & Extra {
  return startedForFile(
    async () => {
      const google = await startFakeGoogle();
      const appEnv = { CREDENTIALS_KEY: testCredentialsKey, ...googleSettings(google), ...env };
      const t = await startTestApp(appEnv);
      const people = await ownerAndStranger(t);
      if (connect) await connectGoogle(t, people.owner.headers);
      const owner: GoogleOwner = { t, google, env: appEnv, ...people };
      return { ...owner, ...((await then?.(owner)) as Extra) };
    },
    async ({ t, google }) => {
      await t.close();
      await google.close();
    },
  );
}
