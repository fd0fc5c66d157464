import { describe, expect, it } from 'vitest';
import { cellCounts, cellSummary, cellText, legendExample, levelOf, whoCounts } from './heat-map-cells';
import type { HeatMap } from './suggestion-types';

/** A heat map from one column of letters per person: `people('Ana!', 'fb')` is Ana required, free then busy. */
function mapOf(...rows: [name: string, states: string][]): HeatMap {
  return {
    start: Date.parse('2026-12-07T09:00:00Z'),
    stepMinutes: 15,
    durationMinutes: 30,
    slotCount: rows[0]![1].length,
    bookable: '1'.repeat(rows[0]![1].length),
    people: rows.map(([name, states], i) => ({
      participantId: `p${i}`,
      displayName: name.replace('!', ''),
      required: name.endsWith('!'),
      states,
    })),
  };
}

describe('cell counts', () => {
  it('counts free, if need be, busy, declined and not answered', () => {
    const map = mapOf(['Ana!', 'f'], ['Ben!', 'i'], ['Cy', 'b'], ['Dev', 'd'], ['Eve!', 'u']);
    expect(cellCounts(map, 0)).toEqual({
      free: 1,
      ifNeedBe: 1,
      busy: 1,
      unknown: 1,
      declined: 1,
      counted: 3,
      requiredBusy: 0,
    });
  });

  it('shows free out of those counted, with if-need-be apart', () => {
    const map = mapOf(['Ana!', 'f'], ['Ben!', 'f'], ['Cy', 'i'], ['Dev', 'b'], ['Eve', 'u'], ['Fay', 'd']);
    expect(cellText(cellCounts(map, 0))).toEqual({ count: '2/4', ifNeedBe: '+1?' });
    expect(cellText(cellCounts(mapOf(['Ana!', 'u']), 0))).toEqual({ count: '–', ifNeedBe: null });
  });
});

describe('cell levels', () => {
  it('puts a cell where a required person is busy in the lowest band, however many are free', () => {
    const map = mapOf(['Ana!', 'b'], ['Ben', 'f'], ['Cy', 'f'], ['Dev', 'f']);
    expect(cellSummary(map, 0)).toMatchObject({ blocked: true, level: 0, free: 3 });
  });

  it('weighs a busy optional person less than a busy required one would', () => {
    // 3 required free, 1 optional busy: 6 of 7 weights → band 3.
    expect(cellSummary(mapOf(['Ana!', 'f'], ['Ben!', 'f'], ['Cy!', 'f'], ['Dev', 'b']), 0).level).toBe(3);
    // 1 required free, 2 optional busy: 2 of 4 weights → band 2.
    expect(cellSummary(mapOf(['Ana!', 'f'], ['Ben', 'b'], ['Cy', 'b']), 0).level).toBe(2);
    // Same count free (1 of 3) but the free one optional: 1 of 3 weights → band 1.
    expect(cellSummary(mapOf(['Ana', 'f'], ['Ben', 'b'], ['Cy', 'b']), 0).level).toBe(1);
  });

  it('counts if need be as half a yes, and only everyone free as the top band', () => {
    expect(cellSummary(mapOf(['Ana!', 'f'], ['Ben!', 'i']), 0).level).toBe(3);
    expect(cellSummary(mapOf(['Ana!', 'i'], ['Ben!', 'i']), 0).level).toBe(2);
    expect(cellSummary(mapOf(['Ana!', 'f'], ['Ben', 'f']), 0).level).toBe(4);
  });

  it('never lets a declined person lower a cell or block it', () => {
    const map = mapOf(['Ana!', 'f'], ['Ben!', 'd']);
    expect(cellSummary(map, 0)).toMatchObject({ level: 4, blocked: false, declined: 1, counted: 1 });
  });

  it('leaves not-answered people out of the share and marks a cell nobody answered', () => {
    expect(cellSummary(mapOf(['Ana!', 'f'], ['Ben!', 'u']), 0).level).toBe(4);
    expect(cellSummary(mapOf(['Ana!', 'u'], ['Ben!', 'd']), 0)).toMatchObject({ empty: true, level: 0 });
  });

  it('reads each slot by its own index', () => {
    const map = mapOf(['Ana!', 'fbf'], ['Ben', 'ffb']);
    expect([0, 1, 2].map((i) => cellSummary(map, i).level)).toEqual([4, 0, 2]);
  });

  it('bands shares at the edges', () => {
    expect([0, 0.01, 0.5, 0.74, 0.75, 0.99, 1].map(levelOf)).toEqual([0, 1, 2, 2, 3, 3, 4]);
  });
});

describe('who the counts are out of', () => {
  it('counts the organizer and the guests who answered, not the decliners nor those still to answer', () => {
    const map = mapOf(['Ana!', 'fb'], ['Ben', 'bi'], ['Cy', 'dd'], ['Dev', 'uu'], ['Eve', 'uu']);
    map.people[0]!.participantId = 'organizer';
    expect(whoCounts(map)).toEqual({ counted: 2, you: true, guests: 1, declined: 1, pending: 2 });
    // Every cell has the same denominator.
    expect([0, 1].map((i) => cellCounts(map, i).counted)).toEqual([2, 2]);
  });
});

describe('the legend example', () => {
  it('reads in this meeting’s numbers: one short of everyone counted', () => {
    const map = mapOf(
      ['Ana!', 'fb'],
      ['Ben', 'bi'],
      ['Cy', 'ii'],
      ['Dev', 'ff'],
      ['Eve', 'fb'],
      ['Fay', 'dd'],
      ['Gus', 'uu'],
    );
    expect(legendExample(whoCounts(map))).toEqual({ free: 4, counted: 5 });
  });

  it('says 1/1 when only one person is counted', () => {
    expect(legendExample(whoCounts(mapOf(['Ana!', 'f'], ['Ben', 'u'], ['Cy', 'd'])))).toEqual({
      free: 1,
      counted: 1,
    });
  });
});
