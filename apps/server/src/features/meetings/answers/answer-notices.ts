import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { jobStartFor } from '../../../lib/clock/server-clock';
import type { MeetingContext } from '../shared';
import {
  answerNoticeRepository as notices,
  meetingRepository as repo,
  type MeetingRow,
  type ParticipantRow,
} from '../records';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One e-mail to the organizer, charged to their daily e-mail quota; past it the notice is skipped, so a
 * guest's answer never fails because of the organizer's quota.
 */
async function charged(
  ctx: MeetingContext,
  t: Db,
  account: { id: string; createdAt: Date },
): Promise<boolean> {
  if (!ctx.quota) return true;
  try {
    await ctx.quota.chargeUpdates(t, account, 1, ctx.now());
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') return false;
    throw error;
  }
}

const hasAnswered = (p: ParticipantRow) => p.status === 'responded' || p.status === 'declined';

/**
 * After a guest answers or declines, in the same transaction: an e-mail now when the organizer hears
 * about each answer, or a digest due in a day (one at a time) when they chose the daily digest.
 */
export async function noticeAnswer(
  ctx: MeetingContext,
  t: Db,
  meeting: MeetingRow,
  participant: ParticipantRow,
): Promise<void> {
  const organizer = await notices.organizerChoice(t, meeting.id);
  if (!organizer || organizer.answerNotices === 'ready') return;
  if (organizer.answerNotices === 'digest') {
    const now = ctx.now();
    if ((await notices.markDigestDue(t, organizer.id, new Date(now))) && ctx.jobs)
      await ctx.jobs.send(
        t,
        'answer-digest',
        { organizerId: organizer.id },
        { startAfter: jobStartFor(new Date(now + DAY_MS)) },
      );
    return;
  }
  const people = (await repo.participantsOf(t, [meeting.id])).map((p) =>
    p.id === participant.id ? participant : p,
  );
  if (!(await charged(ctx, t, organizer))) return;
  await ctx.notifier.answerNotice?.(t, meeting, participant, {
    answered: people.filter(hasAnswered).length,
    total: people.length,
  });
}

/** The digest job: the answers since the digest became due, in one e-mail (none when there are none). */
export async function sendAnswerDigest(ctx: MeetingContext, organizerId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const due = await notices.takeDigestSince(t, organizerId);
    if (!due) return;
    const items = (await notices.answeredSince(t, organizerId, due.since)).map(({ meeting, people }) => ({
      meeting,
      people: people.filter((p) => hasAnswered(p) && p.answeredAt && p.answeredAt >= due.since),
      answered: people.filter(hasAnswered).length,
      total: people.length,
    }));
    if (items.length === 0 || !(await charged(ctx, t, { id: organizerId, createdAt: due.createdAt }))) return;
    await ctx.notifier.answerDigest?.(t, organizerId, items);
  });
}
