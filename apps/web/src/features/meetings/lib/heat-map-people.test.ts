import { describe, expect, it } from 'vitest';
import { peopleAtSlot } from './heat-map-people';
import type { HeatMap } from './suggestion-types';

const map: HeatMap = {
  start: 0,
  stepMinutes: 15,
  durationMinutes: 30,
  slotCount: 2,
  bookable: '11',
  people: [
    { participantId: 'a', displayName: 'Ana', required: false, states: 'fb' },
    { participantId: 'b', displayName: 'Ben', required: true, states: 'fi' },
    { participantId: 'c', displayName: 'Cy', required: true, states: 'dd' },
    { participantId: 'd', displayName: 'Dev', required: true, states: 'uu' },
    { participantId: 'e', displayName: 'Eve', required: false, states: 'bf' },
  ],
};

describe('who is where at a slot', () => {
  it('groups free, if need be, busy, declined and not answered, required first', () => {
    const groups = peopleAtSlot(map, 0);
    expect(groups.map((g) => [g.key, g.people.map((p) => p.displayName)])).toEqual([
      ['free', ['Ben', 'Ana']],
      ['busy', ['Eve']],
      ['declined', ['Cy']],
      ['unknown', ['Dev']],
    ]);
    expect(groups[0]!.people[0]).toEqual({ participantId: 'b', displayName: 'Ben', required: true });
  });

  it('reads the slot asked for', () => {
    expect(peopleAtSlot(map, 1).map((g) => g.key)).toEqual([
      'free',
      'ifNeedBe',
      'busy',
      'declined',
      'unknown',
    ]);
  });
});
