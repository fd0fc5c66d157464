import type PgBoss from 'pg-boss';
import { isDatabaseConnectionError } from '../process/database-blips';

/** pg-boss's statements that mark fetched jobs completed or failed (plans.js completeJobs, failJobsById). */
const FINISHING = [
  /UPDATE \S+\.job\s+SET completed_on = now\(\)/,
  /id IN \(SELECT UNNEST\(\$2::uuid\[\]\)\) AND state < 'completed'/,
];

const WAITS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000, 8_000, 8_000, 8_000];

/**
 * pg-boss marks a job completed or failed without waiting for the answer, so when the database is out of
 * reach at that moment the job stays active until it expires and then runs again: an e-mail or calendar
 * write done twice. Those two statements are tried again here until the database answers (about a minute
 * at most); every other statement fails at once, as before, for its caller to handle.
 */
export function finishingRetried(
  inner: PgBoss.Db,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
) {
  return {
    async executeSql(...[text, values]: Parameters<PgBoss.Db['executeSql']>) {
      if (!FINISHING.some((pattern) => pattern.test(text))) return inner.executeSql(text, values);
      for (const wait of WAITS_MS) {
        try {
          return await inner.executeSql(text, values);
        } catch (error) {
          if (!isDatabaseConnectionError(error)) throw error;
          await sleep(wait);
        }
      }
      return inner.executeSql(text, values);
    },
  } satisfies PgBoss.Db;
}
