import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PagePlace } from './cursor';

/** A timestamp column as a page's place keeps it: UTC, to the microsecond, so no tie is lost. */
export const placeAt = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The rows after `after` in the order (`at`, `id`), newest first (`desc`) or oldest first (`asc`);
 * undefined for the first page.
 */
export function afterPlace(
  at: AnyColumn,
  id: AnyColumn,
  after: PagePlace | null,
  order: 'asc' | 'desc',
): SQL | undefined {
  if (!after) return undefined;
  return order === 'desc'
    ? sql`(${at}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql`(${at}, ${id}) > (${after.at}::timestamptz, ${after.id}::uuid)`;
}
