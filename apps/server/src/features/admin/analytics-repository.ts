import type { AdminAnalyticsResponse, AdminTrendsResponse } from '@overlap/contracts';
import { and, count, gte, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { calendarConnections } from '../connections/tables';
import { emailTemplates } from '../mail/templates/table';
import { meetings, participants } from '../meetings/records';
import type { UserRepository } from '../users/user-repository';
import { fillWeeks, weekKeys } from './analytics-trends';

/** The admin home's counts (spec §3) and the analytics page's series, each read from its table. */
export function createAnalyticsRepository(deps: { db: Db; users: UserRepository }) {
  const { db } = deps;

  /** Meetings per UTC week (Monday) of `column`, within [from, to]. */
  function perWeek(column: AnyColumn, from: Date, to: Date) {
    const week = sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
    return db
      .select({ week, value: count() })
      .from(meetings)
      .where(and(gte(column, from), lte(column, to)))
      .groupBy(week);
  }

  return {
    async overview(): Promise<AdminAnalyticsResponse['overview']> {
      const [users, [meetingCounts], [templateCount]] = await Promise.all([
        deps.users.countUsers(),
        db
          .select({
            totalMeetings: count(),
            scheduledMeetings: sql<number>`count(*) filter (where ${meetings.status} = 'scheduled')`.mapWith(
              Number,
            ),
          })
          .from(meetings),
        db.select({ value: count() }).from(emailTemplates),
      ]);
      return {
        ...users,
        totalMeetings: meetingCounts?.totalMeetings ?? 0,
        scheduledMeetings: meetingCounts?.scheduledMeetings ?? 0,
        totalEmailTemplates: templateCount?.value ?? 0,
      };
    },

    /** The last `weeks` UTC weeks up to `asOf` (the current week included). */
    async trends(asOf: Date, weeks: number): Promise<AdminTrendsResponse> {
      const keys = weekKeys(asOf.getTime(), weeks);
      const from = new Date(`${keys[0]}T00:00:00Z`);
      const [created, booked, cancelled, [median], [answers], connections] = await Promise.all([
        perWeek(meetings.createdAt, from, asOf),
        perWeek(meetings.bookedAt, from, asOf),
        perWeek(meetings.cancelledAt, from, asOf),
        db
          .select({
            seconds: sql<
              number | null
            >`percentile_cont(0.5) within group (order by extract(epoch from ${meetings.bookedAt} - ${meetings.createdAt}))`.mapWith(
              (value) => (value === null ? null : Number(value)),
            ),
          })
          .from(meetings)
          .where(and(gte(meetings.bookedAt, from), lte(meetings.bookedAt, asOf))),
        db
          .select({
            invited: count(),
            answered: sql<number>`count(*) filter (where ${participants.status} <> 'invited')`.mapWith(
              Number,
            ),
          })
          .from(participants)
          .innerJoin(meetings, sql`${meetings.id} = ${participants.meetingId}`)
          .where(and(gte(meetings.createdAt, from), lte(meetings.createdAt, asOf))),
        db
          .select({ provider: calendarConnections.provider, count: count() })
          .from(calendarConnections)
          .where(lte(calendarConnections.createdAt, asOf))
          .groupBy(calendarConnections.provider)
          .orderBy(calendarConnections.provider),
      ]);
      const seconds = median?.seconds ?? null;
      return {
        asOf: asOf.toISOString(),
        weeks: fillWeeks(keys, { created, booked, cancelled }),
        medianHoursToBooking: seconds === null ? null : Math.round((seconds / 3600) * 10) / 10,
        answerRate: { answered: answers?.answered ?? 0, invited: answers?.invited ?? 0 },
        connections,
      };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
