import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/database';
import type { JobName } from '../../../src/lib/jobs/job-catalogue';

/**
 * Whether every job of `name` (or only those whose payload has `key` = `value`) has ended: none is waiting,
 * running or due for a retry, so no worker can be handed one again. Tests that check "exactly once" wait
 * for this instead of sleeping a while in case a second delivery comes.
 */
export async function jobsSettled(
  db: Db,
  name: JobName,
  payload?: { key: string; value: string },
): Promise<boolean> {
  const result = (await db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${name}
        and state in ('created', 'retry', 'active')
        ${payload ? sql`and data->>${payload.key} = ${payload.value}` : sql``}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n === 0;
}
