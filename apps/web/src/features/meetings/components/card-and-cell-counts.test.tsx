import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { cellSummary, cellText } from '../lib/heat-map-cells';
import type { HeatMap, RankedSlot } from '../lib/suggestion-types';
import { SuggestionCard } from './suggestion-card';

const START = Date.parse('2026-12-02T14:30:00Z');

// The organizer and two guests free, one guest busy, one who declined: five asked, four counted.
const map: HeatMap = {
  start: START,
  stepMinutes: 30,
  durationMinutes: 30,
  slotCount: 1,
  bookable: '1',
  people: ['f', 'f', 'f', 'b', 'd'].map((states, i) => ({
    participantId: i === 0 ? 'organizer' : `p${i}`,
    displayName: `P${i}`,
    required: i < 2,
    states,
  })),
};

const slot: RankedSlot = {
  rank: 1,
  start: START,
  end: START + 30 * 60_000,
  score: 1,
  breakdown: {} as RankedSlot['breakdown'],
  counts: { free: 3, ifNeedBe: 0, busy: 1, declined: 1, unknown: 0 },
  people: [],
  reasons: [],
  structuredReasons: [],
};

describe('a suggestion card beside its heat map cell', () => {
  it('counts the same people as the cell, leaving out who declined', async () => {
    await Promise.all((['meetings', 'common', 'reasons'] as const).map((part) => loadCatalogue('en', part)));
    const html = renderToString(
      <SuggestionCard
        meetingId="m"
        slot={slot}
        zone="Europe/London"
        zones={null}
        canBook
        onPick={() => undefined}
        check={{ meets: true, free: 3, total: 5, requiredFree: 2, requiredTotal: 2 }}
      />,
    );
    expect(cellText(cellSummary(map, 0)).count).toBe('3/4');
    expect(html).toContain('3 free · 1 busy · 1 declined');
    expect(html).toContain('Meets the rule: 3 of 4 counted, both required people');
    expect(html).not.toContain('3 of 5');
  });
});
