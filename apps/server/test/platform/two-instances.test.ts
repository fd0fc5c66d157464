import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openDatabase, type Database } from '../../src/db/database';
import { createJobQueue } from '../../src/lib/jobs/job-queue';
import { signedInUser } from '../auth/support/signed-in-user';
import { testCredentialsKey } from '../connections/support';
import { waitFor } from '../jobs/support/wait-for';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/support/smtp-test-server';
import { meetingRequest } from '../meetings/meeting-fixtures';
import type { TestApp } from '../support/test-app';
import { createEmptyPostgresDatabase } from '../support/test-database';

/**
 * Two full server instances on one fresh PostgreSQL database, as behind a load balancer: each has its own
 * pool, job workers and caches, and requests alternate between them. (PostgreSQL only: the embedded
 * database admits one process, so this file always uses the Postgres server of the API tests.)
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PINNED = '2031-03-03T09:00:00Z';

let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let smtp: TestSmtpServer;
let databases: Database[] = [];
let apps: FastifyInstance[] = [];
let turn = 0;

/** The next request goes to the other instance. */
const roundRobin = (options: InjectOptions) => apps[turn++ % apps.length]!.inject(options);
const rows = async <T>(sql: string) =>
  ((await databases[0]!.db.execute(sql)) as unknown as { rows: T[] }).rows;
/** Instance `i` in the shape the shared sign-in helper takes. */
const asTestApp = (i: number): TestApp => ({
  app: apps[i]!,
  database: Object.assign(databases[i]!, { label: 'postgres', disconnect: async () => undefined }),
  close: async () => undefined,
});

beforeAll(async () => {
  empty = await createEmptyPostgresDatabase(serverUrl);
  smtp = await startTestSmtpServer();
  const config = loadConfig({
    LOG_LEVEL: 'error',
    WEB_DIST_DIR: '/nonexistent-overlap-dist',
    DATABASE_URL: empty.url,
    SMTP_URL: smtp.url,
    CREDENTIALS_KEY: testCredentialsKey,
    TEST_CLOCK_HEADER: 'true',
  });
  // Both start at once: migrations, pg-boss's schema, seeded templates, keys and the first sweep race.
  databases = await Promise.all([0, 1].map(() => openDatabase(config)));
  apps = await Promise.all(databases.map((database) => buildApp({ config, database })));
  await Promise.all(apps.map((app) => app.ready()));
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(databases.map((database) => database.close()));
  await smtp?.close();
  await empty?.drop();
});

