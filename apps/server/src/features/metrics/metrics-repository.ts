import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ScrapeSources } from '../../lib/metrics/metrics';
import { outbox } from '../mail/outbox/table';
import { webhookDeliveries } from '../webhooks/tables';

/** Counts for the gauges, read from the database at each scrape: the same on every instance. */
export function queueCounts(db: Db): ScrapeSources {
  return {
    async jobs() {
      const result = (await db.execute(
        sql`select name, state::text as state, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
      )) as unknown as { rows: { name: string; state: string; n: number }[] };
      return result.rows.map((row) => ({ queue: row.name, state: row.state, count: row.n }));
    },
    async mail() {
      return db.select({ state: outbox.status, count: count() }).from(outbox).groupBy(outbox.status);
    },
    async webhookDeliveries() {
      return db
        .select({ state: webhookDeliveries.status, count: count() })
        .from(webhookDeliveries)
        .groupBy(webhookDeliveries.status);
    },
  };
}
