import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';

describe('GET /api/admin/analytics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  });
  afterAll(() => t.close());

  async function countRows(table: string): Promise<number> {
    const result = await t.database.db.execute(`select count(*)::int as n from ${table}`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }

  /** Meetings straight into the table: the counts must come from the database, whatever made them. */
  async function addMeetings(headers: Record<string, string>, statuses: string[]) {
    const organizerId = (await t.app.inject({ url: '/api/me', headers })).json().id as string;
    for (const [i, status] of statuses.entries()) {
      await t.database.db.execute(
        `insert into meetings (organizer_id, title, duration_minutes, window_start, window_end, allowed_weekdays, organizer_zone, status, ical_uid)
         values ('${organizerId}', 'M${i}', 30, now(), now() + interval '7 days', '[1,2,3,4,5]', 'UTC', '${status}', 'uid-${i}@test')`,
      );
    }
  }

  const analytics = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/admin/analytics', headers });

  it('answers 401 to an anonymous caller', async () => {
    const response = await analytics();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
  });

  it('makes the first user an admin, answers 403 to later ones, and counts real rows', async () => {
    const first = await signedInUser(t, 'first@example.com', 'First Person');
    const second = await signedInUser(t, 'second@example.com', 'Second Person');
    const third = await signedInUser(t, 'third@example.com', 'Third Person');
    for (const user of [first, second, third]) {
      expect((await t.app.inject({ url: '/api/me', headers: user.headers })).statusCode).toBe(200);
    }

    const denied = await analytics(second.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Admin privileges are required.');

    await addMeetings(first.headers, ['scheduled', 'collecting', 'scheduled', 'cancelled']);
    const templates = await countRows('email_templates');

    const allowed = await analytics(first.headers);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({
      overview: {
        totalUsers: 3,
        totalAdmins: 1,
        totalMeetings: 4,
        scheduledMeetings: 2,
        totalEmailTemplates: templates,
      },
    });
  });

  it('makes an address in ADMIN_EMAILS an admin', async () => {
    const boss = await signedInUser(t, 'boss@example.com', 'The Boss');
    const response = await analytics(boss.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().overview).toMatchObject({ totalUsers: 4, totalAdmins: 2 });
  });
});
