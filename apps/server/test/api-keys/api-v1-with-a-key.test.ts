import { describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { bearerOf, dataOf, present, typedClient } from '../support/typed-client';
import { at, berlinWeekMeetingBody, keyAppForFile, RATE_LIMIT } from './support/pinned-keys';

// Every request runs at a pinned instant (support/pinned-keys.ts), through the typed client.
const { bed, createKey } = keyAppForFile();
/** The typed client with `key`, at the pinned instant or `offsetMs` after it. */
const api = (key: string, offsetMs = 0) => typedClient(bed.t.app, key, at(offsetMs));

const meetingBody = () =>
  berlinWeekMeetingBody('Roadmap review', [
    { email: 'ana@example.com', name: 'Ana', required: true },
    { email: 'ben@example.com', required: false },
  ]);

describe('/api/v1 with a key', () => {
  it('creates a meeting, lists its suggestions and books one, under the same rules as the web app', async () => {
    const { key } = await createKey(bed.olga, 'Booking script');
    const olgas = api(key);
    const me = await olgas.GET('/api/v1/me');
    expect(me.response.status).toBe(200);
    expect(me.data?.email).toBe('olga@example.com');

    const meeting = dataOf(await olgas.POST('/api/v1/meetings', { body: meetingBody() }), 201);
    expect(meeting).toMatchObject({ title: 'Roadmap review', status: 'collecting', participantCount: 2 });
    const path = { id: meeting.id };

    const suggestions = dataOf(await olgas.GET('/api/v1/meetings/{id}/suggestions', { params: { path } }));
    const best = present(suggestions.ranking?.slots[0], 'the best slot');
    expect(best.start).toBeGreaterThanOrEqual(Date.parse('2030-04-01T00:00:00Z'));

    const booked = await olgas.POST('/api/v1/meetings/{id}/book', {
      params: { path },
      body: { start: best.start },
    });
    expect(booked.response.status).toBe(200);
    expect(booked.data?.status).toBe('scheduled');

    // The web app sees the same meeting; a stranger's key sees nothing of it.
    const viaWeb = await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: bed.olga.headers });
    expect(viaWeb.json()).toMatchObject({ id: meeting.id, status: 'scheduled' });
    const stranger = await createKey(bed.sam, 'Curious');
    const peek = await api(stranger.key).GET('/api/v1/meetings/{id}', { params: { path } });
    expect(peek.response.status).toBe(404);
  });

  it('accepts a sign-in token as well', async () => {
    const res = await api(bearerOf(bed.olga)).GET('/api/v1/meetings');
    expect(res.response.status).toBe(200);
    expect(Array.isArray(res.data?.items)).toBe(true);
  });

  it('answers 401 without credentials, for an unknown key and for a malformed one', async () => {
    const none = await api('').GET('/api/v1/meetings', { headers: { authorization: null } });
    expect(none.response.status).toBe(401);
    const unknown = `ovl_live_abcdefgh_${'A'.repeat(43)}`;
    for (const key of [unknown, 'ovl_live_short']) {
      const res = await api(key).GET('/api/v1/meetings');
      expect(res.response.status).toBe(401);
      expect(res.error?.code).toBe('api_key_invalid');
    }
  });

  it('answers 401 once the key is revoked, and only its owner can revoke it', async () => {
    const created = await createKey(bed.olga, 'Soon revoked');
    expect((await api(created.key).GET('/api/v1/meetings')).response.status).toBe(200);
    const bySam = await bed.t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${created.id}`,
      headers: bed.sam.headers,
    });
    expect(bySam.statusCode).toBe(404);
    const byOlga = await bed.t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${created.id}`,
      headers: bed.olga.headers,
    });
    expect(byOlga.statusCode).toBe(204);
    const after = await api(created.key).GET('/api/v1/meetings');
    expect(after.response.status).toBe(401);
    expect(after.error?.code).toBe('api_key_invalid');
    const list = await bed.t.app.inject({ url: '/api/api-keys', headers: bed.olga.headers });
    expect(list.json().map((k: { id: string }) => k.id)).not.toContain(created.id);
  });

  it("stops a disabled person's keys at once, and lets them work again once the account is enabled", async () => {
    const dee = await signedInUser(bed.t, 'dee@example.com', 'Dee Disabled');
    const created = await createKey(dee, 'Until disabled');
    const call = async () => (await api(created.key).GET('/api/v1/meetings')).response.status;
    expect(await call()).toBe(200);
    const { rows } = (await bed.t.database.db.execute(
      `select id from users where email = 'dee@example.com'`,
    )) as unknown as { rows: { id: string }[] };
    const status = (disabled: boolean) =>
      bed.t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${rows[0]!.id}/status`,
        headers: bed.admin.headers,
        payload: { disabled },
      });
    expect((await status(true)).statusCode).toBe(200);
    const refused = await api(created.key).GET('/api/v1/meetings');
    expect(refused.response.status).toBe(401);
    expect(refused.error?.code).toBe('account_disabled');
    expect((await status(false)).statusCode).toBe(200);
    expect(await call()).toBe(200);
  });

  it('answers 403 when the key lacks the scope', async () => {
    const { key } = await createKey(bed.olga, 'Read only', ['meetings:read']);
    const list = await api(key).GET('/api/v1/meetings');
    expect(list.response.status).toBe(200);
    const create = await api(key).POST('/api/v1/meetings', { body: meetingBody() });
    expect(create.response.status).toBe(403);
    expect(create.error?.code).toBe('api_key_scope_missing');
    expect(create.error?.message).toContain('meetings:write');
    const writeOnly = await createKey(bed.olga, 'Write only', ['meetings:write']);
    const read = await api(writeOnly.key).GET('/api/v1/meetings');
    expect(read.response.status).toBe(403);
  });

  it(`limits each key to ${RATE_LIMIT} requests a minute, with Retry-After`, async () => {
    const { key } = await createKey(bed.olga, 'Busy script', ['meetings:read']);
    const other = await createKey(bed.olga, 'Quiet script', ['meetings:read']);
    // 30 s into the minute: the window ends in 30 s.
    const busy = api(key, 30_000);
    for (let i = 0; i < RATE_LIMIT; i++) {
      const ok = await busy.GET('/api/v1/me');
      expect(ok.response.status).toBe(200);
    }
    const limited = await busy.GET('/api/v1/me');
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get('retry-after')).toBe('30');
    expect(limited.error?.code).toBe('rate_limited');
    // Another key of the same person is unaffected; the next minute the key works again.
    expect((await api(other.key, 30_000).GET('/api/v1/me')).response.status).toBe(200);
    expect((await api(key, 60_000).GET('/api/v1/me')).response.status).toBe(200);
  });

  it('records when a key was last used, at most once a minute', async () => {
    const created = await createKey(bed.olga, 'Tracked');
    const lastUsed = async () =>
      (await bed.t.app.inject({ url: '/api/api-keys', headers: bed.olga.headers }))
        .json()
        .find((k: { id: string }) => k.id === created.id).lastUsedAt;
    await api(created.key, 5_000).GET('/api/v1/me');
    expect(await lastUsed()).toBe('2030-03-29T23:50:05.000Z');
    await api(created.key, 40_000).GET('/api/v1/me');
    expect(await lastUsed()).toBe('2030-03-29T23:50:05.000Z');
    await api(created.key, 70_000).GET('/api/v1/me');
    expect(await lastUsed()).toBe('2030-03-29T23:51:10.000Z');
  });
});
