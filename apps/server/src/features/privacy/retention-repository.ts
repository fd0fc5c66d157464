import { and, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outbox } from '../mail/outbox/table';
import { availability, meetings, participants } from '../meetings/records/tables';
import { participantCalendarOAuthStates, participantCalendarReads } from '../participant-calendar/tables';
import { webhookDeliveries } from '../webhooks/tables';

/** The people of requests booked or cancelled at or before `cutoff` (and not reopened since). */
function peopleOfClosedBefore(db: Db, cutoff: Date) {
  return db
    .select({ id: participants.id })
    .from(participants)
    .innerJoin(meetings, sql`${meetings.id} = ${participants.meetingId}`)
    .where(
      and(
        isNotNull(meetings.closedAt),
        lte(meetings.closedAt, cutoff),
        inArray(meetings.status, ['scheduled', 'cancelled']),
      ),
    );
}

/** Deletes the answers and calendar reads of requests closed at or before `cutoff`; counts what went. */
export async function deleteAnswersClosedBefore(db: Db, cutoff: Date): Promise<number> {
  const answers = await db
    .delete(availability)
    .where(inArray(availability.participantId, peopleOfClosedBefore(db, cutoff)))
    .returning({ id: availability.participantId });
  const reads = await db
    .delete(participantCalendarReads)
    .where(inArray(participantCalendarReads.participantId, peopleOfClosedBefore(db, cutoff)))
    .returning({ id: participantCalendarReads.participantId });
  const states = await db
    .delete(participantCalendarOAuthStates)
    .where(inArray(participantCalendarOAuthStates.participantId, peopleOfClosedBefore(db, cutoff)))
    .returning({ id: participantCalendarOAuthStates.id });
  return answers.length + reads.length + states.length;
}

/** Deletes e-mails and webhook deliveries (with their attempt logs) made at or before `cutoff`. */
export async function deleteMessagesBefore(db: Db, cutoff: Date): Promise<number> {
  const mails = await db.delete(outbox).where(lte(outbox.createdAt, cutoff)).returning({ id: outbox.id });
  const deliveries = await db
    .delete(webhookDeliveries)
    .where(lte(webhookDeliveries.createdAt, cutoff))
    .returning({ id: webhookDeliveries.id });
  return mails.length + deliveries.length;
}
