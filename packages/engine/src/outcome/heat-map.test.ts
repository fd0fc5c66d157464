import { describe, expect, it } from 'vitest';
import { rankSlots } from '../rank-slots.ts';
import { EVERY_SLOT, at, person, rankInput, span } from '../testing/factories.ts';
import { bookableLetters, packedCodeAt, stateLetters } from './heat-map-letters.ts';
import type { HeatMap } from '../types.ts';

const lettersOf = (map: HeatMap) => ({
  ...map,
  bookable: bookableLetters(map),
  people: map.people.map((p) => ({ ...p, states: stateLetters(p.states, map.slotCount) })),
});

describe('heat map', () => {
  it('gives each person a letter per slot: free, if need be, busy, not answered, declined', () => {
    const window = span('2025-03-10T09:00Z', '2025-03-10T10:30Z');
    const participants = [
      person('ana', { busy: [span('2025-03-10T09:20Z', '2025-03-10T09:25Z')] }),
      person('bob', { tentative: [span('2025-03-10T09:00Z', '2025-03-10T09:15Z')], required: false }),
      person('cy', { response: 'pending' }),
      person('dee', { response: 'declined', zone: 'Asia/Tokyo' }),
    ];
    const { heatMap } = rankSlots(rankInput({ window, now: window.start, participants }));
    // 30-minute meetings starting 09:00, 09:15, 09:30, 09:45 and 10:00 fit the window.
    expect(lettersOf(heatMap)).toEqual({
      start: at('2025-03-10T09:00Z'),
      stepMinutes: 15,
      durationMinutes: 30,
      slotCount: 5,
      bookable: '11111',
      people: [
        { participantId: 'ana', displayName: 'Ana', required: true, states: 'bbfff' },
        { participantId: 'bob', displayName: 'Bob', required: false, states: 'iffff' },
        { participantId: 'cy', displayName: 'Cy', required: true, states: 'uuuuu' },
        { participantId: 'dee', displayName: 'Dee', required: true, states: 'ddddd' },
      ],
    });
  });

  it('covers the whole window, marking times before now and outside allowed hours unbookable', () => {
    const organizer = { zone: 'UTC', allowedHours: [{ start: '08:00', end: '18:00' }] };
    const result = rankSlots(rankInput({ now: at('2025-03-10T12:05Z'), organizer }));
    const heatMap = lettersOf(result.heatMap);
    // 30-minute meetings on a 15-minute grid: the last starts 23:30.
    expect(heatMap.slotCount).toBe(95);
    expect(heatMap.bookable).toHaveLength(95);
    const bookableStarts = [...heatMap.bookable].flatMap((flag, i) =>
      flag === '1' ? [new Date(heatMap.start + i * 15 * 60_000).toISOString().slice(11, 16)] : [],
    );
    // From the first quarter hour after now to the last start that ends by 18:00.
    expect(bookableStarts[0]).toBe('12:15');
    expect(bookableStarts[bookableStarts.length - 1]).toBe('17:30');
    expect(bookableStarts).toHaveLength(22);
    const ana = heatMap.people[0]!.states;
    expect(ana[0]).toBe('b'); // 00:00Z, outside working hours
    expect(ana[36]).toBe('f'); // 09:00Z, before now but still shown
  });

  it('agrees with the people of every ranked slot', () => {
    const participants = [
      person('ana', { zone: 'Asia/Kolkata', busy: [span('2025-03-10T06:00Z', '2025-03-10T07:10Z')] }),
      person('bob', { required: false, tentative: [span('2025-03-10T10:00Z', '2025-03-10T11:00Z')] }),
      person('cy', { required: false, response: 'pending' }),
      person('dee', { required: false, response: 'declined' }),
    ];
    const result = rankSlots(rankInput({ participants, ...EVERY_SLOT }));
    expect(result.slots.length).toBeGreaterThan(10);
    const heatMap = lettersOf(result.heatMap);
    for (const slot of result.slots) {
      const i = (slot.start - heatMap.start) / (heatMap.stepMinutes * 60_000);
      expect(heatMap.bookable[i]).toBe('1');
      slot.people.forEach((p, j) => {
        expect(heatMap.people[j]!.states[i]).toBe(p.state.charAt(0));
      });
    }
  });

  it('builds long rows in one piece', () => {
    const window = span('2025-03-01T00:00Z', '2025-05-01T00:00Z');
    const result = rankSlots(rankInput({ window, now: window.start, stepMinutes: 5, limit: 1 }));
    const states = stateLetters(result.heatMap.people[0]!.states, result.heatMap.slotCount);
    expect(states).toHaveLength(result.heatMap.slotCount);
    expect(result.heatMap.slotCount).toBeGreaterThan(8192 * 2);
    expect(states).toMatch(/^[fb]+$/);
    expect(states.slice(-8192)).toMatch(/f/);
  });

  it('packs four slots a byte, lowest bits first, all rows in one buffer', () => {
    const window = span('2025-03-10T09:00Z', '2025-03-10T10:45Z');
    const participants = [
      person('ana', { busy: [span('2025-03-10T09:50Z', '2025-03-10T10:00Z')] }),
      person('bob', { tentative: [span('2025-03-10T09:00Z', '2025-03-10T09:15Z')], required: false }),
      person('cy', { response: 'pending' }),
    ];
    const { heatMap } = rankSlots(rankInput({ window, now: window.start, participants }));
    // Starts 09:00 … 10:15: six slots in two bytes a row.
    expect(heatMap.slotCount).toBe(6);
    const [ana, bob, cy] = heatMap.people.map((p) => p.states);
    // Ana is busy 09:50–10:00: meetings starting 09:30 and 09:45 (slots 2, 3) overlap it.
    expect(ana).toEqual(new Uint8Array([(3 << 4) | (3 << 6), 0]));
    expect(bob).toEqual(new Uint8Array([1, 0]));
    expect(cy).toBe('u');
    expect([0, 1, 2, 3, 4, 5].map((slot) => packedCodeAt(heatMap.bookable, slot))).toEqual([
      1, 1, 1, 1, 1, 1,
    ]);
    expect((ana as Uint8Array).buffer).toBe(heatMap.bookable.buffer);
    expect((bob as Uint8Array).buffer).toBe(heatMap.bookable.buffer);
  });
});
