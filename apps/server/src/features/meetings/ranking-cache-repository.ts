import { inArray, or, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../users/table';
import { availability } from './tables';

/**
 * The row versions (Postgres `xmin`, new on every insert and update) of the answers and of the users whose
 * time zone and working hours a ranking reads: any change to them changes this text.
 */
export async function rankingVersionOf(
  db: Db,
  sources: { participantIds: string[]; organizerId: string; emails: string[] },
): Promise<string> {
  const answers =
    sources.participantIds.length === 0
      ? Promise.resolve([{ v: '' }])
      : db
          .select({
            v: sql<string>`coalesce(string_agg(${availability.participantId}::text || ':' || ${availability}.xmin::text, ',' order by ${availability.participantId}), '')`,
          })
          .from(availability)
          .where(inArray(availability.participantId, sources.participantIds));
  const people = db
    .select({
      v: sql<string>`coalesce(string_agg(${users.id}::text || ':' || ${users}.xmin::text, ',' order by ${users.id}), '')`,
    })
    .from(users)
    .where(
      sources.emails.length === 0
        ? eq(users.id, sources.organizerId)
        : or(eq(users.id, sources.organizerId), inArray(users.email, sources.emails)),
    );
  const [[a], [u]] = await Promise.all([answers, people]);
  return `${a?.v ?? ''}/${u?.v ?? ''}`;
}
