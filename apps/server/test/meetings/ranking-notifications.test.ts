import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../../src/db/database';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';
import { createdMeeting, paintedAnswer } from './meeting-fixtures';

/**
 * Decision 0033: while an instance follows the database's notices, a cached ranking is served with no
 * query, and a change written by anyone (here: a connection of its own, as another instance has) drops it.
 */
const HOUR = 3_600_000;
const NOW = '2026-10-24T22:52:00.000Z';
const clock = { 'x-overlap-test-now': NOW };
const DAY0 = Date.parse('2026-10-25T00:00:00Z');

const ranked: string[] = [];
let t: TestApp;
let organizer: Awaited<ReturnType<typeof signedInUser>>;
/** Another instance's connection: its own pool on PostgreSQL; PGlite admits one process, so its own. */
let other: { db: Db; close(): Promise<void> };

beforeAll(async () => {
  let following!: () => void;
  const followed = new Promise<void>((resolve) => (following = resolve));
  t = await startTestApp(
    { TEST_CLOCK_HEADER: 'true' },
    { onRanked: (id) => ranked.push(id), onChangesFollowed: (on) => on && following() },
  );
  await followed;
  organizer = await signedInUser(t, 'nora@example.com', 'Nora Notified');
  other = t.database.url
    ? await openDatabase({ database: { driver: 'postgres', url: t.database.url } })
    : { db: t.database.db, close: async () => undefined };
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

interface Meeting {
  id: string;
  participants: { id: string; email: string; link: string }[];
}

async function newMeeting(): Promise<Meeting> {
  const meeting: Meeting = await createdMeeting(
    t,
    { ...organizer.headers, ...clock },
    {
      windowStart: new Date(DAY0).toISOString(),
      windowEnd: new Date(DAY0 + 4 * 24 * HOUR).toISOString(),
      organizerZone: 'Europe/London',
    },
  );
  const ana = meeting.participants.find((p) => p.email === 'ana@example.com')!;
  const available = [{ start: DAY0 + 33 * HOUR, end: DAY0 + 36 * HOUR }];
  await paintedAnswer(t, ana.link, { timeZone: 'Europe/London', available }, clock);
  return meeting;
}

type Ranking = { viableCount: number; heatMap: { people: unknown[] } };

/** The suggestions, and how many statements the application's code started on its database meanwhile. */
async function suggestions(meeting: Meeting): Promise<{ ranking: Ranking; statements: number }> {
  const db = t.database.db;
  const spies = (['select', 'execute', 'insert', 'update', 'delete', 'transaction'] as const).map((method) =>
    vi.spyOn(db, method),
  );
  try {
    const res = await t.app.inject({
      url: `/api/meetings/${meeting.id}/suggestions`,
      headers: { ...organizer.headers, ...clock },
    });
    expect(res.statusCode).toBe(200);
    return {
      ranking: res.json().ranking as Ranking,
      statements: spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

const afternoons = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ start: '13:00', end: '14:00' }]]),
);

/**
 * Asks until an answer comes from memory alone: an answer read while a notice arrived (of the guest's
 * answer, or of what the jobs after it write) is not kept, so the next one reads again. Ten at most.
 */
async function servedFromMemory(meeting: Meeting): Promise<Ranking> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const { ranking, statements } = await suggestions(meeting);
    if (statements === 0) return ranking;
  }
  throw new Error('every answer read the database');
}

const computedFor = (meeting: Meeting) => ranked.filter((id) => id === meeting.id).length;

/**
 * Writes as another instance would. A statement of this instance's own afterwards makes its next cached
 * answer wait for the notices committed before (the fence): without it the notice's way over the network
 * would be a race in this test.
 */
async function changedElsewhere(statement: ReturnType<typeof sql>) {
  await other.db.execute(statement);
  await t.database.db.execute(sql`select 1`);
}

describe('rankings told of changes', () => {
  it('serves an unchanged meeting’s suggestions with no statement on the database at all', async () => {
    const meeting = await newMeeting();
    const first = await suggestions(meeting);
    expect(first.statements).toBeGreaterThan(0);
    expect(await servedFromMemory(meeting)).toEqual(first.ranking);
  });

  it('ranks again when another connection changes a participant', async () => {
    const meeting = await newMeeting();
    const before = await servedFromMemory(meeting);
    const computed = computedFor(meeting);
    const ben = meeting.participants.find((p) => p.email === 'ben@example.com')!;
    await changedElsewhere(sql`update meeting_participants set required = false where id = ${ben.id}`);
    const after = await suggestions(meeting);
    expect(after.statements).toBeGreaterThan(0);
    expect(computedFor(meeting)).toBeGreaterThan(computed);
    expect(after.ranking.viableCount).toBeGreaterThan(before.viableCount);
  });

  it('ranks again when another connection changes the organizer’s account or a guest’s', async () => {
    const meeting = await newMeeting();
    await servedFromMemory(meeting);
    const first = computedFor(meeting);
    await changedElsewhere(sql`update users set working_hours = null where email = 'nora@example.com'`);
    await servedFromMemory(meeting);
    const second = computedFor(meeting);
    expect(second).toBeGreaterThan(first);
    // Ben signs up elsewhere: his account's working hours now count in every meeting he is invited to.
    await changedElsewhere(sql`
      insert into users (issuer, subject, email, name, first_name, last_name, working_hours)
      values ('elsewhere', 'ben', 'ben@example.com', 'Ben', 'Ben', '', ${JSON.stringify(afternoons)}::jsonb)`);
    await suggestions(meeting);
    expect(computedFor(meeting)).toBeGreaterThan(second);
  });

  it('forgets the meeting too: one moved to another organizer is not found from the cache', async () => {
    const meeting = await newMeeting();
    await servedFromMemory(meeting);
    const someoneElse = await signedInUser(t, 'otto@example.com', 'Otto Other');
    expect((await t.app.inject({ url: '/api/me', headers: someoneElse.headers })).statusCode).toBe(200);
    await changedElsewhere(
      sql`update meetings set organizer_id = (select id from users where email = 'otto@example.com')
        where id = ${meeting.id}`,
    );
    const res = await t.app.inject({
      url: `/api/meetings/${meeting.id}/suggestions`,
      headers: { ...organizer.headers, ...clock },
    });
    expect(res.statusCode).toBe(404);
    const theirs = await t.app.inject({
      url: `/api/meetings/${meeting.id}/suggestions`,
      headers: { ...someoneElse.headers, ...clock },
    });
    expect(theirs.statusCode).toBe(200);
  });
});

describe('with RANKING_NOTICES=false', () => {
  it('reads every ranking’s sources on every request, and still computes an unchanged one once', async () => {
    const reading = await startTestApp(
      { TEST_CLOCK_HEADER: 'true', RANKING_NOTICES: 'false' },
      { onRanked: (id) => ranked.push(id) },
    );
    const [main, mainOrganizer] = [t, organizer];
    try {
      t = reading;
      organizer = await signedInUser(t, 'nora@example.com', 'Nora Notified');
      const meeting = await newMeeting();
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await suggestions(meeting));
      expect(answers.every((answer) => answer.statements > 0)).toBe(true);
      expect(computedFor(meeting)).toBe(1);
    } finally {
      [t, organizer] = [main, mainOrganizer];
      await reading.close();
    }
  });
});
