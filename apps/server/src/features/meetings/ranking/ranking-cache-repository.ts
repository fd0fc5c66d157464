import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { users } from '../../users/table';
import { availability, meetings, participants } from '../records';

export interface RankingVersion {
  /** Every row version below as one text, for the ranking's cache key. */
  text: string;
  /** Each answer's row version, by participant id. */
  answers: Map<string, string>;
}

/**
 * The row versions (Postgres `xmin`, new on every insert and update) of a meeting's participants, their
 * answers and the users whose time zone and working hours its ranking reads: any change to them changes
 * this text. One query, found by the meeting's id, so a ranking served from the cache costs the database
 * this and the organizer's busy copy (PGlite runs every query on the event loop).
 */
export async function rankingVersionOf(db: Db, meetingId: string): Promise<RankingVersion> {
  const result = await db.execute(sql`
    select
      (select coalesce(string_agg(p.id::text || ':' || p.xmin::text, ',' order by p.id), '')
        from ${participants} p where p.meeting_id = m.id) as people,
      (select coalesce(string_agg(a.participant_id::text || ':' || a.xmin::text, ',' order by a.participant_id), '')
        from ${availability} a join ${participants} p on p.id = a.participant_id where p.meeting_id = m.id) as answers,
      (select coalesce(string_agg(u.id::text || ':' || u.xmin::text, ',' order by u.id), '')
        from ${users} u where u.id = m.organizer_id
          or u.email in (select p.email from ${participants} p where p.meeting_id = m.id)) as users
    from ${meetings} m where m.id = ${meetingId}`);
  const [row] = (result as unknown as { rows: { people: string; answers: string; users: string }[] }).rows;
  const answers = row?.answers ?? '';
  return {
    text: `${row?.people ?? ''}/${answers}/${row?.users ?? ''}`,
    answers: new Map(answers ? answers.split(',').map((pair) => pair.split(':') as [string, string]) : []),
  };
}
