import type { HeatMapForm } from '@overlap/contracts';
import { bookableLetters, stateLetters, type HeatMap } from '@overlap/engine';

const base64Of = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/**
 * The engine's heat map as JSON can carry it: its packed rows in base64 (`packed`), or spelled out one
 * letter a slot (`letters`, what the API gave before packing existed). A row of `u` or `d` stays one letter.
 */
export function heatMapOnWire(map: HeatMap, form: HeatMapForm) {
  const packed = form === 'packed';
  return {
    ...map,
    encoding: form,
    bookable: packed ? base64Of(map.bookable) : bookableLetters(map),
    people: map.people.map(({ states, ...person }) => ({
      ...person,
      states: packed
        ? typeof states === 'string'
          ? states
          : base64Of(states)
        : stateLetters(states, map.slotCount),
    })),
  };
}
