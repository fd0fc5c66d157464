import { MEETING_LIMITS } from '@overlap/contracts';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { QuotaAccount } from '../../../lib/quota/account-quota';
import type { UserRow } from '../../users/table';
import type { MeetingContext } from './meeting-context';
import { meetingEvent } from './meeting-event';
import { meetingRepository as repo, type MeetingRow, type ParticipantRow } from '../records';

const quotaAccountOf = (organizer: Pick<UserRow, 'id' | 'createdAt'>): QuotaAccount => ({
  id: organizer.id,
  createdAt: organizer.createdAt,
});

/**
 * Charges `count` invitation e-mails to the organizer's daily quota, inside the transaction that queues
 * them (throws the 429 before anything is sent). Call it wherever people are invited.
 */
export async function chargeInvitations(
  ctx: MeetingContext,
  db: Db,
  organizer: UserRow,
  count: number,
): Promise<void> {
  if (!ctx.quota) return;
  await ctx.quota.chargeInvitations(db, quotaAccountOf(organizer), count, ctx.now());
}

/** A new meeting and its first invitations, inside the transaction that creates it. */
export async function chargeNewMeeting(
  ctx: MeetingContext,
  db: Db,
  organizer: UserRow,
  invitations: number,
): Promise<void> {
  if (!ctx.quota) return;
  const account = quotaAccountOf(organizer);
  await ctx.quota.chargeMeeting(db, account, ctx.now());
  await ctx.quota.chargeInvitations(db, account, invitations, ctx.now());
}

/**
 * The e-mails an organizer's change to a booked meeting sends (one to each person who has not
 * declined), inside the transaction that queues them: moving, cancelling or reopening a booked meeting
 * again and again would otherwise e-mail everyone without limit. Nothing is charged when the meeting
 * has no booked time (then nobody is e-mailed).
 */
export async function chargeUpdates(
  ctx: MeetingContext,
  db: Db,
  meeting: MeetingRow,
  people: ParticipantRow[],
): Promise<void> {
  if (!ctx.quota || !meetingEvent(meeting)) return;
  const organizer = await repo.organizerOf(db, meeting.id);
  if (!organizer) return;
  const count = people.filter((person) => person.status !== 'declined').length;
  await ctx.quota.chargeUpdates(db, quotaAccountOf(organizer), count, ctx.now());
}

/** Refuses a meeting that would have more people than this server allows (MEETING_PARTICIPANTS_MAX). */
export function requireRoomFor(ctx: MeetingContext, existing: number, added: number): void {
  const max = ctx.participantsMax ?? MEETING_LIMITS.participantsMax;
  if (existing + added <= max) return;
  throw new AppError(
    'too_many_participants',
    `This server allows at most ${max} people in one meeting; this one would have ${existing + added}.`,
    undefined,
    undefined,
    { max, count: existing + added },
  );
}
