import { rankSlots, type RankInput, type RankResult } from '@overlap/engine';
import { buildRankInput } from './engine-input';
import type { MeetingContext } from './meeting-context';
import { meetingRepository as repo } from './meeting-repository';
import { createRankingCache, rankingKey } from './ranking-cache';
import { rankingVersionOf } from './ranking-cache-repository';
import { rankingRepository } from './ranking-repository';
import type { MeetingRow, ParticipantRow } from './tables';

export type RankMeeting = (
  meeting: MeetingRow,
  options?: Pick<RankInput, 'focus'>,
) => Promise<{ result: RankResult; people: ParticipantRow[] }>;

/**
 * Ranks a meeting's slots from its participants' answers, known working hours and the organizer's busy
 * time. A ranking is computed once per version of what it reads (see ranking-cache.ts): the database's
 * row versions, the meeting and its people as read now, the organizer's busy copy and the clock's step.
 */
export function createMeetingRanker(ctx: MeetingContext): RankMeeting {
  const { db } = ctx;
  const cache = createRankingCache();
  return async function rank(meeting, options = {}) {
    const people = await repo.participantsOf(db, [meeting.id]);
    const [rowVersions, organizerBusy] = await Promise.all([
      rankingVersionOf(db, { meetingId: meeting.id, organizerId: meeting.organizerId }),
      (ctx.organizerBusyPacked ?? ctx.organizerBusy)?.(meeting.organizerId, {
        start: meeting.windowStart.getTime(),
        end: meeting.windowEnd.getTime(),
      }),
    ]);
    const now = ctx.now();
    const key = rankingKey({ meeting, people, rowVersions, organizerBusy }, now, options);
    const cached = cache.get(key);
    if (cached) return { result: cached, people };
    const [answers, organizer, known] = await Promise.all([
      rankingRepository.answersOfMeeting(db, meeting.id),
      repo.organizerOf(db, meeting.id),
      rankingRepository.knownPeopleOfMeeting(db, meeting.id),
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
      now,
    });
    const ranked = { ...input, ...options };
    const result = ctx.rankSlots ? await ctx.rankSlots(ranked) : rankSlots(ranked);
    ctx.onRanked?.(meeting.id);
    cache.set(key, result);
    return { result, people };
  };
}

/**
 * The organizer's suggestions: each request's whole ranking path through the bounded gate (a burst is
 * queued, then refused with 503). Rankings after an answer or in a job do not pass this gate.
 */
export function admittedRanker(ctx: MeetingContext, rank: RankMeeting): RankMeeting {
  const admit = ctx.admitRanking;
  return admit ? (meeting, options) => admit(() => rank(meeting, options)) : rank;
}
