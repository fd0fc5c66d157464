import { describe, expect, it } from 'vitest';
import { meetingRequest } from '../meetings/meeting-fixtures';
import { bearerOf, dataOf, typedClient } from '../support/typed-client';
import { keyAppForFile } from './support/pinned-keys';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const { bed } = keyAppForFile({});

async function create(title: string, headers = bed.olga.headers): Promise<string> {
  const res = await bed.t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers,
    payload: meetingRequest({ title }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

type PageQuery = { limit?: string; cursor?: string };

function page(query: PageQuery) {
  return typedClient(bed.t.app, bearerOf(bed.olga)).GET('/api/v1/meetings', { params: { query } });
}

describe('paging /api/v1/meetings', () => {
  it('walks every page while meetings are added, never skipping or repeating one', async () => {
    const before: string[] = [];
    for (let i = 0; i < 17; i++) before.push(await create(`Before ${i}`));
    await create('Someone else’s', bed.sam.headers);
    // Five of them share one instant to the microsecond: only their ids order them.
    const tied = before.slice(4, 9);
    await bed.t.database.db.execute(
      `update meetings set created_at = '2026-01-05T10:00:00.123456Z' where id in (${tied.map((id) => `'${id}'`).join(', ')})`,
    );
    const everything = (
      await bed.t.app.inject({ url: '/api/meetings', headers: bed.olga.headers })
    ).json() as {
      id: string;
    }[];
    expect(everything).toHaveLength(17);

    const seen: string[] = [];
    const added: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      // Each page is read while two more meetings are being created.
      const query: PageQuery = { limit: '4', ...(cursor ? { cursor } : {}) };
      const [res, ...made] = await Promise.all([
        page(query),
        create(`During ${pages}a`),
        create(`During ${pages}b`),
      ]);
      added.push(...made);
      const body = dataOf(res);
      expect(body.items.length).toBeLessThanOrEqual(4);
      seen.push(...body.items.map((m) => m.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 30);

    expect(cursor).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of before) expect(seen.filter((s) => s === id)).toHaveLength(1);
    // Every meeting seen is Olga's: those from before in their order, newest first, and some added.
    const fromBefore = seen.filter((id) => before.includes(id));
    expect(fromBefore).toEqual(everything.map((m) => m.id));
    expect(seen.every((id) => before.includes(id) || added.includes(id))).toBe(true);
  });

  it('answers the first page by default and the end with a null cursor', async () => {
    const first = dataOf(await page({}));
    expect(first.items.length).toBe(Math.min(50, first.items.length));
    const all = (
      await bed.t.app.inject({ url: '/api/meetings', headers: bed.olga.headers })
    ).json() as unknown[];
    expect(first.items).toHaveLength(Math.min(50, all.length));
    const whole = dataOf(await page({ limit: '100' }));
    expect(whole.items).toHaveLength(all.length);
    expect(whole.nextCursor).toBeNull();
  });

  it('refuses a limit out of range and a cursor it did not give, naming the field', async () => {
    for (const limit of ['0', '101', 'ten', '-1', '2.5']) {
      const res = await page({ limit });
      expect(res.response.status).toBe(400);
      expect(res.error?.fields?.limit).toMatch(/limit must/);
    }
    const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    for (const cursor of ['not-a-cursor', forged, 'x'.repeat(300)]) {
      const res = await page({ cursor });
      expect(res.response.status).toBe(400);
      expect(res.error?.fields?.cursor).toMatch(/nextCursor/);
    }
  });
});
