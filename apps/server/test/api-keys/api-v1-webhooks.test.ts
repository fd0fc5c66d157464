import { describe, expect, it } from 'vitest';
import { dataOf, typedClient } from '../support/typed-client';
import { at, keyAppForFile } from './support/pinned-keys';

// Every request runs at a pinned instant (support/pinned-keys.ts); each answer is checked against the
// OpenAPI document's schema by the test app (support/response-check.ts).
const { bed, createKey } = keyAppForFile();
const api = (key: string) => typedClient(bed.t.app, key, at());

describe('/api/v1/webhooks with a key', () => {
  it('adds, lists, rotates and deletes a webhook with a write key; a read key only reads', async () => {
    const writer = api((await createKey(bed.olga, 'Webhook admin')).key);
    const hook = dataOf(
      await writer.POST('/api/v1/webhooks', {
        body: { url: 'https://93.184.215.14/overlap', events: ['meeting.scheduled'], description: 'CRM' },
      }),
      201,
    );
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook.previousSecretUntil).toBeNull();
    const path = { id: hook.id };

    const rotated = await writer.POST('/api/v1/webhooks/{id}/secret/rotate', {
      params: { path },
      body: { graceHours: 2 },
    });
    const { secret } = dataOf(rotated);
    const revealed = await writer.GET('/api/v1/webhooks/{id}/secret', { params: { path } });
    expect(revealed.data).toEqual({ secret });

    const reader = api((await createKey(bed.olga, 'Webhook reader', ['meetings:read'])).key);
    const listed = dataOf(await reader.GET('/api/v1/webhooks'));
    expect(listed).toEqual({
      items: [
        expect.objectContaining({ id: hook.id, description: 'CRM', previousSecretUntil: expect.any(String) }),
      ],
      nextCursor: null,
    });
    const deliveries = dataOf(await reader.GET('/api/v1/webhooks/{id}/deliveries', { params: { path } }));
    expect(deliveries).toEqual({ items: [], nextCursor: null });
    // A read key can neither see the secret (it would let the holder sign events) nor change anything.
    const refused = [
      await reader.GET('/api/v1/webhooks/{id}/secret', { params: { path } }),
      await reader.POST('/api/v1/webhooks/{id}/secret/rotate', { params: { path }, body: {} }),
      await reader.DELETE('/api/v1/webhooks/{id}', { params: { path } }),
    ];
    for (const res of refused) expect(res.response.status, res.response.url).toBe(403);

    const removed = await writer.DELETE('/api/v1/webhooks/{id}', { params: { path } });
    expect(removed.response.status).toBe(204);
    expect(dataOf(await reader.GET('/api/v1/webhooks'))).toEqual({ items: [], nextCursor: null });
  });

  it('keeps each person to their own webhooks', async () => {
    const olgas = api((await createKey(bed.olga, 'Olga hooks')).key);
    const created = await olgas.POST('/api/v1/webhooks', {
      body: { url: 'https://93.184.215.14/mine', events: ['meeting.created'] },
    });
    const path = { id: dataOf(created, 201).id };
    const sams = api((await createKey(bed.sam, 'Sam hooks')).key);
    const answers = [
      await sams.GET('/api/v1/webhooks/{id}/secret', { params: { path } }),
      await sams.POST('/api/v1/webhooks/{id}/secret/rotate', { params: { path }, body: {} }),
      await sams.GET('/api/v1/webhooks/{id}/deliveries', { params: { path } }),
      await sams.PATCH('/api/v1/webhooks/{id}', { params: { path }, body: {} }),
    ];
    for (const res of answers) expect(res.response.status, res.response.url).toBe(404);
    expect(dataOf(await sams.GET('/api/v1/webhooks'))).toEqual({ items: [], nextCursor: null });
  });
});
