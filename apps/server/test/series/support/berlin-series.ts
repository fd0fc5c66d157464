import type { CreateMeetingRequest } from '@overlap/contracts/schemas';
import { signedInUser } from '../../auth/support/signed-in-user';
import { meetingRequest } from '../../meetings/meeting-fixtures';
import { SMTP_NOWHERE, startTestApp, type TestApp } from '../../support/test-app';

/**
 * The series tests' shared scene: "now" is the Sunday evening (UTC) before a Berlin series from Monday
 * 16 March 2026, which crosses the EU spring change on 29 March (and Sydney's autumn change on 5 April).
 */
export const SERIES_NOW = '2026-03-15T22:45:00.000Z';
export const seriesClock = { 'x-overlap-test-now': SERIES_NOW };

/** A 45-minute request in Berlin, any day at any hour, repeating from Monday 16 March as `recurrence` says. */
export function anyTimeBerlinSeriesRequest(
  title: string,
  recurrence: Record<string, unknown>,
  overrides: Partial<CreateMeetingRequest> = {},
) {
  return {
    ...meetingRequest({
      title,
      durationMinutes: 45,
      windowStart: '2026-03-16T00:00:00Z',
      windowEnd: '2026-03-23T00:00:00Z',
      organizerZone: 'Europe/Berlin',
      ...overrides,
    }),
    recurrence: { frequency: 'weekly', startDate: '2026-03-16', ...recurrence },
  };
}

/** A 45-minute weekday request (08:00–19:00 in Berlin) repeating from Monday 16 March as `recurrence` says. */
export function berlinSeriesRequest(
  title: string,
  recurrence: Record<string, unknown>,
  overrides: Partial<CreateMeetingRequest> = {},
) {
  return anyTimeBerlinSeriesRequest(title, recurrence, {
    allowedWeekdays: [1, 2, 3, 4, 5],
    allowedHours: { start: '08:00', end: '19:00' },
    ...overrides,
  });
}

/** An app that queues e-mails in its outbox (no mail server answers), with Olga signed in at the pinned clock. */
export async function startSeriesMailApp(): Promise<{ t: TestApp; headers: Record<string, string> }> {
  const t = await startTestApp({
    TEST_CLOCK_HEADER: 'true',
    ...SMTP_NOWHERE,
  });
  const headers = {
    ...(await signedInUser(t, 'olga@example.com', 'Olga Organizer')).headers,
    ...seriesClock,
  };
  return { t, headers };
}

/**
 * The booked dates of the four-Monday series from 16 March 2026 at 15:00–15:45 in Berlin (14:00 UTC,
 * 13:00 UTC after the spring change), as a meeting's detail lists them, with `skippedDate` cancelled.
 */
export function fourBerlinMondaysWithSkipped(skippedDate: string) {
  return [
    { date: '2026-03-16', start: '2026-03-16T14:00:00.000Z', end: '2026-03-16T14:45:00.000Z' },
    { date: '2026-03-23', start: '2026-03-23T14:00:00.000Z', end: '2026-03-23T14:45:00.000Z' },
    { date: '2026-03-30', start: '2026-03-30T13:00:00.000Z', end: '2026-03-30T13:45:00.000Z' },
    { date: '2026-04-06', start: '2026-04-06T13:00:00.000Z', end: '2026-04-06T13:45:00.000Z' },
  ].map((occurrence) => ({ ...occurrence, skipped: occurrence.date === skippedDate }));
}
