import { ORGANIZER_PERSON_ID } from './person-zones';
import type { HeatMap } from './suggestion-types';

/** Required people weigh twice an optional person in a cell's colour. */
export const REQUIRED_WEIGHT = 2;
export const OPTIONAL_WEIGHT = 1;
/** An if-need-be yes counts half a free yes. */
const IF_NEED_BE_VALUE = 0.5;

export interface CellCounts {
  free: number;
  ifNeedBe: number;
  busy: number;
  unknown: number;
  declined: number;
  /**
   * The denominator: the organizer and the guests who answered and did not decline (free + if need be +
   * busy). The same at every slot, since declining and not answering hold for the whole window.
   */
  counted: number;
  requiredBusy: number;
}

/**
 * 0 lowest … 4 everyone counted is free. `blocked`: a required person is busy (always level 0);
 * `empty`: nobody is counted.
 */
export interface CellSummary extends CellCounts {
  level: 0 | 1 | 2 | 3 | 4;
  blocked: boolean;
  empty: boolean;
}

/** Who can come to the meeting starting at slot `index`. */
export function cellCounts(map: HeatMap, index: number): CellCounts {
  const counts: CellCounts = {
    free: 0,
    ifNeedBe: 0,
    busy: 0,
    unknown: 0,
    declined: 0,
    counted: 0,
    requiredBusy: 0,
  };
  for (const person of map.people) {
    switch (person.states[index]) {
      case 'f':
        counts.free++;
        break;
      case 'i':
        counts.ifNeedBe++;
        break;
      case 'b':
        counts.busy++;
        if (person.required) counts.requiredBusy++;
        break;
      case 'd':
        counts.declined++;
        break;
      default:
        counts.unknown++;
    }
  }
  counts.counted = counts.free + counts.ifNeedBe + counts.busy;
  return counts;
}

/** How good slot `index` is, weighing required people above optional ones. */
export function cellSummary(map: HeatMap, index: number): CellSummary {
  const counts = cellCounts(map, index);
  const blocked = counts.requiredBusy > 0;
  const empty = counts.counted === 0;
  if (blocked || empty) return { ...counts, level: 0, blocked, empty };
  let weight = 0;
  let yes = 0;
  for (const person of map.people) {
    const state = person.states[index];
    if (state !== 'f' && state !== 'i' && state !== 'b') continue;
    const w = person.required ? REQUIRED_WEIGHT : OPTIONAL_WEIGHT;
    weight += w;
    if (state === 'f') yes += w;
    else if (state === 'i') yes += w * IF_NEED_BE_VALUE;
  }
  return { ...counts, level: levelOf(yes / weight), blocked, empty };
}

/** The colour band of a weighted share of yeses. */
export function levelOf(share: number): CellSummary['level'] {
  if (share >= 1) return 4;
  if (share >= 0.75) return 3;
  if (share >= 0.5) return 2;
  if (share > 0) return 1;
  return 0;
}

/** The text in a cell: free out of those counted, and the if-need-bes apart (`3/4`, `+1?`). */
export function cellText(summary: CellCounts): { count: string; ifNeedBe: string | null } {
  return {
    count: summary.counted === 0 ? '–' : `${summary.free}/${summary.counted}`,
    ifNeedBe: summary.ifNeedBe > 0 ? `+${summary.ifNeedBe}?` : null,
  };
}

/** Who the counts are out of: the organizer and the guests who answered; who is left out, and why. */
export interface WhoCounts {
  counted: number;
  you: boolean;
  guests: number;
  declined: number;
  pending: number;
}

export function whoCounts(map: Pick<HeatMap, 'people'>): WhoCounts {
  const who: WhoCounts = { counted: 0, you: false, guests: 0, declined: 0, pending: 0 };
  for (const person of map.people) {
    const state = person.states[0];
    if (state === 'd') who.declined++;
    else if (state === 'u' || state === undefined) who.pending++;
    else if (person.participantId === ORGANIZER_PERSON_ID) who.you = true;
    else who.guests++;
  }
  who.counted = who.guests + (who.you ? 1 : 0);
  return who;
}

/** The legend's example cell in this meeting's numbers: one short of everyone counted (`4/5` when five are). */
export function legendExample(who: Pick<WhoCounts, 'counted'>): { free: number; counted: number } {
  return who.counted >= 2 ? { free: who.counted - 1, counted: who.counted } : { free: 1, counted: 1 };
}
