import type { AdminAnalyticsResponse } from '@overlap/contracts';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailTemplates } from '../mail/templates/table';
import { meetings } from '../meetings/tables';
import type { UserRepository } from '../users/user-repository';

/** The admin home's counts (spec §3), each read from its table. */
export function createAnalyticsRepository(deps: { db: Db; users: UserRepository }) {
  return {
    async overview(): Promise<AdminAnalyticsResponse['overview']> {
      const [users, [meetingCounts], [templateCount]] = await Promise.all([
        deps.users.countUsers(),
        deps.db
          .select({
            totalMeetings: count(),
            scheduledMeetings: sql<number>`count(*) filter (where ${meetings.status} = 'scheduled')`.mapWith(
              Number,
            ),
          })
          .from(meetings),
        deps.db.select({ value: count() }).from(emailTemplates),
      ]);
      return {
        ...users,
        totalMeetings: meetingCounts?.totalMeetings ?? 0,
        scheduledMeetings: meetingCounts?.scheduledMeetings ?? 0,
        totalEmailTemplates: templateCount?.value ?? 0,
      };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
