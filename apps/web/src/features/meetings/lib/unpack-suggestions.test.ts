import { describe, expect, it } from 'vitest';
import type { Suggestions } from './suggestion-types';
import { unpackSuggestions, type PackedSuggestions } from './unpack-suggestions';

const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

function suggestions(heatMap: Record<string, unknown>): PackedSuggestions {
  return {
    now: '2026-11-24T23:30:00.000Z',
    meeting: {} as Suggestions['meeting'],
    waitingFor: [],
    ranking: {
      slots: [],
      candidateCount: 0,
      viableCount: 0,
      blockers: [],
      relaxations: [],
      heatMap: { start: 0, stepMinutes: 15, durationMinutes: 30, slotCount: 5, ...heatMap },
    } as PackedSuggestions['ranking'] & object,
  };
}

describe('unpacking suggestions', () => {
  it('spells a packed heat map out one letter a slot', () => {
    const packed = suggestions({
      encoding: 'packed',
      bookable: base64([0b01_01_00_00, 0b01]),
      people: [
        { participantId: 'a', displayName: 'Ana', required: true, states: base64([0b00_11_01_00, 0b10]) },
        { participantId: 'b', displayName: 'Ben', required: false, states: 'u' },
      ],
    });
    const { heatMap } = unpackSuggestions(packed).ranking!;
    expect(heatMap.bookable).toBe('00111');
    expect(heatMap.people.map((p) => p.states)).toEqual(['fibfb', 'uuuuu']);
    expect(heatMap.people[0]).toMatchObject({ participantId: 'a', displayName: 'Ana', required: true });
  });

  it('passes letters and a series (no ranking) through unchanged', () => {
    const letters = suggestions({ encoding: 'letters', bookable: '11111', people: [] });
    expect(unpackSuggestions(letters)).toBe(letters);
    const series = { ...letters, ranking: undefined };
    expect(unpackSuggestions(series)).toBe(series);
  });
});
