import type { Db } from '../../../db/database';
import type { MeetingContext, ReadyReason } from '../shared';
import { meetingRepository as repo } from '../records';

/** A meeting still collecting answers becomes ready, and the organizer is told once, in the same transaction. */
export async function markReady(
  ctx: Pick<MeetingContext, 'db' | 'notifier'>,
  meetingId: string,
  reason: ReadyReason,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const ready = await repo.transition(t, meetingId, ['collecting'], { status: 'ready' }, false);
    if (ready) await ctx.notifier.allAnswered(t, ready, reason);
  });
}
