import type { RankedSeriesSlot } from './series-types';

export type OccurrenceLook = 'everyone' | 'if-need-be' | 'waiting' | 'conflict';

export interface OccurrenceCell {
  date: string;
  start: number;
  look: OccurrenceLook;
  /** Required people who cannot make it (conflict) or only if need be. */
  names: string[];
}

/**
 * One cell per kept occurrence of a suggestion: a conflict where a required person cannot make it,
 * else if-need-be where one only could, else waiting while a required person has not answered.
 */
export function occurrenceCells(slot: RankedSeriesSlot): OccurrenceCell[] {
  const conflicts = new Map(slot.conflicts.map((c) => [c.date, new Set(c.participantIds)]));
  const required = slot.people.filter((p) => p.required);
  return slot.occurrences.map((occurrence, j) => {
    const blocked = conflicts.get(occurrence.date);
    const cell = { date: occurrence.date, start: occurrence.start };
    if (blocked?.size)
      return {
        ...cell,
        look: 'conflict',
        names: required.filter((p) => blocked.has(p.participantId)).map((p) => p.displayName),
      };
    const ifNeedBe = required.filter((p) => p.states[j] === 'i').map((p) => p.displayName);
    if (ifNeedBe.length) return { ...cell, look: 'if-need-be', names: ifNeedBe };
    const waiting = required.some((p) => p.states[j] === 'u');
    return { ...cell, look: waiting ? 'waiting' : 'everyone', names: [] };
  });
}
