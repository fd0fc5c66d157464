import { OPEN_STATUSES, type MeetingContext } from '../shared';
import type { BookMeeting } from '../booking';
import type { RankMeeting, RankSeriesMeeting } from '../ranking';
import { markReady } from './mark-ready';
import { meetingRepository as repo } from '../records';

export type AfterAnswer = (meetingId: string) => Promise<void>;

/**
 * Marks a meeting ready once every required person has answered; books it if auto-schedule is on: the
 * best time when everyone can make it comfortably, for a series the best weekly slot when every kept
 * occurrence suits every required person (a rotation is the organizer's choice, never automatic).
 */
export function createAfterAnswer(
  ctx: MeetingContext,
  rank: RankMeeting,
  book: BookMeeting,
  rankSeries: RankSeriesMeeting,
): AfterAnswer {
  const { db } = ctx;
  return async function afterAnswer(meetingId) {
    const meeting = await repo.findById(db, meetingId);
    if (!meeting || !OPEN_STATUSES.includes(meeting.status)) return;
    const people = await repo.participantsOf(db, [meetingId]);
    const waiting = people.filter((p) => p.required && p.status === 'invited');
    if (waiting.length > 0) return;
    if (meeting.status === 'collecting') {
      await markReady(ctx, meetingId, 'answered');
    }
    if (meeting.autoSchedule && meeting.recurrence) {
      const { result } = await rankSeries({ ...meeting, recurrence: meeting.recurrence });
      const best = result.slots[0];
      const first = best?.occurrences[0];
      if (best && first && best.missedCount === 0) await book(meeting, first.start).catch(() => undefined);
    } else if (meeting.autoSchedule) {
      const { result } = await rank(meeting);
      const best = result.slots[0];
      if (best && best.breakdown.tier === 0) await book(meeting, best.start).catch(() => undefined);
    }
  };
}
