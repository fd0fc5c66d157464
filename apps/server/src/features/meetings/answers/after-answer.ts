import { OPEN_STATUSES, type MeetingContext } from '../shared';
import type { BookMeeting } from '../booking';
import { ruleOutcomeOf, type RankMeeting, type RankSeriesMeeting } from '../ranking';
import { markReady } from './mark-ready';
import { meetingRepository as repo } from '../records';

/** `answer`: someone answered or the request changed; `deadline`: the answer deadline has passed. */
export type AfterAnswer = (meetingId: string, moment?: 'answer' | 'deadline') => Promise<void>;

/**
 * Marks a meeting ready once every required person has answered (or at the deadline); books it if
 * auto-schedule is on and the best time meets the meeting's rule. Everyone required books as soon as the
 * required people have answered; the other rules wait for everyone, or the deadline. A series books the
 * best weekly slot when every kept occurrence suits every required person (a rotation is the organizer's
 * choice, never automatic). Booking is one conditional update, so answers arriving together book once.
 */
export function createAfterAnswer(
  ctx: MeetingContext,
  rank: RankMeeting,
  book: BookMeeting,
  rankSeries: RankSeriesMeeting,
): AfterAnswer {
  const { db } = ctx;
  return async function afterAnswer(meetingId, moment = 'answer') {
    const meeting = await repo.findById(db, meetingId);
    if (!meeting || !OPEN_STATUSES.includes(meeting.status)) return;
    const people = await repo.participantsOf(db, [meetingId]);
    const waiting = people.filter((p) => p.status === 'invited');
    if (moment === 'answer' && waiting.some((p) => p.required)) return;
    if (meeting.status === 'collecting') {
      await markReady(ctx, meetingId, moment === 'deadline' ? 'deadline' : 'answered');
    }
    if (!meeting.autoSchedule) return;
    if (meeting.recurrence) {
      const { result } = await rankSeries({ ...meeting, recurrence: meeting.recurrence });
      const best = result.slots[0];
      const first = best?.occurrences[0];
      if (best && first && best.missedCount === 0) await book(meeting, first.start).catch(() => undefined);
      return;
    }
    const rule = meeting.quorumRule;
    if (rule.kind !== 'everyone-required' && moment === 'answer' && waiting.length > 0) return;
    const { result } = await rank(meeting);
    const { best } = ruleOutcomeOf(rule, result);
    if (best) await book(meeting, best.start).catch(() => undefined);
  };
}
