import type { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { PGliteTakingTurns } from '../../src/db/pglite-taking-turns';

/** Starts a backlog of queries, then asks the loop for a turn; returns when that turn came. */
async function turnAmongQueries(db: PGlite): Promise<{ turnAfter: number; queries: number }> {
  await db.query('select 1');
  const done: string[] = [];
  const backlog = Array.from({ length: 30 }, (_, i) =>
    db.query('select $1::int as n', [i]).then(() => done.push(`query ${i}`)),
  );
  setImmediate(() => done.push('turn'));
  await Promise.all(backlog);
  return { turnAfter: done.indexOf('turn'), queries: backlog.length };
}

// One instance for all: creating a cluster is the slow part.
const db = new PGliteTakingTurns();
afterAll(() => db.close());

it('lets the event loop in between queued queries', async () => {
  const { turnAfter, queries } = await turnAmongQueries(db);
  expect(turnAfter).toBeGreaterThanOrEqual(0);
  expect(turnAfter).toBeLessThan(3);
  expect(queries).toBe(30);
});

it('keeps PGlite’s order, transactions and errors', async () => {
  await db.exec('create table t (n int primary key)');
  const inserts = Array.from({ length: 10 }, (_, n) => db.query('insert into t values ($1)', [n]));
  await Promise.all(inserts);
  await expect(db.query('insert into t values (3)')).rejects.toThrow(/duplicate key/);
  await expect(
    db.transaction(async (tx) => {
      await tx.query('insert into t values (10)');
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  const { rows } = await db.query<{ n: number }>('select n from t order by n');
  expect(rows.map((r) => r.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

it('answers a health check from the last query while others are queued, and by asking when idle', async () => {
  expect(await db.ping()).toBeGreaterThan(0);
  const done: string[] = [];
  const backlog = Array.from({ length: 30 }, () => db.query('select 1').then(() => done.push('query')));
  await backlog[0];
  const latency = await db.ping();
  done.push('ping');
  await Promise.all(backlog);
  expect(latency).toBeGreaterThan(0);
  expect(done.indexOf('ping')).toBeLessThan(5);
  expect(await db.ping()).toBeGreaterThan(0);
});
