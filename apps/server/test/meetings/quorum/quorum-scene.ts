import { expect } from 'vitest';
import type { CreateMeetingRequest } from '@overlap/contracts/schemas';
import { signedInUser } from '../../auth/support/signed-in-user';
import { startedForFile } from '../../support/started-for-file';
import { startTestApp, type TestApp } from '../../support/test-app';
import { meetingRequest, tokenOf } from '../meeting-fixtures';

// Monday 2 March 2026, 08:00 UTC: the organizer (UTC, default hours 09:00–17:00) asks two leads and five
// others for an hour on Tuesday to Thursday. Eight people in all, the organizer counted.
export const NOW = '2026-03-02T08:00:00.000Z';
export const pinned = (at = NOW) => ({ 'x-overlap-test-now': at });
export const TUESDAY_2PM = Date.parse('2026-03-03T14:00:00Z');
export const WEDNESDAY_10AM = Date.parse('2026-03-04T10:00:00Z');
export const THURSDAY_4PM = Date.parse('2026-03-05T16:00:00Z');
const HOUR = 3_600_000;

export const LEADS = ['lea@example.com', 'leo@example.com'];
export const OTHERS = [
  'ola@example.com',
  'oli@example.com',
  'ora@example.com',
  'oto@example.com',
  'ova@example.com',
];

export async function startQuorumApp() {
  const t = await startTestApp({ TEST_CLOCK_HEADER: 'true' });
  const organizer = await signedInUser(t, 'quinn@example.com', 'Quinn Organizer');
  return { t, headers: { ...organizer.headers, ...pinned() } };
}

/** The app of `startQuorumApp`, started before the file's tests and closed after them, and its calls. */
export function quorumAppForFile() {
  const scene = startedForFile(startQuorumApp, ({ t }) => t.close());
  return { scene, calls: quorumCalls(() => scene) };
}

export type Created = { id: string; participants: { id: string; email: string; link: string }[] };

export function quorumCalls(scene: () => { t: TestApp; headers: Record<string, string> }) {
  return {
    request(overrides: Partial<CreateMeetingRequest> = {}): CreateMeetingRequest {
      return meetingRequest({
        title: 'Planning with a quorum',
        durationMinutes: 60,
        participants: [
          ...LEADS.map((email) => ({ email, required: true })),
          ...OTHERS.map((email) => ({ email, required: false })),
        ],
        windowStart: '2026-03-03T00:00:00Z',
        windowEnd: '2026-03-06T00:00:00Z',
        allowedWeekdays: [1, 2, 3, 4, 5],
        organizerZone: 'UTC',
        autoSchedule: true,
        ...overrides,
      });
    },

    async create(body: CreateMeetingRequest, url = '/api/meetings') {
      const { t, headers } = scene();
      return t.app.inject({ method: 'POST', url, headers, payload: body });
    },

    /** Paints the hours starting at `starts` as free, through the person's link. */
    answer(meeting: Created, email: string, starts: number[], at = NOW) {
      const { t } = scene();
      const link = meeting.participants.find((p) => p.email === email)!.link;
      return t.app.inject({
        method: 'PUT',
        url: `/api/participant/availability?token=${tokenOf(link)}`,
        headers: pinned(at),
        payload: {
          timeZone: 'UTC',
          painted: true,
          available: starts.map((start) => ({ start, end: start + HOUR })),
        },
      });
    },

    decline(meeting: Created, email: string, at = NOW) {
      const { t } = scene();
      const link = meeting.participants.find((p) => p.email === email)!.link;
      return t.app.inject({
        method: 'POST',
        url: `/api/participant/decline?token=${tokenOf(link)}`,
        headers: pinned(at),
        payload: {},
      });
    },

    async detail(meeting: Created) {
      const { t, headers } = scene();
      const res = await t.app.inject({ url: `/api/meetings/${meeting.id}`, headers });
      expect(res.statusCode).toBe(200);
      return res.json();
    },

    async suggestions(meeting: Created) {
      const { t, headers } = scene();
      const res = await t.app.inject({ url: `/api/meetings/${meeting.id}/suggestions`, headers });
      expect(res.statusCode).toBe(200);
      return res.json();
    },
  };
}
