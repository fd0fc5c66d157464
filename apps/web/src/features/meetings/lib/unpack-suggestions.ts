import { bookableLetters, stateLetters } from '@overlap/engine/heat-map-letters';
import type { HeatMap, Suggestions } from './suggestion-types';

/** Suggestions as the server sends them with `?heatMap=packed`: rows in base64, two bits a slot. */
export type PackedSuggestions = Omit<Suggestions, 'ranking'> & {
  ranking?: Omit<NonNullable<Suggestions['ranking']>, 'heatMap'> & {
    heatMap: HeatMap & { encoding?: string };
  };
};

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A packed row as the engine holds it: `u` or `d` alone for a whole row, else base64 of its bytes. */
const rowOf = (states: string) => (states === 'u' || states === 'd' ? states : bytesOf(states));

/**
 * Spells a packed heat map out one letter a slot, once per response, so the screens read rows as text.
 * A heat map already in letters (an older server) passes through.
 */
export function unpackSuggestions<T extends PackedSuggestions>(suggestions: T): T {
  const map = suggestions.ranking?.heatMap;
  if (!suggestions.ranking || !map || map.encoding !== 'packed') return suggestions;
  const { slotCount } = map;
  const heatMap: HeatMap = {
    ...map,
    bookable: bookableLetters({ bookable: bytesOf(map.bookable), slotCount }),
    people: map.people.map((p) => ({ ...p, states: stateLetters(rowOf(p.states), slotCount) })),
  };
  return { ...suggestions, ranking: { ...suggestions.ranking, heatMap } };
}
