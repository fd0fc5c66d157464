import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';
import { at, keyCalls, RATE_LIMIT, withKey } from './support/pinned-keys';

// Every request runs at a pinned instant (support/pinned-keys.ts).
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let olga: Awaited<ReturnType<typeof signedInUser>>;
let sam: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK_HEADER: 'true', API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
  admin = await signedInUser(t, 'admin@example.com', 'Ada Admin');
  // The first person the server sees is its admin.
  await t.app.inject({ url: '/api/me', headers: admin.headers });
  olga = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
  sam = await signedInUser(t, 'sam@example.com', 'Sam Stranger');
});
afterAll(() => t.close());

const { createKey } = keyCalls(() => t);

function meetingBody() {
  return {
    title: 'Roadmap review',
    durationMinutes: 30,
    participants: [
      { email: 'ana@example.com', name: 'Ana', required: true },
      { email: 'ben@example.com', required: false },
    ],
    windowStart: '2030-04-01T00:00:00Z',
    windowEnd: '2030-04-06T00:00:00Z',
    allowedWeekdays: [1, 2, 3, 4, 5],
    allowedHours: null,
    organizerZone: 'Europe/Berlin',
    deadline: null,
    autoSchedule: false,
  };
}

describe('/api/v1 with a key', () => {
  it('creates a meeting, lists its suggestions and books one, under the same rules as the web app', async () => {
    const { key } = await createKey(olga, 'Booking script');
    const me = await t.app.inject({ url: '/api/v1/me', headers: withKey(key) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'olga@example.com' });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meetings',
      headers: withKey(key),
      payload: meetingBody(),
    });
    expect(created.statusCode).toBe(201);
    const meeting = created.json();
    expect(meeting).toMatchObject({ title: 'Roadmap review', status: 'collecting', participantCount: 2 });

    const suggestions = await t.app.inject({
      url: `/api/v1/meetings/${meeting.id}/suggestions`,
      headers: withKey(key),
    });
    expect(suggestions.statusCode).toBe(200);
    const best = suggestions.json().ranking.slots[0];
    expect(best.start).toBeGreaterThanOrEqual(Date.parse('2030-04-01T00:00:00Z'));

    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/meetings/${meeting.id}/book`,
      headers: withKey(key),
      payload: { start: best.start },
    });
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ status: 'scheduled' });

    // The web app sees the same meeting; a stranger's key sees nothing of it.
    const viaWeb = await t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: olga.headers });
    expect(viaWeb.json()).toMatchObject({ id: meeting.id, status: 'scheduled' });
    const stranger = await createKey(sam, 'Curious');
    const peek = await t.app.inject({
      url: `/api/v1/meetings/${meeting.id}`,
      headers: withKey(stranger.key),
    });
    expect(peek.statusCode).toBe(404);
  });

  it('accepts a sign-in token as well', async () => {
    const res = await t.app.inject({ url: '/api/v1/meetings', headers: { ...olga.headers, ...at() } });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().items)).toBe(true);
  });

  it('answers 401 without credentials, for an unknown key and for a malformed one', async () => {
    const none = await t.app.inject({ url: '/api/v1/meetings' });
    expect(none.statusCode).toBe(401);
    const unknown = `ovl_live_abcdefgh_${'A'.repeat(43)}`;
    for (const key of [unknown, 'ovl_live_short']) {
      const res = await t.app.inject({ url: '/api/v1/meetings', headers: withKey(key) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'api_key_invalid' });
    }
  });

  it('answers 401 once the key is revoked, and only its owner can revoke it', async () => {
    const created = await createKey(olga, 'Soon revoked');
    expect((await t.app.inject({ url: '/api/v1/meetings', headers: withKey(created.key) })).statusCode).toBe(
      200,
    );
    const bySam = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${created.id}`,
      headers: sam.headers,
    });
    expect(bySam.statusCode).toBe(404);
    const byOlga = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${created.id}`,
      headers: olga.headers,
    });
    expect(byOlga.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/v1/meetings', headers: withKey(created.key) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'api_key_invalid' });
    const list = await t.app.inject({ url: '/api/api-keys', headers: olga.headers });
    expect(list.json().map((k: { id: string }) => k.id)).not.toContain(created.id);
  });

  it("stops a disabled person's keys at once, and lets them work again once the account is enabled", async () => {
    const dee = await signedInUser(t, 'dee@example.com', 'Dee Disabled');
    const created = await createKey(dee, 'Until disabled');
    const call = () => t.app.inject({ url: '/api/v1/meetings', headers: withKey(created.key) });
    expect((await call()).statusCode).toBe(200);
    const { rows } = (await t.database.db.execute(
      `select id from users where email = 'dee@example.com'`,
    )) as unknown as { rows: { id: string }[] };
    const status = (disabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${rows[0]!.id}/status`,
        headers: admin.headers,
        payload: { disabled },
      });
    expect((await status(true)).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'account_disabled' });
    expect((await status(false)).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
  });

  it('answers 403 when the key lacks the scope', async () => {
    const { key } = await createKey(olga, 'Read only', ['meetings:read']);
    const list = await t.app.inject({ url: '/api/v1/meetings', headers: withKey(key) });
    expect(list.statusCode).toBe(200);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/v1/meetings',
      headers: withKey(key),
      payload: meetingBody(),
    });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ code: 'api_key_scope_missing' });
    expect(create.json().message).toContain('meetings:write');
    const writeOnly = await createKey(olga, 'Write only', ['meetings:write']);
    const read = await t.app.inject({ url: '/api/v1/meetings', headers: withKey(writeOnly.key) });
    expect(read.statusCode).toBe(403);
  });

  it(`limits each key to ${RATE_LIMIT} requests a minute, with Retry-After`, async () => {
    const { key } = await createKey(olga, 'Busy script', ['meetings:read']);
    const other = await createKey(olga, 'Quiet script', ['meetings:read']);
    // 30 s into the minute: the window ends in 30 s.
    for (let i = 0; i < RATE_LIMIT; i++) {
      const ok = await t.app.inject({ url: '/api/v1/me', headers: withKey(key, 30_000) });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await t.app.inject({ url: '/api/v1/me', headers: withKey(key, 30_000) });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    // Another key of the same person is unaffected; the next minute the key works again.
    expect((await t.app.inject({ url: '/api/v1/me', headers: withKey(other.key, 30_000) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/v1/me', headers: withKey(key, 60_000) })).statusCode).toBe(200);
  });

  it('records when a key was last used, at most once a minute', async () => {
    const created = await createKey(olga, 'Tracked');
    const lastUsed = async () =>
      (await t.app.inject({ url: '/api/api-keys', headers: olga.headers }))
        .json()
        .find((k: { id: string }) => k.id === created.id).lastUsedAt;
    await t.app.inject({ url: '/api/v1/me', headers: withKey(created.key, 5_000) });
    expect(await lastUsed()).toBe('2030-03-29T23:50:05.000Z');
    await t.app.inject({ url: '/api/v1/me', headers: withKey(created.key, 40_000) });
    expect(await lastUsed()).toBe('2030-03-29T23:50:05.000Z');
    await t.app.inject({ url: '/api/v1/me', headers: withKey(created.key, 70_000) });
    expect(await lastUsed()).toBe('2030-03-29T23:51:10.000Z');
  });
});