describe('two instances on one PostgreSQL database', () => {
  it('set up the job queue together on fresh databases, round after round, without a failure', async () => {
    // Unserialised, pg-boss's set-up failed in most rounds (a duplicate schema, deadlocks creating queues).
    for (let round = 0; round < 4; round++) {
      const fresh = await createEmptyPostgresDatabase(serverUrl);
      const pair = await Promise.all(
        [0, 1].map(() => openDatabase({ database: { driver: 'postgres', url: fresh.url } })),
      );
      try {
        const queues = pair.map((database) => createJobQueue(database));
        await Promise.all(queues.map((queue) => queue.start()));
        await Promise.all(queues.map((queue) => queue.stop()));
      } finally {
        await Promise.all(pair.map((database) => database.close()));
        await fresh.drop();
      }
    }
  }, 120_000);

  it('applied each migration once', async () => {
    const journal = JSON.parse(
      readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    const applied = await rows<{ hash: string; times: number }>(
      `select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.every((row) => row.times === 1)).toBe(true);
  });

  it('makes only one of several people signing up at once on both instances an admin', async () => {
    const people = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        signedInUser(asTestApp(i % 2), `person${i}@example.com`, `Person ${i}`),
      ),
    );
    const answers = await Promise.all(
      people.map((person) => roundRobin({ url: '/api/me', headers: person.headers })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(people.map(() => 200));
    expect(answers.filter((answer) => answer.json().isAdmin)).toHaveLength(1);
    const [{ admins }] = (await rows<{ admins: number }>(
      `select count(*) filter (where is_admin)::int as admins from users`,
    )) as [{ admins: number }];
    expect(admins).toBe(1);
  });

  it('holds a rate limit across both instances (10 calendar connections per person in 15 minutes)', async () => {
    const person = await signedInUser(asTestApp(0), 'limited@example.com', 'Lim Ited');
    const answers = await Promise.all(
      Array.from({ length: 14 }, () =>
        roundRobin({
          method: 'POST',
          url: '/api/calendar-connections',
          headers: person.headers,
          payload: { provider: 'ics', feedUrl: 'http://127.0.0.1:9/feed.ics' },
        }),
      ),
    );
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode !== 429).every((a) => a.statusCode < 500)).toBe(true);
  });

  it('queues the busy-refresh sweep once per slot, and a due sweep runs once', async () => {
    const slots = async () =>
      rows<{ id: string; state: string; start_after: string; times: number }>(
        `select min(id::text) as id, min(state) as state, start_after::text, count(*)::int as times
           from pgboss.job where name = 'calendar-busy-refresh' group by start_after order by start_after`,
      );
    const queued = await slots();
    expect(queued.length).toBeGreaterThanOrEqual(1);
    expect(queued.every((slot) => slot.times === 1)).toBe(true);

    // Time passes for the queue: the waiting sweep becomes due, and both instances poll for it.
    const due = queued.at(-1)!;
    await databases[0]!.db.execute(`update pgboss.job set start_after = now() where id = '${due.id}'`);
    await waitFor(
      async () =>
        (await rows(`select 1 from pgboss.job where id = '${due.id}' and state = 'completed'`)).length === 1,
      30_000,
      'the due sweep to complete',
    );
    const after = await rows<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where id = '${due.id}'`,
    );
    expect(after).toEqual([{ state: 'completed', retry_count: 0 }]);
    // The sweep queued its successor under the slot's id, which both instances derive alike.
    expect((await slots()).every((slot) => slot.times === 1)).toBe(true);
  }, 60_000);

  it('sends each invitation and each automatic reminder once, whichever instance works the queue', async () => {
    const organizer = await signedInUser(asTestApp(1), 'olga@example.com', 'Olga Organizer');
    const pinned = { ...organizer.headers, 'x-overlap-test-now': PINNED };
    const day = Date.parse(PINNED);
    const created = await roundRobin({
      method: 'POST',
      url: '/api/meetings',
      headers: pinned,
      payload: meetingRequest({
        windowStart: new Date(day + 5 * 86_400_000).toISOString(),
        windowEnd: new Date(day + 12 * 86_400_000).toISOString(),
        deadline: new Date(day + 4 * 86_400_000).toISOString(),
      }),
    });
    expect(created.statusCode).toBe(201);
    const meetingId = created.json().id as string;
    await waitFor(() => smtp.received.length >= 3, 30_000, 'three invitations');

    // The reminder is a timed job (a day before the deadline): make it due for the queue.
    await databases[1]!.db.execute(
      `update pgboss.job set start_after = now() where name = 'meeting-reminders' and data->>'meetingId' = '${meetingId}'`,
    );
    await waitFor(
      async () =>
        (
          await rows(
            `select 1 from pgboss.job where name = 'meeting-reminders' and data->>'meetingId' = '${meetingId}' and state = 'completed'`,
          )
        ).length === 1,
      30_000,
      'the reminder job to complete',
    );
    // Every queued message has finished its delivery job, so nothing more can arrive.
    await waitFor(
      async () =>
        (await rows(`select 1 from pgboss.job where name = 'send-email' and state <> 'completed'`)).length ===
        0,
      30_000,
      'every e-mail job to finish',
    );
    const outbox = await rows<{ template_key: string; to_address: string; status: string }>(
      `select template_key, to_address, status from outbox order by template_key, to_address`,
    );
    const addresses = ['ana@example.com', 'ben@example.com', 'cy@example.com'];
    expect(outbox).toEqual([
      ...addresses.map((to) => ({ template_key: 'invitation', to_address: to, status: 'sent' })),
      ...addresses.map((to) => ({ template_key: 'reminder', to_address: to, status: 'sent' })),
    ]);
    const delivered = smtp.received.map((mail) => mail.to.join(',')).sort();
    expect(delivered).toEqual([...addresses, ...addresses].sort());
    const jobs = await rows<{ times: number }>(
      `select count(*)::int as times from pgboss.job where name = 'meeting-reminders' and data->>'meetingId' = '${meetingId}'`,
    );
    expect(jobs).toEqual([{ times: 1 }]);
  }, 90_000);
});
