import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { dayFromNow, meetingRequest, tokenOf } from '../meetings/meeting-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { bookAndReadClosedAt } from './booked-and-closed';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const DAY = 24 * 60 * 60_000;
const at = (hour: number) => dayFromNow(3) + hour * 3600_000;
const ROUTE = '/api/test/retention';

describe('the test server runs the retention job for one request at its pinned clock', () => {
  let t: TestApp;
  let olga: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    t = await startTestApp({ TEST_CLOCK_HEADER: 'true' });
    const admin = await signedInUser(t, 'admin@example.com', 'Ada Admin');
    await t.app.inject({ url: '/api/me', headers: admin.headers });
    olga = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
  });
  afterAll(() => t.close());

  /** A request Ana answered, booked: closed now, on the database's clock. */
  async function bookedMeeting(): Promise<{ id: string; closedAt: number }> {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: olga.headers,
      payload: meetingRequest(),
    });
    const meeting = created.json() as { id: string; participants: { link: string }[] };
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${tokenOf(meeting.participants[0]!.link)}`,
      payload: { timeZone: 'Asia/Tokyo', painted: true, available: [{ start: at(9), end: at(12) }] },
    });
    expect(answer.statusCode).toBe(200);
    return { id: meeting.id, closedAt: await bookAndReadClosedAt(t, olga.headers, meeting.id, at(10)) };
  }

  const run = (meetingId: unknown, instant: number) =>
    t.app.inject({
      method: 'POST',
      url: ROUTE,
      headers: { 'x-overlap-test-now': new Date(instant).toISOString() },
      payload: { meetingId },
    });

  const deletedAt = async (id: string) =>
    (
      (await t.app.inject({ url: `/api/meetings/${id}`, headers: olga.headers })).json() as {
        participants: { answerDeletedAt: string | null }[];
      }
    ).participants[0]!.answerDeletedAt;

  it('deletes the answers once the period is over, at the pinned instant, and only of the request named', async () => {
    const mine = await bookedMeeting();
    const other = await bookedMeeting();

    const early = await run(mine.id, mine.closedAt + 30 * DAY - 60_000);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ answers: 0 });
    expect(await deletedAt(mine.id)).toBeNull();

    const late = mine.closedAt + 30 * DAY + 60_000;
    const done = await run(mine.id, late);
    expect(done.statusCode).toBe(200);
    expect((done.json() as { answers: number }).answers).toBeGreaterThan(0);
    expect(await deletedAt(mine.id)).toBe(new Date(late).toISOString());
    expect(await deletedAt(other.id)).toBeNull();
  });

  it('refuses a body without a meeting id with a 400', async () => {
    const response = await run('not-a-meeting', Date.now());
    expect(response.statusCode).toBe(400);
  });
});

describe('a server without the test clock', () => {
  it('has no such route', async () => {
    const t = await startTestApp();
    try {
      const response = await t.app.inject({ method: 'POST', url: ROUTE, payload: {} });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
