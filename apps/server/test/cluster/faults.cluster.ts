import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sleep, waitFor } from '../jobs/support/wait-for';
import { startCluster, type Cluster } from './support/cluster';
import type { HttpAnswer } from './support/http-client';
import { client, jobsSettled, meetingBody, organizerWithKey, PINNED } from './support/journey-helpers';

// Faults a cluster meets: the database away for a while, an instance killed in the middle of writes.
let c: Cluster;
let key = '';
beforeAll(async () => {
  // Many meetings from one new account in a minute: more than a new account's quota allows.
  c = await startCluster({
    QUOTA_NEW_ACCOUNT_MEETINGS_PER_HOUR: '1000',
    QUOTA_MEETINGS_PER_HOUR: '1000',
    QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY: '100000',
    QUOTA_INVITATIONS_PER_DAY: '100000',
  });
  key = (await organizerWithKey(c, 'fay@example.com')).key;
}, 120_000);
afterAll(() => c?.close());
afterEach((context) => {
  if (context.task.result?.state === 'fail') console.error(c.output());
});

const api = () => client(c, () => key);
const day = Date.parse(PINNED);
const create = (title: string) =>
  api()({ method: 'POST', url: '/api/v1/meetings', payload: meetingBody(day, { title }) }).catch(
    (error: unknown) => ({ statusCode: 0, error }) as unknown as HttpAnswer,
  );

describe('PostgreSQL stopped for 10 seconds', () => {
  it('answers 503 with Retry-After meanwhile, loses nothing, and recovers without a restart', async () => {
    const before = await create('Before the outage');
    expect(before.statusCode).toBe(201);
    await c.postgres.stop();
    const stoppedAt = Date.now();
    const during: HttpAnswer[] = [];
    while (Date.now() - stoppedAt < 10_000) {
      during.push(await create('During the outage'), await api()({ url: '/api/v1/meetings' }));
      await sleep(400);
    }
    await c.postgres.start();
    console.info(
      `PostgreSQL stopped ${Date.now() - stoppedAt} ms: ${during.length} requests meanwhile, all 503 with Retry-After`,
    );

    expect(during.length).toBeGreaterThan(20);
    expect(new Set(during.map((a) => a.statusCode))).toEqual(new Set([503]));
    expect(during.every((a) => Number(a.headers['retry-after']) > 0)).toBe(true);
    expect(new Set(during.map((a) => a.json<{ code: string }>().code))).toEqual(new Set(['unavailable']));

    // The same processes serve again once the database is back, each of them.
    await waitFor(
      async () =>
        (await Promise.all([0, 1, 2].map((i) => fetch(`${c.instanceUrl(i)}/api/ready`)))).every((r) => r.ok),
      20_000,
      'every instance to be ready again',
    );
    // The balancer takes an instance back at its next check (every second).
    await waitFor(
      async () =>
        (await Promise.all([1, 2, 3].map(() => api()({ url: '/api/ready' })))).every(
          (a) => a.statusCode === 200,
        ),
      5_000,
      'the balancer to send traffic again',
    );
    const after = await Promise.all([1, 2, 3].map((n) => create(`After the outage ${n}`)));
    expect(after.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const titles = await c.rows<{ title: string }>(`select title from meetings order by title`);
    expect(titles.map((t) => t.title)).toEqual([
      'After the outage 1',
      'After the outage 2',
      'After the outage 3',
      'Before the outage',
    ]);
    // A send that failed while the database was away is retried 15–30 s later (send-email's retry delay,
    // with pg-boss's jittered backoff), so it may come up to half a minute after the database is back.
    await jobsSettled(c, ['send-email'], 60_000);
    expect(await c.rows(`select status, count(*)::int as n from outbox group by status`)).toEqual([
      { status: 'sent', n: 8 },
    ]);
  }, 120_000);
});

describe('one instance killed (SIGKILL) under write load', () => {
  it('loses no acknowledged write, routes around the dead instance, and the others work its jobs', async () => {
    const acknowledged: string[] = [];
    const refused: number[] = [];
    let started = 0;
    let killedAt = 0;
    const worker = async () => {
      while (started < 60) {
        const n = ++started;
        if (n === 20) {
          c.kill(1);
          killedAt = Date.now();
        }
        const answer = await create(`Load ${n}`);
        if (answer.statusCode === 201) acknowledged.push(answer.json<{ id: string }>().id);
        else refused.push(answer.statusCode);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);

    // Every meeting the client was told about is stored; what failed was never acknowledged.
    const stored = await c.rows<{ id: string }>(`select id from meetings where id = any($1)`, [acknowledged]);
    expect(stored).toHaveLength(acknowledged.length);
    expect(acknowledged.length + refused.length).toBe(60);
    // A request the instance had begun when it died fails (502, or the connection drops: 0), unacknowledged.
    expect(refused.filter((status) => ![0, 502, 503].includes(status))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(50);

    // Once its checks fail, the balancer sends nothing to the dead instance.
    await sleep(Math.max(0, killedAt + 3_000 - Date.now()));
    const later = await Promise.all(Array.from({ length: 9 }, (_, n) => create(`Later ${n}`)));
    expect(later.map((a) => a.statusCode)).toEqual(Array(9).fill(201));
    expect(new Set(later.map((a) => a.instance))).toEqual(new Set(['overlap1', 'overlap3']));

    // The invitations it queued are sent by the others, once each. A job it was running when killed waits
    // for pg-boss's expiry (minutes) before another instance takes it: those are counted, not waited for.
    await waitFor(
      async () =>
        (
          await c.rows(
            `select 1 from pgboss.job where name = 'send-email' and (state in ('created', 'retry') or (state = 'active' and started_on > to_timestamp($1 / 1000.0)))`,
            [killedAt],
          )
        ).length === 0,
      40_000,
      'every invitation job not held by the dead instance',
    );
    const stuck = await c.rows(`select 1 from pgboss.job where name = 'send-email' and state = 'active'`);
    expect(stuck.length).toBeLessThanOrEqual(2);
    const invitations = await c.rows<{ n: number }>(
      `select count(*)::int as n from outbox where template_key = 'invitation' and status = 'sent' and meeting_id = any($1)`,
      [acknowledged],
    );
    expect(invitations[0]!.n).toBe(2 * acknowledged.length - stuck.length);
    console.info(
      `SIGKILL under load: ${acknowledged.length} acknowledged and stored, ${refused.length} refused (${refused.join(', ')}), ${stuck.length} e-mail jobs held by the dead instance`,
    );
    const addresses = c.smtp.received.map((mail) => mail.message.headers.get('message-id'));
    expect(new Set(addresses).size).toBe(addresses.length);
  }, 90_000);
});
