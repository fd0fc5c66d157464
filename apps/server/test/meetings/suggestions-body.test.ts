import type { RankResult } from '@overlap/engine';
import { describe, expect, it } from 'vitest';
import { shownRanking, suggestionsBody } from '../../src/features/meetings/suggestions-body';

const result = {
  slots: [],
  candidateCount: 0,
  viableCount: 0,
  blockers: [],
  relaxations: [],
  heatMap: {
    start: Date.UTC(2026, 11, 31, 23, 45),
    stepMinutes: 15,
    durationMinutes: 30,
    slotCount: 3,
    bookable: '010',
    people: [{ participantId: 'p1', displayName: 'Zoë "Z" Ünal', required: true, states: 'fbu' }],
  },
} satisfies RankResult;

describe('the suggestions body', () => {
  it('is the JSON of the whole response, the same when the ranking is served again', () => {
    let shown = 0;
    const show = (r: RankResult) => {
      shown++;
      return { ...r, relaxations: [] };
    };
    const response = (now: string) => ({
      now,
      meeting: { id: 'm1', title: 'Año nuevo ✓' },
      waitingFor: [],
      ranking: shownRanking(result, show),
    });
    const first = suggestionsBody(response('2026-12-31T23:59:00.000Z'));
    const second = suggestionsBody(response('2027-01-01T00:00:00.000Z'));
    expect(shown).toBe(1);
    expect(JSON.parse(first.toString('utf8'))).toEqual(response('2026-12-31T23:59:00.000Z'));
    expect(second.toString('utf8')).toBe(JSON.stringify(response('2027-01-01T00:00:00.000Z')));
  });

  it('is the plain JSON of a response without a ranking (a series)', () => {
    const series = { now: '2026-12-31T23:59:00.000Z', series: { occurrences: [] } };
    expect(suggestionsBody(series).toString('utf8')).toBe(JSON.stringify(series));
  });
});
