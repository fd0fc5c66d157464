import type { HeatMap, HeatMapPerson } from './suggestion-types';

export type GroupKey = 'free' | 'ifNeedBe' | 'busy' | 'declined' | 'unknown';

export interface PersonAtSlot {
  participantId: string;
  displayName: string;
  required: boolean;
}

export interface PeopleGroup {
  key: GroupKey;
  people: PersonAtSlot[];
}

const GROUPS: { key: GroupKey; letter: string }[] = [
  { key: 'free', letter: 'f' },
  { key: 'ifNeedBe', letter: 'i' },
  { key: 'busy', letter: 'b' },
  { key: 'declined', letter: 'd' },
  { key: 'unknown', letter: 'u' },
];

/** A letter the page does not know reads as not answered, as in the counts. */
const letterAt = (p: HeatMapPerson, index: number) => {
  const letter = p.states[index] ?? 'u';
  return 'fibd'.includes(letter) ? letter : 'u';
};

const person = ({ participantId, displayName, required }: HeatMapPerson): PersonAtSlot => ({
  participantId,
  displayName,
  required,
});

/**
 * Everyone at slot `index`, grouped free, if need be, busy, declined, not answered (empty groups left
 * out); within a group, required people first, then in the meeting's order.
 */
export function peopleAtSlot(map: HeatMap, index: number): PeopleGroup[] {
  return GROUPS.map(({ key, letter }) => ({
    key,
    people: map.people
      .filter((p) => letterAt(p, index) === letter)
      .sort((a, b) => Number(b.required) - Number(a.required))
      .map(person),
  })).filter((group) => group.people.length > 0);
}
