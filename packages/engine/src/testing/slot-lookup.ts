import type { PersonState, RankResult, RankedSlot } from '../types.ts';
import { at } from './factories.ts';

export function slotAt(result: RankResult, iso: string): RankedSlot | undefined {
  const start = at(iso);
  return result.slots.find((slot) => slot.start === start);
}

/** The person's state at a slot, or `absent` when the slot is not a candidate at all. */
export function stateAt(result: RankResult, iso: string, participantId: string): PersonState | 'absent' {
  const slot = slotAt(result, iso);
  return slot?.people.find((person) => person.participantId === participantId)?.state ?? 'absent';
}

export function startsOf(result: Pick<RankResult, 'slots'>): string[] {
  return result.slots.map((slot) => new Date(slot.start).toISOString().slice(0, 16) + 'Z');
}
