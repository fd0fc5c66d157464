import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/features/users/table';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';
import { meetingRequest } from './meeting-fixtures';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. Every request pins "now".
const NOW = Date.parse('2025-03-10T10:20:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const pinned = (at: number) => ({ 'x-overlap-test-now': new Date(at).toISOString() });

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    TEST_CLOCK_HEADER: 'true',
    QUOTA_NEW_ACCOUNT_MEETINGS_PER_HOUR: '2',
    QUOTA_MEETINGS_PER_HOUR: '4',
    QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY: '5',
    QUOTA_INVITATIONS_PER_DAY: '12',
    QUOTA_ESTABLISHED_AFTER_DAYS: '7',
    QUOTA_REMINDER_EVERY_HOURS: '6',
  });
});
afterAll(() => t?.close());

/** An organizer whose account was made `ageDays` before NOW. */
async function organizer(email: string, ageDays: number) {
  const person = await signedInUser(t, email, 'Olga Organizer');
  await t.app.inject({ url: '/api/me', headers: person.headers });
  await t.database.db
    .update(users)
    .set({ createdAt: new Date(NOW - ageDays * DAY) })
    .where(eq(users.email, email));
  return person.headers;
}

const invitees = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => ({ email: `${tag}${i}@example.com`, required: true }));

function create(headers: Record<string, string>, at: number, people = 1, tag = 'guest') {
  return t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: { ...headers, ...pinned(at) },
    payload: meetingRequest({
      windowStart: new Date(NOW + 2 * DAY).toISOString(),
      windowEnd: new Date(NOW + 9 * DAY).toISOString(),
      participants: invitees(people, tag),
    }),
  });
}

