import { expect } from 'vitest';
import { connectGoogle, ownerAndStranger, testCredentialsKey } from '../../connections/support';
import { googleSettings, startFakeGoogle, type FakeGoogle } from '../../support/fake-google';
import { bookMeeting } from '../../meetings/meeting-fixtures';
import { startedForFile } from '../../support/started-for-file';
import { startTestApp, type TestApp } from '../../support/test-app';
import { berlinSeriesRequest, seriesClock } from './berlin-series';

export interface SeriesOnGoogle {
  t: TestApp;
  google: FakeGoogle;
  /** The organizer's, at the pinned clock. */
  headers: Record<string, string>;
  close(): Promise<void>;
}

/** An app whose organizer writes booked meetings to a fake Google, at the series tests' pinned clock. */
export async function startSeriesOnGoogle(): Promise<SeriesOnGoogle> {
  const google = await startFakeGoogle();
  const t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    TEST_CLOCK_HEADER: 'true',
    ...googleSettings(google),
  });
  const { owner } = await ownerAndStranger(t);
  await connectGoogle(t, owner.headers);
  return {
    t,
    google,
    headers: { ...owner.headers, ...seriesClock },
    close: async () => {
      await t.close();
      await google.close();
    },
  };
}

/** The scene of `startSeriesOnGoogle`, started before the file's tests and closed after them. */
export const seriesOnGoogleForFile = () => startedForFile(startSeriesOnGoogle, (scene) => scene.close());

/** A Berlin series created as `recurrence` says and booked at its first date, Monday 16 March, 15:00. */
export async function bookedBerlinSeries(
  { t, headers }: Pick<SeriesOnGoogle, 't' | 'headers'>,
  title: string,
  recurrence: Record<string, unknown>,
) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers,
    payload: berlinSeriesRequest(title, recurrence),
  });
  expect(created.statusCode).toBe(201);
  const meeting = created.json() as { id: string; participants: { link: string }[] };
  await bookMeeting(t, headers, meeting.id, Date.parse('2026-03-16T14:00:00Z'));
  return meeting;
}

/** Waits for a background calendar write (generous: the machine is shared). */
export async function until<T>(find: () => T | undefined): Promise<T | undefined> {
  const deadline = Date.now() + 25_000;
  while (!find() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  return find();
}

/** The Google event of four Mondays at 15:00–15:45 in Berlin from 16 March 2026, 23 March skipped. */
export function expectFourBerlinMondaysOnGoogle(body: { start: unknown; end: unknown; recurrence: unknown }) {
  expect(body.start).toEqual({ dateTime: '2026-03-16T15:00:00', timeZone: 'Europe/Berlin' });
  expect(body.end).toEqual({ dateTime: '2026-03-16T15:45:00', timeZone: 'Europe/Berlin' });
  expect(body.recurrence).toEqual([
    'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=4',
    'EXDATE;TZID=Europe/Berlin:20260323T150000',
  ]);
}
