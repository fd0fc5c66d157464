import { describe, expect, it } from 'vitest';
import { bearerOf, dataOf, typedClient } from '../support/typed-client';
import { NOW, webhookBedForFile } from './support/webhook-api-helpers';

const { bed, call, addWebhook, createMeeting } = webhookBedForFile();

type Query = { limit: string; cursor?: string };
type Read = (query: Query) => Promise<{
  data?: { items: { id: string }[]; nextCursor: string | null };
  error?: unknown;
  response: Response;
}>;

const api = () => typedClient(bed.t.app, bearerOf(bed.organizer), { 'x-overlap-test-now': NOW });
const readWebhooks: Read = (query) => api().GET('/api/v1/webhooks', { params: { query } });
const readDeliveries =
  (id: string): Read =>
  (query) =>
    api().GET('/api/v1/webhooks/{id}/deliveries', { params: { path: { id }, query } });

/** Reads every page of a /api/v1 list, running `meanwhile` beside each read; the ids in the order read. */
async function walk(read: Read, limit: number, meanwhile: (page: number) => Promise<unknown>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: Query = { limit: String(limit), ...(cursor ? { cursor } : {}) };
    const [res] = await Promise.all([read(query), meanwhile(pages)]);
    const page = dataOf(res);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 30);
  expect(cursor).toBeNull();
  expect(new Set(seen).size).toBe(seen.length);
  return seen;
}

describe('paging the webhook lists of /api/v1', () => {
  it('walks the webhooks, oldest first, while more are added', async () => {
    for (let i = 0; i < 6; i++) await addWebhook(`/hook-${i}`, ['meeting.created']);
    const before = ((await call('GET', '/api/webhooks')).json() as { id: string }[]).map((w) => w.id);
    expect(before).toHaveLength(6);
    const seen = await walk(readWebhooks, 4, (page) =>
      page < 4 ? addWebhook(`/added-${page}`, ['meeting.created']) : Promise.resolve(),
    );
    // Oldest first: the six from before lead, in their order, and what was added comes after them.
    expect(seen.slice(0, 6)).toEqual(before);
  });

  it('walks the deliveries, newest first, while events keep coming', async () => {
    const hook = await addWebhook('/deliveries', ['meeting.created']);
    for (let i = 0; i < 7; i++) await createMeeting(`Event ${i}`);
    const before = (
      (await call('GET', `/api/webhooks/${hook.id}/deliveries`)).json() as { id: string }[]
    ).map((d) => d.id);
    expect(before).toHaveLength(7);
    const seen = await walk(readDeliveries(hook.id), 3, (page) => createMeeting(`During ${page}`));
    // Newest first: what arrived during the walk is newer than the first page, so it is not read;
    // the seven from before are each read once, in their order.
    expect(seen.filter((id) => before.includes(id))).toEqual(before);
    for (const id of before) expect(seen.filter((s) => s === id)).toHaveLength(1);
  });
});
