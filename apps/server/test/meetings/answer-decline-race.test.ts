import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { availability, participants } from '../../src/features/meetings/records/tables';
import { startTestApp, type TestApp } from '../support/test-app';
import { tokenOf, workdayFromNow, createdMeeting } from './meeting-fixtures';

// Meaningful on PostgreSQL (TEST_DATABASE_URL), where the two requests really run at the same moment.
let t: TestApp;
let organizer: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await startTestApp();
  organizer = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
  await t.app.inject({ url: '/api/me', headers: organizer.headers });
});
afterAll(() => t?.close());

describe('an answer and a decline from one link at the same moment', () => {
  it('leave either a declined participant without an answer or a responded one with it, 20 times out of 20', async () => {
    const meeting = await createdMeeting(t, organizer.headers, {
      participants: [{ email: 'ana@example.com', name: 'Ana', required: true }],
    });
    const token = tokenOf(meeting.participants[0].link);
    const day = workdayFromNow(3);
    const outcomes: string[] = [];
    for (let round = 0; round < 20; round++) {
      const [answer, decline] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: `/api/participant/availability?token=${token}`,
          payload: {
            timeZone: 'UTC',
            painted: true,
            available: [{ start: day + 10 * 3600_000, end: day + (11 + (round % 3)) * 3600_000 }],
          },
        }),
        t.app.inject({
          method: 'POST',
          url: `/api/participant/decline?token=${token}`,
          payload: { note: `round ${round}` },
        }),
      ]);
      expect([answer.statusCode, decline.statusCode]).toEqual([200, 200]);
      const [row] = await t.database.db
        .select({ id: participants.id, status: participants.status })
        .from(participants)
        .where(eq(participants.meetingId, meeting.id));
      const answers = await t.database.db
        .select()
        .from(availability)
        .where(eq(availability.participantId, row!.id));
      outcomes.push(`${row?.status}:${answers.length}`);
    }
    for (const outcome of outcomes) expect(['declined:0', 'responded:1']).toContain(outcome);
  });
});
