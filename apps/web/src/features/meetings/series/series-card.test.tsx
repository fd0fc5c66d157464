import { rankSeries } from '@overlap/engine/series';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { occurrenceCells } from './occurrence-cells';
import { SeriesSuggestionCard } from './series-suggestion-card';

// A weekly Tuesday 15:00 in Berlin from 9 March 2027: New York moves to summer time on 14 March, Berlin
// on 28 March, so for two weeks the meeting is an hour later for Ana. She is away on 23 March.
const ranked = rankSeries({
  recurrence: { frequency: 'weekly', startDate: '2027-03-09', count: 6 },
  durationMinutes: 30,
  organizer: {
    zone: 'Europe/Berlin',
    allowedWeekdays: [2],
    allowedHours: [{ start: '15:00', end: '15:30' }],
  },
  participants: [
    { id: 'olga', displayName: 'Olga', zone: 'Europe/Berlin', required: true, response: 'answered' },
    {
      id: 'ana',
      displayName: 'Ana',
      zone: 'America/New_York',
      required: true,
      response: 'answered',
      busy: [{ start: Date.parse('2027-03-22T12:00:00Z'), end: Date.parse('2027-03-24T12:00:00Z') }],
    },
  ],
});
const slot = ranked.slots[0]!;

function card() {
  return renderToString(
    <SeriesSuggestionCard
      slot={slot}
      recurrence={{ frequency: 'weekly' }}
      zone="Europe/Berlin"
      open
      skipping={false}
      onSkip={() => {}}
      onPick={() => {}}
    />,
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'");

describe('a series suggestion', () => {
  it('has one strip cell per occurrence, the conflict marked on the date Ana cannot make', () => {
    const cells = occurrenceCells(slot);
    expect(cells.map((c) => c.date)).toEqual([
      '2027-03-09',
      '2027-03-16',
      '2027-03-23',
      '2027-03-30',
      '2027-04-06',
      '2027-04-13',
    ]);
    expect(cells.map((c) => c.look)).toEqual([
      'everyone',
      'everyone',
      'conflict',
      'everyone',
      'everyone',
      'everyone',
    ]);
    expect(cells[2]!.names).toEqual(['Ana']);
  });

  it('reads in English: the weekly time, the conflict and the weeks daylight saving time moves', async () => {
    await loadCatalogue('en', 'series');
    const markup = card();
    expect(markup).toContain('aria-label="23 Mar 2027: Ana cannot make it"');
    expect(markup).toContain('data-look="conflict"');
    const html = text(markup);
    // Rendered on the server, the clock follows the process's language: 24- or 12-hour.
    expect(html).toMatch(/Option 1: Every Tuesday at (15:00|3:00 PM)/);
    expect(html).toContain('1 of 6 occurrences missed by someone required');
    expect(html).toContain('Ana cannot make 23 Mar');
    expect(html).toMatch(/From 16 Mar to 23 Mar this is (10:00|10:00 AM) for Ana instead of (09:00|9:00 AM)/);
  });
});
