import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database';

/**
 * pg-boss runs its SQL through an `executeSql(text, values)` adapter. Its migrations are
 * parameterless multi-statement scripts, which PGlite only accepts through `exec`.
 */
export function pgliteExecutor(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return pglite.query(text, values);
    },
  };
}

/** node-postgres sends a query without values as a simple query, so scripts pass as they are. */
export function poolExecutor(pool: pg.Pool): PgBoss.Db {
  return { executeSql: (text, values) => pool.query(text, values) };
}

/**
 * Runs pg-boss's SQL on a Drizzle database or transaction, with its own text and numbered parameters,
 * so that a job inserted here commits or rolls back with that transaction, on PGlite and on Postgres.
 */
export function drizzleExecutor(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const query = db._.session.prepareQuery(
        { sql: text, params: values ?? [] },
        undefined,
        undefined,
        false,
      );
      const result = await query.execute();
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}

/**
 * Counts the queries pg-boss has in flight. Its workers mark a job done or failed without awaiting it,
 * so `boss.stop()` can return while that query still runs; stopping waits for these to drain, or the
 * database would be closed under them.
 */
export function trackedExecutor(inner: PgBoss.Db): PgBoss.Db & { drained(timeoutMs: number): Promise<void> } {
  const pending = new Set<Promise<unknown>>();
  let stopped = false;
  return {
    executeSql(text, values) {
      const running = inner.executeSql(text, values);
      pending.add(running);
      void running.then(
        () => pending.delete(running),
        () => pending.delete(running),
      );
      // A handler that outlived the stop's timeout makes pg-boss mark its job failed, unawaited, on a
      // database that may be closed by then: nothing is lost (the job stays active and is retried once it
      // expires), so its refusal must not become an unhandled rejection. No result at all is what
      // pg-boss's readers of complete and fail take as "nothing changed"; an empty row list is not.
      return stopped ? running.catch(() => undefined as unknown as { rows: unknown[] }) : running;
    },
    async drained(timeoutMs) {
      stopped = true;
      const until = Date.now() + timeoutMs;
      while (pending.size > 0 && Date.now() < until) {
        await Promise.race([
          Promise.allSettled([...pending]),
          new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now()))),
        ]);
      }
    },
  };
}
