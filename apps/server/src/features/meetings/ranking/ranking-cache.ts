import { createHash } from 'node:crypto';
import { isPacked, type IntervalsInput, type RankInput, type RankResult } from '@overlap/engine';
import type { MeetingRow, ParticipantRow } from '../records';

/** A computed ranking and the participants it was made for, as read at that version. */
export interface CachedRanking {
  result: RankResult;
  people: ParticipantRow[];
}

/** What a ranking depends on besides the clock and the request, as the database says it is now. */
export interface RankingSources {
  meeting: MeetingRow;
  /** The participants', answers' and users' row versions (see rankingVersionOf). */
  rowVersions: string;
  organizerBusy: { busy: IntervalsInput; tentative: IntervalsInput } | undefined;
}

/**
 * The key of one meeting's ranking: its id, a digest of every source, the slot step the clock is in (a
 * ranking only changes with `now` when a slot start passes) and the request's options.
 */
export function rankingKey(sources: RankingSources, now: number, options: Pick<RankInput, 'focus'>): string {
  const { meeting, rowVersions, organizerBusy } = sources;
  const hash = createHash('sha256');
  hash.update(JSON.stringify(meeting));
  hash.update(rowVersions);
  if (organizerBusy) {
    hashIntervals(hash, organizerBusy.busy);
    hash.update('tentative');
    hashIntervals(hash, organizerBusy.tentative);
  } else {
    hash.update('no calendar');
  }
  return `${meeting.id}|${hash.digest('base64url')}|${passedSlots(meeting, now)}|${JSON.stringify(options.focus ?? null)}`;
}

/**
 * The key of a meeting's ranking while the instance follows changes (decision 0033): what the database
 * holds is not read, only what the request and the clock decide.
 */
export function followedRankingKey(meeting: MeetingRow, now: number, options: Pick<RankInput, 'focus'>) {
  return `${meeting.id}|${passedSlots(meeting, now)}|${JSON.stringify(options.focus ?? null)}`;
}

/** What a ranking is told of: its meeting, its organizer's account and calendars, its guests' accounts. */
export function rankingTopics(meeting: MeetingRow, people: ParticipantRow[]): string[] {
  return [meeting.id, `user:${meeting.organizerId}`, ...people.map((p) => `email:${p.email}`)];
}

function hashIntervals(hash: ReturnType<typeof createHash>, intervals: IntervalsInput) {
  if (isPacked(intervals)) {
    hash.update(new Uint8Array(intervals.buffer, intervals.byteOffset, intervals.byteLength));
    return;
  }
  const packed = new Float64Array(intervals.length * 2);
  intervals.forEach((interval, i) => {
    packed[2 * i] = interval.start;
    packed[2 * i + 1] = interval.end;
  });
  hash.update(new Uint8Array(packed.buffer));
}

const STEP_MS = 15 * 60_000;

/** How many slot starts (every 15 minutes from the window's first whole minute) lie before `now`. */
function passedSlots(meeting: MeetingRow, now: number): number {
  const first = Math.ceil(meeting.windowStart.getTime() / 60_000) * 60_000;
  return now <= first ? 0 : Math.ceil((now - first) / STEP_MS);
}

/** Roughly what a ranking holds: its heat map dominates (two bits per person and slot). */
function weightOf({ result, people }: CachedRanking): number {
  const { heatMap } = result;
  return (
    1_000 +
    heatMap.people.length * (heatMap.slotCount / 4 + 64) +
    result.slots.length * 2_000 +
    people.length * 500
  );
}

export interface WeightedCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
}

/**
 * A least-recently-used cache bounded by the total weight of its values, per instance. A value heavier
 * than the bound is not kept.
 */
export function createWeightedCache<V>(maxWeight: number, weigh: (value: V) => number): WeightedCache<V> {
  const entries = new Map<string, { value: V; weight: number }>();
  let total = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      const weight = weigh(value);
      if (weight > maxWeight) return;
      const previous = entries.get(key);
      if (previous) {
        total -= previous.weight;
        entries.delete(key);
      }
      entries.set(key, { value, weight });
      total += weight;
      for (const [oldest, entry] of entries) {
        if (total <= maxWeight) break;
        entries.delete(oldest);
        total -= entry.weight;
      }
    },
  };
}

/**
 * Rankings by key (see rankingKey). Correct across instances because every key carries the database's
 * version of what the ranking read; stale entries are never hit again and age out. While changes are
 * followed, a key is also found without reading those versions (meeting-ranking.ts).
 */
export function createRankingCache(maxWeight = 16_000_000): WeightedCache<CachedRanking> {
  return createWeightedCache(maxWeight, weightOf);
}
