import { rankSlots, type RankInput, type RankResult } from '@overlap/engine';
import { buildRankInput } from './engine-input';
import type { MeetingContext } from './meeting-context';
import { meetingRepository as repo } from './meeting-repository';
import type { MeetingRow, ParticipantRow } from './tables';

export type RankMeeting = (
  meeting: MeetingRow,
  options?: Pick<RankInput, 'focus'>,
) => Promise<{ result: RankResult; people: ParticipantRow[] }>;

/** Ranks a meeting's slots from its participants' answers, known working hours and the organizer's busy time. */
export function createMeetingRanker(ctx: MeetingContext): RankMeeting {
  const { db } = ctx;
  return async function rank(meeting, options = {}) {
    const people = await repo.participantsOf(db, [meeting.id]);
    const [answers, organizer, known, organizerBusy] = await Promise.all([
      repo.availabilityOf(
        db,
        people.map((p) => p.id),
      ),
      repo.organizerOf(db, meeting.id),
      repo.workingHoursByEmail(
        db,
        people.map((p) => p.email),
      ),
      ctx.organizerBusy?.(meeting.organizerId, {
        start: meeting.windowStart.getTime(),
        end: meeting.windowEnd.getTime(),
      }),
    ]);
    const input = buildRankInput({
      meeting,
      participants: people,
      answers,
      organizer: {
        name: organizer?.name ?? 'Organizer',
        timeZone: organizer?.timeZone ?? null,
        workingHours: organizer?.workingHours ?? null,
        ...(organizerBusy ? { busy: organizerBusy } : {}),
      },
      knownUsers: new Map(known.map((k) => [k.email, k])),
      now: ctx.now(),
    });
    const ranked = { ...input, ...options };
    return { result: ctx.rankSlots ? await ctx.rankSlots(ranked) : rankSlots(ranked), people };
  };
}
