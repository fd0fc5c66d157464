import type { RankResult } from '@overlap/engine';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../src/http/accepts-gzip';
import {
  encodeSuggestions,
  gzippedSuggestionsBody,
  plainBody,
  rememberSuggestions,
  suggestionsBody,
  suggestionsFor,
} from '../../src/features/meetings/ranking/suggestions-body';
import { suggestionsOf } from '../../src/features/meetings/ranking/suggestions-wire';
import type { SuggestionsShape } from '../../src/features/meetings/shared';

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

const shape = (form: 'letters' | 'packed'): SuggestionsShape => ({
  form,
  meeting: { id: 'm1', title: 'Año nuevo ✓' } as SuggestionsShape['meeting'],
  waitingFor: [],
  window: { windowStart: new Date(Date.UTC(2026, 11, 31)), windowEnd: new Date(Date.UTC(2027, 0, 2)) },
  quorumRule: { kind: 'everyone-required' },
});

describe('the suggestions body', () => {
  it('is the JSON of the whole response, made once per ranking and form and sent again with only the time changed', () => {
    let shaped = 0;
    const shapeOnce = (form: 'letters' | 'packed') => () => (shaped++, shape(form));
    const body = suggestionsFor(result, 'letters', false, shapeOnce('letters'));
    const first = suggestionsBody(body, '2026-12-31T23:59:00.000Z');
    const again = suggestionsFor(result, 'letters', false, shapeOnce('letters'));
    expect(again).toBe(body);
    expect(shaped).toBe(1);
    expect(first.toString('utf8')).toBe(
      JSON.stringify({ ...suggestionsOf(result, shape('letters')), now: '2026-12-31T23:59:00.000Z' }),
    );
    expect(JSON.parse(first.toString('utf8')).ranking.heatMap).toMatchObject({
      encoding: 'letters',
      bookable: '010',
      people: [{ participantId: 'p1', states: 'fbf' }],
    });
    const second = suggestionsBody(again, '2027-01-01T00:00:00.000Z');
    expect(JSON.parse(second.toString('utf8')).now).toBe('2027-01-01T00:00:00.000Z');
    // Another form of the same ranking is made on its own; one encoded elsewhere is kept, not made again.
    const packed = suggestionsFor(result, 'packed', false, shapeOnce('packed'));
    expect(shaped).toBe(2);
    expect(JSON.parse(suggestionsBody(packed, 'x').toString('utf8')).ranking.heatMap.encoding).toBe('packed');
    const other = { ...result };
    const encoded = encodeSuggestions(other, shape('packed'), true);
    rememberSuggestions(other, 'packed', encoded);
    expect(suggestionsFor(other, 'packed', true, shapeOnce('packed'))).toBe(encoded);
    expect(shaped).toBe(2);
  });

  it('is the plain JSON of a response without a ranking (a series)', () => {
    const series = { now: '2026-12-31T23:59:00.000Z', series: { occurrences: [] } };
    expect(plainBody(series, false).toString('utf8')).toBe(JSON.stringify(series));
    expect(gunzipSync(plainBody(series, true)).toString('utf8')).toBe(JSON.stringify(series));
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
    for (const gzipFirst of [true, false]) {
      const body = encodeSuggestions({ ...big }, shape('letters'), gzipFirst);
      expect(body.deflated !== undefined).toBe(gzipFirst);
      for (const now of ['2026-12-31T23:59:00.000Z', '2027-01-01T00:00:00.000Z']) {
        const plain = suggestionsBody(body, now);
        const gzipped = gzippedSuggestionsBody(body, now);
        expect(gunzipSync(gzipped).equals(plain)).toBe(true);
        expect(JSON.parse(gunzipSync(gzipped).toString('utf8')).now).toBe(now);
        expect(gzipped.length).toBeLessThan(plain.length / 10);
      }
      expect(body.deflated).toBeDefined();
    }
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
