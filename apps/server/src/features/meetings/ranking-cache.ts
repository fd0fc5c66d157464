import { createHash } from 'node:crypto';
import { isPacked, type IntervalsInput, type RankInput, type RankResult } from '@overlap/engine';
import type { MeetingRow, ParticipantRow } from './tables';

/** What a ranking depends on besides the clock and the request, as the database says it is now. */
export interface RankingSources {
  meeting: MeetingRow;
  people: ParticipantRow[];
  /** The answers' and the users' row versions (see rankingVersionOf). */
  rowVersions: string;
  organizerBusy: IntervalsInput | undefined;
}

/**
 * The key of one meeting's ranking: its id, a digest of every source, the slot step the clock is in (a
 * ranking only changes with `now` when a slot start passes) and the request's options.
 */
export function rankingKey(sources: RankingSources, now: number, options: Pick<RankInput, 'focus'>): string {
  const { meeting, people, rowVersions, organizerBusy } = sources;
  const hash = createHash('sha256');
  hash.update(JSON.stringify(meeting));
  hash.update(JSON.stringify(people.map((p) => [p.id, p.email, p.name, p.required, p.status, p.timeZone])));
  hash.update(rowVersions);
  if (organizerBusy && isPacked(organizerBusy)) {
    hash.update(new Uint8Array(organizerBusy.buffer, organizerBusy.byteOffset, organizerBusy.byteLength));
  } else if (organizerBusy) {
    const packed = new Float64Array(organizerBusy.length * 2);
    organizerBusy.forEach((interval, i) => {
      packed[2 * i] = interval.start;
      packed[2 * i + 1] = interval.end;
    });
    hash.update(new Uint8Array(packed.buffer));
  } else {
    hash.update('no calendar');
  }
  return `${meeting.id}|${hash.digest('base64url')}|${passedSlots(meeting, now)}|${JSON.stringify(options.focus ?? null)}`;
}

const STEP_MS = 15 * 60_000;

/** How many slot starts (every 15 minutes from the window's first whole minute) lie before `now`. */
function passedSlots(meeting: MeetingRow, now: number): number {
  const first = Math.ceil(meeting.windowStart.getTime() / 60_000) * 60_000;
  return now <= first ? 0 : Math.ceil((now - first) / STEP_MS);
}

/** Roughly what a result holds: its heat map dominates (one letter per person and slot). */
function weightOf(result: RankResult): number {
  return 1_000 + result.heatMap.people.length * (result.heatMap.slotCount + 64) + result.slots.length * 2_000;
}

export interface RankingCache {
  get(key: string): RankResult | undefined;
  set(key: string, result: RankResult): void;
}

/**
 * A bounded least-recently-used cache of rankings, per instance. Correct across instances because every
 * key carries the database's version of what the ranking read; stale entries are never hit again and
 * age out.
 */
export function createRankingCache(maxWeight = 16_000_000): RankingCache {
  const entries = new Map<string, { result: RankResult; weight: number }>();
  let total = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.result;
    },
    set(key, result) {
      const weight = weightOf(result);
      if (weight > maxWeight) return;
      const previous = entries.get(key);
      if (previous) {
        total -= previous.weight;
        entries.delete(key);
      }
      entries.set(key, { result, weight });
      total += weight;
      for (const [oldest, entry] of entries) {
        if (total <= maxWeight) break;
        entries.delete(oldest);
        total -= entry.weight;
      }
    },
  };
}
