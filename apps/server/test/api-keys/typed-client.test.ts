import type { AddressInfo } from 'node:net';
import { createOverlapClient } from '@overlap/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTheBestTime } from '../../../../packages/client/examples/first-script';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';
import { keyCalls } from './support/pinned-keys';

// The typed client (packages/client) against a listening server: the README's script as written, then
// the answers it types, read back. Its windows lie in 2030, so the real clock never reaches them.
let t: TestApp;
let baseUrl: string;
let apiKey: string;

beforeAll(async () => {
  t = await startTestApp();
  await signedInUser(t, 'admin@example.com', 'Ada Admin');
  const olga = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
  apiKey = (await keyCalls(() => t).createKey(olga, 'Typed client')).key;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('@overlap/client', () => {
  it('runs the README script: creates a request, reads the best time and books it', async () => {
    const said = await bookTheBestTime(baseUrl, apiKey);
    expect(said).toMatch(/^Roadmap review booked at 2030-04-0\dT\d\d:\d\d:00\.000Z$/);

    const overlap = createOverlapClient({ baseUrl, apiKey });
    const list = await overlap.GET('/api/v1/meetings');
    expect(list.response.status).toBe(200);
    const booked = list.data?.items.find((m) => m.title === 'Roadmap review');
    expect(booked).toMatchObject({ status: 'scheduled', participantCount: 1 });
    // The example's Idempotency-Key: running it again books nothing new.
    await bookTheBestTime(baseUrl, apiKey).catch(() => undefined);
    const again = await overlap.GET('/api/v1/meetings');
    expect(again.data?.items.filter((m) => m.title === 'Roadmap review')).toHaveLength(1);
  });

  it('walks the meetings a page at a time with the cursor it is given', async () => {
    const overlap = createOverlapClient({ baseUrl, apiKey });
    const titles: string[] = [];
    let cursor: string | undefined;
    do {
      const { data } = await overlap.GET('/api/v1/meetings', { params: { query: { limit: '1', cursor } } });
      expect(data?.items.length).toBeLessThanOrEqual(1);
      titles.push(...(data?.items ?? []).map((m) => m.title));
      cursor = data?.nextCursor ?? undefined;
    } while (cursor);
    const whole = await overlap.GET('/api/v1/meetings', { params: { query: { limit: '100' } } });
    expect(titles).toEqual(whole.data?.items.map((m) => m.title));
    expect(titles.length).toBeGreaterThan(0);
  });

  it('types the errors too: an unknown meeting is a 404 with the catalogue code', async () => {
    const overlap = createOverlapClient({ baseUrl, apiKey });
    const missing = await overlap.GET('/api/v1/meetings/{id}', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.data).toBeUndefined();
    expect(missing.error?.code).toBe('not_found');
  });
});
