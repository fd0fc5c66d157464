import type { Db } from '../../db/database';
import type { QuotaAccount } from '../../lib/quota/account-quota';
import type { UserRow } from '../users/table';
import type { MeetingContext } from './meeting-context';
import { meetingRepository as repo } from './meeting-repository';

async function quotaAccountOf(db: Db, organizer: UserRow): Promise<QuotaAccount> {
  return {
    id: organizer.id,
    createdAt: organizer.createdAt,
    hasBookedMeeting: await repo.hasBookedMeeting(db, organizer.id),
  };
}

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
  await ctx.quota.chargeInvitations(db, await quotaAccountOf(db, organizer), count, ctx.now());
}

/** A new meeting and its first invitations, inside the transaction that creates it. */
export async function chargeNewMeeting(
  ctx: MeetingContext,
  db: Db,
  organizer: UserRow,
  invitations: number,
): Promise<void> {
  if (!ctx.quota) return;
  const account = await quotaAccountOf(db, organizer);
  await ctx.quota.chargeMeeting(db, account, ctx.now());
  await ctx.quota.chargeInvitations(db, account, invitations, ctx.now());
}
