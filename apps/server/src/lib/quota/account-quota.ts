import { waitInWords } from '@overlap/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { addToCounter } from '../rate-limit/rate-limiter';
import type { QuotaSettings } from '../../config/quota-settings';

/** Who is charged: an account, and since when it exists (for the larger quota). */
export interface QuotaAccount {
  id: string;
  createdAt: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Per-account quotas that keep the server from being used to send mail in bulk. Counters live in the
 * database (`rate_limit_counters`, fixed windows), so they hold across instances; charges run in the
 * caller's transaction, so a refused or failed change does not use up quota.
 */
export function createAccountQuota(settings: QuotaSettings) {
  const isEstablished = (account: QuotaAccount, now: number) =>
    now - account.createdAt.getTime() >= settings.establishedAfterDays * DAY_MS;

  async function charge(
    db: Db,
    options: { key: string; windowMs: number; amount: number; limit: number; now: number },
    refusal: (limit: number, wait: string) => string,
    tierOf: 'new' | 'established',
  ): Promise<void> {
    const windowStart = Math.floor(options.now / options.windowMs) * options.windowMs;
    const total = await addToCounter(db, options.key, new Date(windowStart), options.amount);
    if (total <= options.limit) return;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + options.windowMs - options.now) / 1000));
    throw new AppError(
      'rate_limited',
      refusal(options.limit, waitInWords(retryAfterSeconds)),
      undefined,
      { 'retry-after': String(retryAfterSeconds) },
      { limit: options.limit, account: tierOf, waitSeconds: retryAfterSeconds },
    );
  }

  const tier = (account: QuotaAccount, now: number) => (isEstablished(account, now) ? 'established' : 'new');
  const accountKind = (account: QuotaAccount, now: number) =>
    isEstablished(account, now) ? 'an account' : 'a new account';

  /** The daily quota that invitations and update e-mails share; no e-mails charge nothing. */
  const invitationMailCharge =
    (refusal: (limit: number, wait: string, kind: string) => string) =>
    async (db: Db, account: QuotaAccount, count: number, now: number): Promise<void> => {
      if (count <= 0) return;
      await charge(
        db,
        {
          key: `quota:invitations:${account.id}`,
          windowMs: DAY_MS,
          amount: count,
          limit: settings.invitationsPerDay[tier(account, now)],
          now,
        },
        (limit, wait) => refusal(limit, wait, accountKind(account, now)),
        tier(account, now),
      );
    };

  return {
    isEstablished,

    /** One meeting created; throws a 429 (with Retry-After) past the hourly quota. */
    async chargeMeeting(db: Db, account: QuotaAccount, now: number): Promise<void> {
      await charge(
        db,
        {
          key: `quota:meetings:${account.id}`,
          windowMs: HOUR_MS,
          amount: 1,
          limit: settings.meetingsPerHour[tier(account, now)],
          now,
        },
        (limit, wait) =>
          `You have created ${limit} meetings this hour, the most ${accountKind(account, now)} may. Please try again in ${wait}.`,
        tier(account, now),
      );
    },

    /**
     * `count` invitation e-mails about to be queued (new meetings, people added later); throws a 429
     * (with Retry-After) past the daily quota, and nothing is charged then.
     */
    chargeInvitations: invitationMailCharge(
      (limit, wait, kind) =>
        `This would send more than ${limit} invitations today, the most ${kind} may send in a day. Please try again in ${wait}.`,
    ),

    /**
     * `count` e-mails that an organizer's change to a booked meeting sends its people, from the same daily
     * quota as invitations; throws a 429 (with Retry-After) past it, and nothing is charged then.
     */
    chargeUpdates: invitationMailCharge(
      (limit, wait, kind) =>
        `This change would e-mail everyone invited and pass the ${limit} e-mails to invited people ${kind} may send in a day. Please try again in ${wait}.`,
    ),

    /** Participants reminded by hand before this instant may be reminded again. */
    reminderCutoff(now: number): Date {
      return new Date(now - settings.reminderEveryHours * HOUR_MS);
    },

    /** The 429 for a reminder asked for too soon; `nextAllowed` is when the first person may be reminded again. */
    reminderRefusal(nextAllowed: number, now: number): AppError {
      const retryAfterSeconds = Math.max(1, Math.ceil((nextAllowed - now) / 1000));
      return new AppError(
        'rate_limited',
        `Everyone still waiting was reminded in the last ${settings.reminderEveryHours} hours. You can remind them again in ${waitInWords(retryAfterSeconds)}.`,
        undefined,
        { 'retry-after': String(retryAfterSeconds) },
        { hours: settings.reminderEveryHours, waitSeconds: retryAfterSeconds },
      );
    },
  };
}

export type AccountQuota = ReturnType<typeof createAccountQuota>;
