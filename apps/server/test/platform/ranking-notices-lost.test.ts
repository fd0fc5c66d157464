import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { openDatabase, type Database } from '../../src/db/database';
import { LISTENER_NAME } from '../../src/db/listen-connections';
import { signedInUser } from '../auth/support/signed-in-user';
import { meetingRequest } from '../meetings/meeting-fixtures';
import type { TestApp } from '../support/test-app';
import { createEmptyPostgresDatabase } from '../support/test-database';

/**
 * Decision 0033 when the listening connection is lost: the instance forgets what it kept, reads every
 * ranking's sources again until it listens again, then serves from memory once more. PostgreSQL only (the
 * embedded database is in the process and has no connection to lose).
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const HOUR = 3_600_000;
const DAY0 = Date.parse('2026-10-25T00:00:00Z');
const clock = { 'x-overlap-test-now': '2026-10-24T22:52:00.000Z' };

let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let database: Database;
let other: Database;
let app: FastifyInstance;
let organizer: Awaited<ReturnType<typeof signedInUser>>;
const ranked: string[] = [];
/** Resolved the next time the instance starts (true) or stops (false) following changes. */
const waiting: { following: boolean; resolve: () => void }[] = [];
const followingBecomes = (following: boolean) =>
  new Promise<void>((resolve) => waiting.push({ following, resolve }));

beforeAll(async () => {
  empty = await createEmptyPostgresDatabase(serverUrl);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-overlap-dist',
    DATABASE_URL: empty.url,
    TEST_CLOCK_HEADER: 'true',
  });
  database = await openDatabase(config);
  other = await openDatabase(config);
  const started = followingBecomes(true);
  app = await buildApp({
    config,
    database,
    onRanked: (id) => ranked.push(id),
    onChangesFollowed: (following) => {
      for (const wait of waiting.filter((w) => w.following === following)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    },
  });
  await app.ready();
  await started;
  const t: TestApp = {
    app,
    database: Object.assign(database, { label: 'postgres', disconnect: async () => undefined }),
    close: async () => undefined,
  };
  organizer = await signedInUser(t, 'lea@example.com', 'Lea Lost');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await other?.close();
  await empty?.drop();
});

async function suggestions(meetingId: string) {
  const spies = (['select', 'execute', 'transaction'] as const).map((m) => vi.spyOn(database.db, m));
  try {
    const res = await app.inject({
      url: `/api/meetings/${meetingId}/suggestions`,
      headers: { ...organizer.headers, ...clock },
    });
    expect(res.statusCode).toBe(200);
    return {
      people: (res.json().ranking.heatMap.people as unknown[]).length,
      statements: spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/** Asks until an answer comes from memory alone (see ranking-notifications.test.ts), ten times at most. */
async function servedFromMemory(meetingId: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    if ((await suggestions(meetingId)).statements === 0) return;
  }
  throw new Error('every answer read the database');
}

describe('a lost listening connection', () => {
  it('is never trusted: rankings are read again until it listens again, then served from memory', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { ...organizer.headers, ...clock },
      payload: meetingRequest({
        windowStart: new Date(DAY0).toISOString(),
        windowEnd: new Date(DAY0 + 4 * 24 * HOUR).toISOString(),
      }),
    });
    expect(created.statusCode).toBe(201);
    const meeting = created.json() as { id: string; participants: { id: string; email: string }[] };
    const [cy, ben] = ['cy@example.com', 'ben@example.com'].map((email) =>
      meeting.participants.find((p) => p.email === email)!,
    );
    await servedFromMemory(meeting.id);
    const computed = () => ranked.filter((id) => id === meeting.id).length;
    const warm = computed();

    const lost = followingBecomes(false);
    const back = followingBecomes(true);
    await other.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    await lost;
    // Written while nobody listens: no notice will ever tell of it.
    await other.db.execute(sql`delete from meeting_participants where id = ${cy!.id}`);
    const afterLoss = await suggestions(meeting.id);
    expect(afterLoss.people).toBe(3);
    expect(afterLoss.statements).toBeGreaterThan(0);
    expect(computed()).toBeGreaterThan(warm);

    await back;
    await servedFromMemory(meeting.id);
    const rewarmed = computed();
    await other.db.execute(sql`delete from meeting_participants where id = ${ben!.id}`);
    await database.db.execute(sql`select 1`); // this instance's fence (see ranking-notifications.test.ts)
    const told = await suggestions(meeting.id);
    expect(told.statements).toBeGreaterThan(0);
    expect(computed()).toBeGreaterThan(rewarmed);
    expect(told.people).toBe(2);
  });
});
