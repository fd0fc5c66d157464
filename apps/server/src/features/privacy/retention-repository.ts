import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outbox } from '../mail/outbox/table';
import { availability, meetings, participants } from '../meetings/records/tables';
import { participantCalendarOAuthStates, participantCalendarReads } from '../participant-calendar/tables';
import { webhookDeliveries } from '../webhooks/tables';

/** Only one request's rows: how the test server runs retention without touching other tests' requests. */
export interface RetentionScope {
  meetingId?: string;
}

/** The people of requests booked or cancelled at or before `cutoff` (and not reopened since). */
function peopleOfClosedBefore(db: Db, cutoff: Date, scope: RetentionScope) {
  return db
    .select({ id: participants.id })
    .from(participants)
    .innerJoin(meetings, sql`${meetings.id} = ${participants.meetingId}`)
    .where(
      and(
        isNotNull(meetings.closedAt),
        lte(meetings.closedAt, cutoff),
        inArray(meetings.status, ['scheduled', 'cancelled']),
        scope.meetingId === undefined ? undefined : eq(meetings.id, scope.meetingId),
      ),
    );
}

/** Deletes the answers and calendar reads of requests closed at or before `cutoff`; counts what went. */
export async function deleteAnswersClosedBefore(
  db: Db,
  cutoff: Date,
  now: Date,
  scope: RetentionScope = {},
): Promise<number> {
  const answers = await db
    .delete(availability)
    .where(inArray(availability.participantId, peopleOfClosedBefore(db, cutoff, scope)))
    .returning({ id: availability.participantId });
  const reads = await db
    .delete(participantCalendarReads)
    .where(inArray(participantCalendarReads.participantId, peopleOfClosedBefore(db, cutoff, scope)))
    .returning({ id: participantCalendarReads.participantId });
  const states = await db
    .delete(participantCalendarOAuthStates)
    .where(inArray(participantCalendarOAuthStates.participantId, peopleOfClosedBefore(db, cutoff, scope)))
    .returning({ id: participantCalendarOAuthStates.id });
  const people = await markAnswersDeleted(db, cutoff, now, scope);
  return answers.length + reads.length + states.length + people;
}

/**
 * What the organizer's page says about each person follows: someone who answered shows as invited with
 * the time their answer was deleted, so a request reopened later asks them again instead of ranking an
 * empty answer. A refusal stays (it decides who is sent what); its note and their hours go. The zone
 * stays, to show the booked time in their time.
 */
async function markAnswersDeleted(db: Db, cutoff: Date, now: Date, scope: RetentionScope): Promise<number> {
  const marked = await db
    .update(participants)
    .set({
      status: sql`case when ${participants.status} = 'responded' then 'invited' else ${participants.status} end`,
      answeredAt: null,
      workingHours: null,
      declineNote: null,
      answerDeletedAt: now,
    })
    .where(
      and(
        inArray(participants.id, peopleOfClosedBefore(db, cutoff, scope)),
        isNull(participants.answerDeletedAt),
        or(
          eq(participants.status, 'responded'),
          isNotNull(participants.answeredAt),
          isNotNull(participants.declineNote),
          isNotNull(participants.workingHours),
        ),
      ),
    )
    .returning({ id: participants.id });
  return marked.length;
}

/** Deletes e-mails and webhook deliveries (with their attempt logs) made at or before `cutoff`. */
export async function deleteMessagesBefore(
  db: Db,
  cutoff: Date,
  scope: RetentionScope = {},
): Promise<number> {
  const mails = await db
    .delete(outbox)
    .where(
      and(
        lte(outbox.createdAt, cutoff),
        scope.meetingId === undefined ? undefined : eq(outbox.meetingId, scope.meetingId),
      ),
    )
    .returning({ id: outbox.id });
  const deliveries = await db
    .delete(webhookDeliveries)
    .where(
      and(
        lte(webhookDeliveries.createdAt, cutoff),
        scope.meetingId === undefined ? undefined : eq(webhookDeliveries.meetingId, scope.meetingId),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return mails.length + deliveries.length;
}