async function outboxCount(): Promise<number> {
  const result = (await t.database.db.execute('select count(*)::int as n from outbox')) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

describe('per-account quotas', () => {
  it('limits the meetings a new account creates per hour, with the wait in Retry-After and in words', async () => {
    const headers = await organizer('new@example.com', 1);
    expect((await create(headers, NOW)).statusCode).toBe(201);
    expect((await create(headers, NOW + 60_000)).statusCode).toBe(201);
    const refused = await create(headers, NOW + 120_000);
    expect(refused.statusCode).toBe(429);
    // The hour window ends at 11:00; the refusal comes at 10:22.
    expect(refused.headers['retry-after']).toBe(String(38 * 60));
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message:
        'You have created 2 meetings this hour, the most a new account may. Please try again in 38 minutes.',
      // The values of the sentence, for the web to say it in another language.
      params: { limit: 2, account: 'new', waitSeconds: 38 * 60 },
    });
    expect((await create(headers, NOW + HOUR)).statusCode).toBe(201);
  });

  it('gives an established account (a week old) the larger quota', async () => {
    const headers = await organizer('old@example.com', 8);
    for (let i = 0; i < 4; i++) expect((await create(headers, NOW + i * 1000)).statusCode).toBe(201);
    expect((await create(headers, NOW + 5000)).statusCode).toBe(429);
  });

  it('counts invitations per day and refuses a meeting that would pass it, queueing nothing', async () => {
    const headers = await organizer('inviter@example.com', 1);
    expect((await create(headers, NOW, 3, 'a')).statusCode).toBe(201);
    const before = await outboxCount();
    const refused = await create(headers, NOW + HOUR, 3, 'b');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'This would send more than 5 invitations today, the most a new account may send in a day. Please try again in 13 hours.',
    );
    expect(refused.json().params).toEqual({ limit: 5, account: 'new', waitSeconds: 12 * 3600 + 40 * 60 });
    // 11:20 now; the day's window ends at midnight UTC.
    expect(Number(refused.headers['retry-after'])).toBe(12 * 3600 + 40 * 60);
    expect(await outboxCount()).toBe(before);
    // What is left of the day's quota can still be used, and the next day starts afresh.
    expect((await create(headers, NOW + HOUR, 2, 'c')).statusCode).toBe(201);
    expect((await create(headers, NOW + DAY, 3, 'd')).statusCode).toBe(201);
  });

  it('counts people added to a meeting later against the same daily invitations', async () => {
    const headers = await organizer('adder@example.com', 1);
    const created = await create(headers, NOW, 3, 'e');
    expect(created.statusCode).toBe(201);
    const add = (people: number, tag: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/meetings/${created.json().id}/participants`,
        headers: { ...headers, ...pinned(NOW + HOUR) },
        payload: { participants: invitees(people, tag) },
      });
    const refused = await add(3, 'f');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^This would send more than 5 invitations today/);
    expect((await add(2, 'g')).statusCode).toBe(201);
  });

  it('keeps the new-account quota after a booking: only age makes an account established', async () => {
    const headers = await organizer('booker@example.com', 1);
    const meeting = (await create(headers, NOW, 1, 'k')).json();
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/book`,
      headers: { ...headers, ...pinned(NOW) },
      payload: { start: Date.parse('2025-03-13T10:00:00Z') },
    });
    expect(booked.statusCode).toBe(200);
    expect((await create(headers, NOW + 1000)).statusCode).toBe(201);
    expect((await create(headers, NOW + 2000)).statusCode).toBe(429);
  });

  it('counts the e-mails a move, a cancellation or a reopening of a booked meeting sends against the same day', async () => {
    const headers = await organizer('mover@example.com', 1);
    const meeting = (await create(headers, NOW, 2, 'm')).json();
    const post = (path: string, payload: object = {}, at = NOW + HOUR) =>
      t.app.inject({
        method: 'POST',
        url: `/api/meetings/${meeting.id}/${path}`,
        headers: { ...headers, ...pinned(at) },
        payload,
      });
    const slot = (hour: number) => Date.parse(`2025-03-13T${String(hour).padStart(2, '0')}:00:00Z`);
    expect((await post('book', { start: slot(9) })).statusCode).toBe(200);
    // 2 invitations + 2 for the move: 4 of the 5 a new account may send today.
    expect((await post('reschedule', { start: slot(10) })).statusCode).toBe(200);
    const before = await outboxCount();
    const refused = await post('reschedule', { start: slot(11) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'This change would e-mail everyone invited and pass the 5 e-mails to invited people a new account may send in a day. Please try again in 13 hours.',
    );
    expect(await outboxCount()).toBe(before);
    const detail = (
      await t.app.inject({
        url: `/api/meetings/${meeting.id}`,
        headers: { ...headers, ...pinned(NOW + HOUR) },
      })
    ).json();
    expect(detail.chosenStart).toBe(new Date(slot(10)).toISOString());
    expect((await post('cancel', { reason: 'again' })).statusCode).toBe(429);
    expect((await post('reopen')).statusCode).toBe(429);
    // The next day has room again.
    expect((await post('reschedule', { start: slot(11) }, NOW + DAY)).statusCode).toBe(200);
    expect((await post('cancel', { reason: 'done' }, NOW + DAY)).statusCode).toBe(200);
  });

  it('holds under concurrent creation', async () => {
    const headers = await organizer('burst@example.com', 1);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => create(headers, NOW, 1, `x${i}-`)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 429, 429, 429, 429]);
  });

  it('reminds each waiting participant at most once in the set hours', async () => {
    const headers = await organizer('reminder@example.com', 30);
    const meeting = (await create(headers, NOW, 2, 'r')).json();
    const remind = (at: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/meetings/${meeting.id}/remind`,
        headers: { ...headers, ...pinned(at) },
      });
    const first = await remind(NOW);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ reminded: 2 });
    const again = await remind(NOW + HOUR);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe(String(5 * 3600));
    expect(again.json().message).toBe(
      'Everyone still waiting was reminded in the last 6 hours. You can remind them again in 5 hours.',
    );
    expect(again.json().params).toEqual({ hours: 6, waitSeconds: 5 * 3600 });
    const burst = await Promise.all([remind(NOW + 6 * HOUR), remind(NOW + 6 * HOUR)]);
    expect(burst.map((r) => r.json().reminded ?? r.statusCode).sort()).toEqual([2, 429]);
  });

  it('counts the hours per participant: someone added later is reminded while the others wait', async () => {
    const headers = await organizer('per-person@example.com', 30);
    const meeting = (await create(headers, NOW, 2, 'p')).json();
    const at = (time: number) => ({ ...headers, ...pinned(time) });
    const remind = (time: number) =>
      t.app.inject({ method: 'POST', url: `/api/meetings/${meeting.id}/remind`, headers: at(time) });
    expect((await remind(NOW)).json()).toEqual({ reminded: 2 });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/participants`,
      headers: at(NOW + HOUR),
      payload: { participants: invitees(1, 'late') },
    });
    expect(added.statusCode).toBe(201);
    expect((await remind(NOW + 2 * HOUR)).json()).toEqual({ reminded: 1 });
    const again = await remind(NOW + 3 * HOUR);
    expect(again.statusCode).toBe(429);
    // The first two may be reminded again at NOW + 6 h, three hours after this refusal.
    expect(again.headers['retry-after']).toBe(String(3 * 3600));
    expect((await remind(NOW + 6 * HOUR)).json()).toEqual({ reminded: 2 });
    expect((await remind(NOW + 8 * HOUR)).json()).toEqual({ reminded: 1 });
  });
});
