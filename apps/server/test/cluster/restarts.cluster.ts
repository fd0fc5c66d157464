import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config/paths';
import { sleep, waitFor } from '../jobs/support/wait-for';
import { PORTS, startCluster, type Cluster, type InstanceVersion } from './support/cluster';
import {
  client,
  jobsSettled,
  meetingBody,
  organizerWithKey,
  PINNED,
  typedClient,
} from './support/journey-helpers';
import { buildNextVersion } from './support/next-version';

// Restarting instances one by one while the balancer keeps serving: a release with a new migration, and a
// change of the credentials key.
const keyOne = randomBytes(32).toString('base64');
const keyTwo = randomBytes(32).toString('base64');
/** The id a configured key's sealed values carry (see key-ring.ts). */
const idOf = (key: string) =>
  `c${createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 12)}`;

let c: Cluster;
let key = '';
let next: { main: string };
beforeAll(async () => {
  next = await buildNextVersion(
    path.join(REPO_ROOT, '.tmp', `cluster-next-${PORTS.balancer}`),
    'ALTER TABLE "meetings" ADD COLUMN "next_version_note" text;',
  );
  c = await startCluster({
    CREDENTIALS_KEY: keyOne,
    // Long enough for HAProxy's checks (every second, down after two) to take a stopping instance out.
    SHUTDOWN_DRAIN_MS: '2500',
    API_KEY_RATE_LIMIT_PER_MINUTE: '100000',
    QUOTA_NEW_ACCOUNT_MEETINGS_PER_HOUR: '1000',
    QUOTA_MEETINGS_PER_HOUR: '1000',
    QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY: '100000',
    QUOTA_INVITATIONS_PER_DAY: '100000',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
  });
  const organizer = await organizerWithKey(c, 'rolf@example.com');
  key = organizer.key;
  const hook = await client(
    c,
    () => organizer.token,
  )({
    method: 'POST',
    url: '/api/webhooks',
    payload: { url: c.webhookUrl, events: ['meeting.created'] },
  });
  expect(hook.statusCode, hook.body).toBe(201);
}, 120_000);
afterAll(() => c?.close());
afterEach((context) => {
  if (context.task.result?.state === 'fail') console.error(c.output());
});

const typed = () => typedClient(c, key);
const day = Date.parse(PINNED);
const created: string[] = [];

/**
 * Writes and reads through the balancer until stopped: a new meeting, then an earlier one read back with
 * its guests' personal links (sealed with the credentials key). Every answer's status is kept.
 */
function keepAsking() {
  const statuses: number[] = [];
  const errors: string[] = [];
  const failed = (error: Error) => {
    errors.push(`${new Date().toISOString()} ${error.message} ${String(error.cause)}`);
    return null;
  };
  let running = true;
  const done = (async () => {
    for (let n = 0; running; n++) {
      const made = await typed()
        .POST('/api/v1/meetings', { body: meetingBody(day, { title: `Rolling ${created.length}` }) })
        .catch(failed);
      statuses.push(made?.response.status ?? 0);
      if (made?.data) created.push(made.data.id);
      const earlier = created[n % created.length]!;
      const read = await typed()
        .GET('/api/v1/meetings/{id}', { params: { path: { id: earlier } } })
        .catch(failed);
      statuses.push(
        read?.data?.participants.every((p) => p.link.includes('token=')) ? 200 : (read?.response.status ?? 0),
      );
      await sleep(150);
    }
  })();
  return {
    statuses,
    errors,
    async stop() {
      running = false;
      await done;
    },
  };
}

/**
 * Each instance in turn: stopped, then started as `version`, with the others serving meanwhile. A
 * stopping instance first drains: not ready (so the balancer takes it out) while it still serves.
 */
async function roll(version: InstanceVersion) {
  for (const index of [0, 1, 2]) {
    const stopped = c.stop(index);
    await waitFor(
      async () => (await fetch(`${c.instanceUrl(index)}/api/ready`)).status === 503,
      2_000,
      `instance ${index + 1} to drain`,
    );
    expect((await fetch(`${c.instanceUrl(index)}/api/health`)).status).toBe(200);
    await stopped;
    await c.start(index, version);
  }
}

describe('a rolling restart', () => {
  it('brings in a new version with an additive migration while every request through the balancer succeeds', async () => {
    const load = keepAsking();
    await sleep(500);
    // The release also brings the next credentials key, accepted but not yet used to seal (see below).
    await roll({ main: next.main, settings: { CREDENTIALS_KEY: keyOne, CREDENTIALS_OLD_KEYS: keyTwo } });
    await load.stop();

    expect(load.statuses.length).toBeGreaterThan(20);
    expect(load.errors).toEqual([]);
    expect(load.statuses.filter((status) => status !== 201 && status !== 200)).toEqual([]);
    const column = await c.rows(
      `select 1 from information_schema.columns where table_name = 'meetings' and column_name = 'next_version_note'`,
    );
    expect(column).toHaveLength(1);
    const ready = await Promise.all([0, 1, 2].map((i) => fetch(`${c.instanceUrl(i)}/api/ready`)));
    expect(ready.map((r) => r.status)).toEqual([200, 200, 200]);
    console.info(`rolling restart to a new version: ${load.statuses.length} requests, all answered`);
  }, 90_000);

  it('changes the credentials key in a second rolling restart without a failed delivery or an unreadable link', async () => {
    const load = keepAsking();
    // Every instance already accepts the new key (the first restart); now each seals with it, and the
    // first to start re-seals what is stored, which the others, still sealing with the old key, can open.
    await roll({ main: next.main, settings: { CREDENTIALS_KEY: keyTwo, CREDENTIALS_OLD_KEYS: keyOne } });
    await load.stop();

    expect(load.errors).toEqual([]);
    expect(load.statuses.filter((status) => status !== 201 && status !== 200)).toEqual([]);
    const sealed = await c.rows<{ key: string }>(
      `select split_part(secret_sealed, ':', 1) as key from webhooks union all
       select distinct split_part(token_sealed, ':', 1) from meeting_participants`,
    );
    expect(new Set(sealed.map((row) => row.key))).toEqual(new Set([idOf(keyTwo)]));
    // Every meeting's webhook arrived once, signed with a secret every instance could open at its turn.
    await jobsSettled(c, ['webhook-delivery']);
    const unfinished = await c.rows(
      `select status, attempts from webhook_deliveries where status <> 'succeeded' or attempts <> 1`,
    );
    expect(unfinished).toEqual([]);
    expect(c.webhooks.map((w) => w.meetingId).sort()).toEqual([...created].sort());
  }, 120_000);
});
