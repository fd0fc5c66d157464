import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { availability, meetings, participants } from '../meetings/records/tables';
import { participantCalendarOAuthStates, participantCalendarReads } from '../participant-calendar/tables';

/**
 * Deletes what a guest gave on their link (their answer, busy times read from their calendar, a decline
 * note, their zone and hours) and shows them as invited again. A request that was ready because
 * everyone had answered collects answers again (one ready because its deadline passed stays ready).
 */
export async function forgetParticipantAnswer(
  tx: Db,
  participantId: string,
  meetingId: string,
  now: number,
): Promise<void> {
  await tx.delete(availability).where(eq(availability.participantId, participantId));
  await tx.delete(participantCalendarReads).where(eq(participantCalendarReads.participantId, participantId));
  await tx
    .delete(participantCalendarOAuthStates)
    .where(eq(participantCalendarOAuthStates.participantId, participantId));
  await tx
    .update(participants)
    .set({
      status: 'invited',
      answeredAt: null,
      timeZone: null,
      workingHours: null,
      declineNote: null,
    })
    .where(eq(participants.id, participantId));
  await tx
    .update(meetings)
    .set({ status: 'collecting', updatedAt: new Date() })
    .where(
      and(
        eq(meetings.id, meetingId),
        eq(meetings.status, 'ready'),
        sql`(${meetings.deadline} is null or ${meetings.deadline} > ${new Date(now)})`,
      ),
    );
}
