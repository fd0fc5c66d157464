import { expect } from 'vitest';
import { type RecurrenceRequest } from '@overlap/contracts/schemas';
import { meetingRequest, tokenOf } from '../../meetings/meeting-fixtures';
import { signedInUser } from '../../auth/support/signed-in-user';
import { startedForFile } from '../../support/started-for-file';
import { startTestApp, type TestApp } from '../../support/test-app';

export const at = (iso: string) => Date.parse(iso);

export interface Meeting {
  id: string;
  recurrence: (RecurrenceRequest & { skip: string[] }) | null;
  participants: { id: string; email: string; link: string }[];
}

export const weekly: RecurrenceRequest = { frequency: 'weekly', startDate: '2026-03-02', count: 6 };

export interface SeriesSlotDto {
  slot: { weekday: number; time: string };
  missedCount: number;
  everyoneCount: number;
  occurrences: { index: number; date: string }[];
  people: { participantId: string; localTimes: string[] }[];
  reasons: unknown[];
}

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. Every request pins "now": a late Friday
// evening UTC, ten days before a Berlin Monday series that crosses the US (8 Mar) and EU (29 Mar) changes.
export const NOW = Date.parse('2026-02-20T23:40:00.000Z');
export const pinned = { 'x-overlap-test-now': new Date(NOW).toISOString() };

/**
 * The requests of the recurring-meeting tests, against the app and organizer a test file started: a
 * Berlin Monday request, a guest's painted answer, and the series suggestions.
 */
function recurringCalls(bed: () => { t: TestApp; headers: Record<string, string> }) {
  function create(recurrence: unknown) {
    return bed().t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bed().headers,
      payload: {
        ...meetingRequest({
          durationMinutes: 60,
          participants: [
            { email: 'ana@example.com', name: 'Ana', required: true },
            { email: 'ben@example.com', name: 'Ben', required: true },
          ],
          windowStart: '2026-03-02T00:00:00.000Z',
          windowEnd: '2026-03-09T00:00:00.000Z',
          allowedWeekdays: [1],
          allowedHours: { start: '08:00', end: '19:00' },
          organizerZone: 'Europe/Berlin',
        }),
        recurrence,
      },
    });
  }

  async function paint(meeting: Meeting, email: string, timeZone: string, from: string, to: string) {
    const link = meeting.participants.find((p) => p.email === email)!.link;
    const res = await bed().t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${tokenOf(link)}`,
      headers: pinned,
      payload: { timeZone, painted: true, available: [{ start: at(from), end: at(to) }] },
    });
    expect(res.statusCode).toBe(200);
  }

  async function series(meetingId: string): Promise<{ slots: SeriesSlotDto[]; candidateCount: number }> {
    const res = await bed().t.app.inject({
      url: `/api/meetings/${meetingId}/suggestions`,
      headers: bed().headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ranking).toBeUndefined();
    return body.series;
  }
  return { create, paint, series };
}

/**
 * An app with a signed-in organizer (after the admin, the first account) whose requests run at the pinned
 * `NOW`, started before the file's tests and closed after them, and the organizer's calls.
 */
export function recurringAppForFile() {
  const bed = startedForFile(
    async () => {
      const t = await startTestApp({ TEST_CLOCK_HEADER: 'true' });
      await signedInUser(t, 'admin@example.com', 'Ada Admin');
      const rita = await signedInUser(t, 'rita@example.com', 'Rita Repeat');
      return { t, headers: { ...rita.headers, ...pinned } };
    },
    ({ t }) => t.close(),
  );
  return { bed, ...recurringCalls(() => bed) };
}
