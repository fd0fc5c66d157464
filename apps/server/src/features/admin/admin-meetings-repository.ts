import { ADMIN_PAGE_SIZE } from '@overlap/contracts';
import type { MeetingStatus } from '@overlap/contracts/schemas';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetings, participants } from '../meetings/records';
import { users } from '../users/table';
import { containsPattern } from './admin-users-repository';

const summaryColumns = {
  id: meetings.id,
  title: meetings.title,
  status: meetings.status,
  organizerEmail: users.email,
  organizerName: users.name,
  chosenStart: meetings.chosenStart,
  createdAt: meetings.createdAt,
  // Spelled out: Drizzle may leave columns unqualified, which a subquery would misread.
  participantCount:
    sql<number>`(select count(*) from "meeting_participants" p where p."meeting_id" = "meetings"."id")`.mapWith(
      Number,
    ),
  // Declines are counted apart, as the organizer's own screens do ("3 answered, 1 declined").
  answeredCount:
    sql<number>`(select count(*) from "meeting_participants" p where p."meeting_id" = "meetings"."id" and p."status" = 'responded')`.mapWith(
      Number,
    ),
  declinedCount:
    sql<number>`(select count(*) from "meeting_participants" p where p."meeting_id" = "meetings"."id" and p."status" = 'declined')`.mapWith(
      Number,
    ),
};

export interface AdminMeetingSummaryRow {
  id: string;
  title: string;
  status: MeetingStatus;
  organizerEmail: string;
  organizerName: string;
  chosenStart: Date | null;
  createdAt: Date;
  participantCount: number;
  answeredCount: number;
  declinedCount: number;
}

/**
 * The admin Meetings page: every meeting, read only. Participants' token columns are never selected,
 * so no link can reach an admin.
 */
export function createAdminMeetingsRepository(db: Db) {
  return {
    async search(
      filter: { query: string; status?: MeetingStatus },
      page: number,
    ): Promise<{ rows: AdminMeetingSummaryRow[]; total: number }> {
      const text: SQL | undefined = filter.query
        ? or(
            ilike(meetings.title, containsPattern(filter.query)),
            ilike(users.email, containsPattern(filter.query)),
          )
        : undefined;
      const where = and(text, filter.status ? eq(meetings.status, filter.status) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(meetings)
          .innerJoin(users, eq(users.id, meetings.organizerId))
          .where(where)
          .orderBy(desc(meetings.createdAt), desc(meetings.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset((page - 1) * ADMIN_PAGE_SIZE),
        db
          .select({ value: count() })
          .from(meetings)
          .innerJoin(users, eq(users.id, meetings.organizerId))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async detail(id: string) {
      const [meeting] = await db
        .select({
          ...summaryColumns,
          description: meetings.description,
          location: meetings.location,
          durationMinutes: meetings.durationMinutes,
          windowStart: meetings.windowStart,
          windowEnd: meetings.windowEnd,
          organizerZone: meetings.organizerZone,
          deadline: meetings.deadline,
          chosenEnd: meetings.chosenEnd,
          sequence: meetings.sequence,
          cancelReason: meetings.cancelReason,
          updatedAt: meetings.updatedAt,
        })
        .from(meetings)
        .innerJoin(users, eq(users.id, meetings.organizerId))
        .where(eq(meetings.id, id))
        .limit(1);
      if (!meeting) return null;
      const people = await db
        .select({
          name: participants.name,
          email: participants.email,
          required: participants.required,
          status: participants.status,
          response: participants.response,
          answeredAt: participants.answeredAt,
        })
        .from(participants)
        .where(eq(participants.meetingId, id))
        .orderBy(asc(participants.createdAt), asc(participants.email));
      return { ...meeting, participants: people };
    },
  };
}

export type AdminMeetingsRepository = ReturnType<typeof createAdminMeetingsRepository>;
