import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../users/table';
import { availability, participants } from './tables';

/**
 * The row versions (Postgres `xmin`, new on every insert and update) of a meeting's answers and of the
 * users whose time zone and working hours its ranking reads: any change to them changes this text. Both
 * are found by the meeting's id, so the query has one parameter however many people the meeting has.
 */
export async function rankingVersionOf(
  db: Db,
  sources: { meetingId: string; organizerId: string },
): Promise<string> {
  const answers = db
    .select({
      v: sql<string>`coalesce(string_agg(${availability.participantId}::text || ':' || ${availability}.xmin::text, ',' order by ${availability.participantId}), '')`,
    })
    .from(availability)
    .innerJoin(participants, eq(participants.id, availability.participantId))
    .where(eq(participants.meetingId, sources.meetingId));
  const people = db
    .select({
      v: sql<string>`coalesce(string_agg(${users.id}::text || ':' || ${users}.xmin::text, ',' order by ${users.id}), '')`,
    })
    .from(users)
    .where(
      sql`${users.id} = ${sources.organizerId} or ${users.email} in (select ${participants.email} from ${participants} where ${participants.meetingId} = ${sources.meetingId})`,
    );
  const [[a], [u]] = await Promise.all([answers, people]);
  return `${a?.v ?? ''}/${u?.v ?? ''}`;
}
