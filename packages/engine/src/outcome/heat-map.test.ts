import { describe, expect, it } from 'vitest';
import { rankSlots } from '../rank-slots.ts';
import { at, person, rankInput, span } from '../testing/factories.ts';

describe('heat map', () => {
  it('counts free, if-need-be, busy and unknown people per step of the window', () => {
    const window = span('2025-03-10T09:00Z', '2025-03-10T10:00Z');
    const participants = [
      person('ana', { busy: [span('2025-03-10T09:20Z', '2025-03-10T09:25Z')] }),
      person('bob', { tentative: [span('2025-03-10T09:00Z', '2025-03-10T09:15Z')] }),
      person('cy', { response: 'pending' }),
      person('dee', { response: 'declined' }),
    ];
    const { heatMap } = rankSlots(rankInput({ window, now: window.start, participants }));
    expect(heatMap).toEqual({
      start: at('2025-03-10T09:00Z'),
      stepMinutes: 15,
      free: [1, 1, 2, 2],
      ifNeedBe: [1, 0, 0, 0],
      busy: [1, 2, 1, 1],
      unknown: [1, 1, 1, 1],
    });
  });

  it('covers the whole window, including time before now and outside working hours', () => {
    const result = rankSlots(rankInput({ now: at('2025-03-10T12:00Z') }));
    expect(result.heatMap.free).toHaveLength(96);
    expect(result.heatMap.free[36]).toBe(1); // 09:00Z
    expect(result.heatMap.busy[0]).toBe(1); // 00:00Z, outside working hours
  });
});
