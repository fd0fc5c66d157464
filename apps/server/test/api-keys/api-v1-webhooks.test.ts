import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';
import { keyCalls, RATE_LIMIT, withKey } from './support/pinned-keys';

// Every request runs at a pinned instant (support/pinned-keys.ts); each answer is checked against the
// OpenAPI document's schema by the test app (support/response-check.ts).
let t: TestApp;
let olga: Awaited<ReturnType<typeof signedInUser>>;
let sam: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK_HEADER: 'true', API_KEY_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
  await signedInUser(t, 'admin@example.com', 'Ada Admin');
  olga = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
  sam = await signedInUser(t, 'sam@example.com', 'Sam Stranger');
});
afterAll(() => t.close());

const { createKey } = keyCalls(() => t);
const call = (key: string, method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: withKey(key),
    ...(payload === undefined ? {} : { payload }),
  });

describe('/api/v1/webhooks with a key', () => {
  it('adds, lists, rotates and deletes a webhook with a write key; a read key only reads', async () => {
    const { key: writer } = await createKey(olga, 'Webhook admin');
    const created = await call(writer, 'POST', '/api/v1/webhooks', {
      url: 'https://93.184.215.14/overlap',
      events: ['meeting.scheduled'],
      description: 'CRM',
    });
    expect(created.statusCode, created.body).toBe(201);
    const hook = created.json() as { id: string; secret: string; previousSecretUntil: string | null };
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook.previousSecretUntil).toBeNull();

    const rotated = await call(writer, 'POST', `/api/v1/webhooks/${hook.id}/secret/rotate`, {
      graceHours: 2,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json() as { secret: string };
    const revealed = await call(writer, 'GET', `/api/v1/webhooks/${hook.id}/secret`);
    expect(revealed.json()).toEqual({ secret });

    const { key: reader } = await createKey(olga, 'Webhook reader', ['meetings:read']);
    const listed = await call(reader, 'GET', '/api/v1/webhooks');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      items: [
        expect.objectContaining({ id: hook.id, description: 'CRM', previousSecretUntil: expect.any(String) }),
      ],
      nextCursor: null,
    });
    const deliveries = await call(reader, 'GET', `/api/v1/webhooks/${hook.id}/deliveries`);
    expect(deliveries.statusCode).toBe(200);
    expect(deliveries.json()).toEqual({ items: [], nextCursor: null });
    // A read key can neither see the secret (it would let the holder sign events) nor change anything.
    for (const [method, url] of [
      ['GET', `/api/v1/webhooks/${hook.id}/secret`],
      ['POST', `/api/v1/webhooks/${hook.id}/secret/rotate`],
      ['DELETE', `/api/v1/webhooks/${hook.id}`],
    ] as const) {
      const refused = await call(reader, method, url, method === 'GET' ? undefined : {});
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }

    const removed = await call(writer, 'DELETE', `/api/v1/webhooks/${hook.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call(reader, 'GET', '/api/v1/webhooks')).json()).toEqual({ items: [], nextCursor: null });
  });

  it('keeps each person to their own webhooks', async () => {
    const { key: olgas } = await createKey(olga, 'Olga hooks');
    const created = await call(olgas, 'POST', '/api/v1/webhooks', {
      url: 'https://93.184.215.14/mine',
      events: ['meeting.created'],
    });
    const { id } = created.json() as { id: string };
    const { key: sams } = await createKey(sam, 'Sam hooks');
    for (const [method, url] of [
      ['GET', `/api/v1/webhooks/${id}/secret`],
      ['POST', `/api/v1/webhooks/${id}/secret/rotate`],
      ['GET', `/api/v1/webhooks/${id}/deliveries`],
      ['PATCH', `/api/v1/webhooks/${id}`],
    ] as const) {
      const res = await call(sams, method, url, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(sams, 'GET', '/api/v1/webhooks')).json()).toEqual({ items: [], nextCursor: null });
  });
});
