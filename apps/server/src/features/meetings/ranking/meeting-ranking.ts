import type { HeatMapForm } from '@overlap/contracts';
import type { RankInput, RankResult } from '@overlap/engine';
import { createAnswerReader } from './answer-reader';
import { buildRankInput } from './engine-input';
import type { MeetingContext } from '../shared';
import { meetingRepository as repo, type MeetingRow, type ParticipantRow } from '../records';
import { createFollowedMemo } from '../../../db/followed-memo';
import {
  createRankingCache,
  followedRankingKey,
  rankingKey,
  rankingTopics,
  type CachedRanking,
} from './ranking-cache';
import { rankingVersionOf } from './ranking-cache-repository';
import { rankingRepository } from './ranking-repository';
import { runRankTask } from './rank-task';
import { rememberSuggestions } from './suggestions-body';
import { suggestionsShape } from './suggestions-shape';

/** The suggestions body a computed ranking is encoded to where it is computed (see suggestions-body.ts). */
export interface BodyWanted {
  form: HeatMapForm;
  gzip: boolean;
}

export type RankMeeting = (
  meeting: MeetingRow,
  options?: Pick<RankInput, 'focus'>,
  body?: BodyWanted,
) => Promise<{ result: RankResult; people: ParticipantRow[] }>;

/**
 * How long a ranking is served from memory before its sources are read once more: the organizer's busy
 * copies are read again from the provider when old (busy-reader.ts), which no notice tells.
 */
const RECHECK_MS = 60_000;

/** A ranking's place in the cache while changes are followed, and what it was made for. */
interface Followed {
  key: string;
  /** The meeting as read (usually the very row a later request is given) and as JSON. */
  row: MeetingRow;
  meeting: string;
  recheckAt: number;
}

/**
 * Ranks a meeting's slots from its participants' answers, known working hours and the organizer's busy
 * time. A ranking and the people it was made for are computed once per version of what they read (see
 * ranking-cache.ts): the database's row versions, the meeting as read now, the organizer's busy copy and
 * the clock's step; answers are read only when their row version is new to this instance (answer-reader.ts).
 * While the instance follows changes (ctx.changes, decision 0033), a ranking found again is served
 * without reading any of that, until a notice about its meeting or people drops it.
 */
export function createMeetingRanker(ctx: MeetingContext): RankMeeting {
  const { db } = ctx;
  const cache = createRankingCache();
  const readAnswers = createAnswerReader();
  const followed = createFollowedMemo<Followed>(ctx.changes, 2_000);

  return async function rank(meeting, options = {}, body) {
    const now = ctx.now();
    const followedKey = followedRankingKey(meeting, now, options);
    const seen = await followed.get(followedKey);
    if (seen && now < seen.recheckAt && (seen.row === meeting || seen.meeting === JSON.stringify(meeting))) {
      const cached = cache.get(seen.key);
      if (cached) return cached;
    }
    let ranking: CachedRanking | undefined;
    await followed.load(
      followedKey,
      async () => {
        const checked = await versionChecked(meeting, options, now, body);
        ranking = checked.ranking;
        return {
          key: checked.key,
          row: meeting,
          meeting: JSON.stringify(meeting),
          recheckAt: now + RECHECK_MS,
        };
      },
      () => rankingTopics(meeting, ranking!.people),
    );
    return ranking!;
  };

  /** The ranking as the database's versions of its sources say (the only way without ctx.changes). */
  async function versionChecked(
    meeting: MeetingRow,
    options: Pick<RankInput, 'focus'>,
    now: number,
    body: BodyWanted | undefined,
  ): Promise<{ key: string; ranking: CachedRanking }> {
    const [version, organizerBusy] = await Promise.all([
      rankingVersionOf(db, meeting.id),
      (ctx.organizerBusyPacked ?? ctx.organizerBusy)?.(
        meeting.organizerId,
        { start: meeting.windowStart.getTime(), end: meeting.windowEnd.getTime() },
        meeting.id,
      ),
    ]);
    const key = rankingKey({ meeting, rowVersions: version.text, organizerBusy }, now, options);
    const cached = cache.get(key);
    if (cached) return { key, ranking: cached };
    const [people, answers, organizer, known] = await Promise.all([
      repo.participantsOf(db, [meeting.id]),
      readAnswers(db, version.answers),
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
        ...(organizerBusy ?? {}),
      },
      knownUsers: new Map(known.map((k) => [k.email, k])),
      now,
    });
    const task = {
      input: { ...input, ...options },
      ...(body && {
        suggestions: { shape: suggestionsShape(meeting, people, body.form), gzip: body.gzip },
      }),
    };
    const outcome = ctx.rankSlots ? await ctx.rankSlots(task) : runRankTask(task);
    const { result } = outcome;
    if (body && outcome.body) rememberSuggestions(result, body.form, outcome.body);
    ctx.onRanked?.(meeting.id);
    const ranking = { result, people };
    cache.set(key, ranking);
    return { key, ranking };
  }
}

/**
 * The organizer's suggestions: each request's whole ranking path through the bounded gate (a burst is
 * queued, then refused with 503). Rankings after an answer or in a job do not pass this gate.
 */
export function admittedRanker(ctx: MeetingContext, rank: RankMeeting): RankMeeting {
  const admit = ctx.admitRanking;
  return admit ? (meeting, options, body) => admit(() => rank(meeting, options, body)) : rank;
}
