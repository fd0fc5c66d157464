import type { RankResult } from '@overlap/engine';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../src/http/accepts-gzip';
import { heatMapOnWire } from '../../src/features/meetings/ranking/heat-map-wire';
import {
  gzippedSuggestionsBody,
  servedFromRanking,
  suggestionsBody,
} from '../../src/features/meetings/ranking/suggestions-body';

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
    bookable: new Uint8Array([0b000100]),
    people: [
      { participantId: 'p1', displayName: 'Zoë "Z" Ünal', required: true, states: new Uint8Array([0b1100]) },
    ],
  },
} satisfies RankResult;

describe('the suggestions body', () => {
  it('is the JSON of the whole response, made once per ranking and sent again with only the time changed', () => {
    let shown = 0;
    const show = (r: RankResult) => {
      shown++;
      return {
        meeting: { id: 'm1', title: 'Año nuevo ✓' },
        waitingFor: [],
        ranking: { ...r, heatMap: heatMapOnWire(r.heatMap, 'letters'), relaxations: [] },
      };
    };
    const first = suggestionsBody(servedFromRanking(result, 'letters', show, '2026-12-31T23:59:00.000Z'));
    const second = servedFromRanking(result, 'letters', show, '2027-01-01T00:00:00.000Z');
    expect(shown).toBe(1);
    expect(JSON.parse(first.toString('utf8'))).toEqual({ ...show(result), now: '2026-12-31T23:59:00.000Z' });
    expect(JSON.parse(first.toString('utf8')).ranking.heatMap).toMatchObject({
      encoding: 'letters',
      bookable: '010',
      people: [{ participantId: 'p1', states: 'fbf' }],
    });
    expect(second.now).toBe('2027-01-01T00:00:00.000Z');
    expect(suggestionsBody(second).toString('utf8')).toBe(JSON.stringify(second));
    // Another form of the same ranking is made on its own.
    const packed = servedFromRanking(result, 'packed', show, '2027-01-01T00:00:00.000Z');
    expect(shown).toBe(3);
    expect(suggestionsBody(packed).toString('utf8')).toBe(JSON.stringify(packed));
  });

  it('is the plain JSON of a response without a ranking (a series)', () => {
    const series = { now: '2026-12-31T23:59:00.000Z', series: { occurrences: [] } };
    expect(suggestionsBody(series).toString('utf8')).toBe(JSON.stringify(series));
  });

  it('gzipped, inflates to the same bytes, request after request, with the ranking deflated once', () => {
    // 300 people × 3,000 slots: far beyond deflate's 32 KB window, so the joined streams are really tested.
    const row = (i: number) => Uint8Array.from({ length: 750 }, (_, k) => (k * 7 + i) % 256);
    const big = {
      ...result,
      heatMap: {
        ...result.heatMap,
        slotCount: 3000,
        people: Array.from({ length: 300 }, (_, i) => ({
          participantId: `p${i}`,
          displayName: `Person ${i} ✓`,
          required: i % 2 === 0,
          states: row(i),
        })),
      },
    } satisfies RankResult;
    const show = (r: RankResult) => ({
      meeting: { id: 'm1', title: 'Año nuevo ✓' },
      waitingFor: [],
      ranking: { ...r, heatMap: heatMapOnWire(r.heatMap, 'letters') },
    });
    for (const now of ['2026-12-31T23:59:00.000Z', '2027-01-01T00:00:00.000Z']) {
      const response = servedFromRanking(big, 'letters', show, now);
      const plain = suggestionsBody(response);
      const gzipped = gzippedSuggestionsBody(response);
      expect(gunzipSync(gzipped).equals(plain)).toBe(true);
      expect(JSON.parse(gunzipSync(gzipped).toString('utf8')).now).toBe(now);
      expect(gzipped.length).toBeLessThan(plain.length / 10);
    }
    const series = { now: '2026-12-31T23:59:00.000Z', series: { occurrences: [] } };
    expect(gunzipSync(gzippedSuggestionsBody(series)).toString('utf8')).toBe(JSON.stringify(series));
  });

  it('is gzipped only for clients that accept gzip', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('*;q=0.5, gzip;q=0')).toBe(false);
  });
});
