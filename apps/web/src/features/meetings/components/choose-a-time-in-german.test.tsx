import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { countsText } from '../lib/counts-text';
import { whoCounts } from '../lib/heat-map-cells';
import { unbookableReason } from '../lib/heat-map-layout';
import type { HeatMap, RankedSlot } from '../lib/suggestion-types';
import { HeatMapLegend } from './heat-map-legend';
import { SuggestionCard } from './suggestion-card';

const none = () => undefined;
// 31 December 2026, 22:30–23:30 UTC: an awkward hour on the last day of the year.
const START = Date.parse('2026-12-31T22:30:00Z');

const slot: RankedSlot = {
  rank: 1,
  start: START,
  end: START + 60 * 60_000,
  score: 1,
  breakdown: {} as RankedSlot['breakdown'],
  counts: { free: 1, ifNeedBe: 1, busy: 0, declined: 0, unknown: 1 },
  people: [
    {
      participantId: 'a',
      displayName: 'Ana',
      required: false,
      response: 'answered',
      state: 'if-need-be',
      comfort: 'night',
      localStart: '2026-12-31T23:30+01:00',
      localTime: '23:30',
      comfortNote: 'at night',
      comfortNoteKind: 'night',
    },
  ],
  reasons: ['Ana: if need be', 'Ana: 23:30 in Berlin, at night'],
  structuredReasons: [
    { kind: 'if-need-be', participantId: 'a', displayName: 'Ana' },
    {
      kind: 'uncomfortable',
      participantId: 'a',
      displayName: 'Ana',
      zone: 'Europe/Berlin',
      localTime: '23:30',
      comfortNote: 'night',
    },
  ],
};

const fiveAnswered: HeatMap = {
  start: Date.parse('2026-12-31T22:30:00Z'),
  stepMinutes: 30,
  durationMinutes: 60,
  slotCount: 1,
  bookable: '1',
  people: ['f', 'f', 'i', 'b', 'f', 'u', 'd'].map((states, i) => ({
    participantId: i === 0 ? 'organizer' : `p${i}`,
    displayName: `P${i}`,
    required: false,
    states,
  })),
};

describe('Choose a time in German', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('reads a suggestion, its counts and the heat map legend in German', async () => {
    await Promise.all([
      loadCatalogue('de', 'meetings'),
      loadCatalogue('de', 'reasons'),
      loadCatalogue('de', 'common'),
    ]);
    useLocaleStore.setState({ locale: 'de' });
    const html = renderToString(
      <>
        <SuggestionCard
          meetingId="m"
          slot={slot}
          zone="Europe/Berlin"
          zones={null}
          canBook
          onPick={none}
          check={{ meets: true, free: 1, total: 3, requiredFree: 1, requiredTotal: 1 }}
        />
        <HeatMapLegend zone="Europe/Berlin" who={whoCounts(fiveAnswered)} />
      </>,
    );
    expect(html).toContain('Option 1');
    expect(html).toContain('Erfüllt die Regel: 1 von 2 Gezählten, die erforderliche Person');
    expect(html).toContain('Diese Zeit buchen');
    expect(html).toContain('Weitere Zeiten in der Nähe');
    expect(html).toContain('1 frei · 1 notfalls · 1 ohne Antwort');
    expect(html).toContain('Notfalls');
    expect(html).toContain('>Ortszeit<');
    expect(html).toContain('Do., 31. Dez. 2026, 23:30 – Fr., 1. Jan. 2027, 00:30');
    expect(html).toContain('Jedes Feld ist ein Meeting, das zu dieser Zeit beginnt (Berlin).');
    expect(html).toContain(
      '<strong class="font-semibold text-slate-800 dark:text-slate-200">4/5</strong> heißt: 4 der 5 Gezählten können die ganze Zeit kommen',
    );
    expect(html).toContain(
      'Gezählt: Sie und die 4 Gäste, die geantwortet haben. Nicht gezählt: 1 Person mit Absage und 1 Person ohne Antwort.',
    );
    expect(html).toContain('Ana: notfalls');
    expect(html).toContain('Ana: 23:30 in Berlin, nachts');
    expect(html).not.toMatch(
      /Book this time|More times near|Each square|If need be|if need be|at night|Counted|answered/,
    );
    expect(countsText({ free: 2, ifNeedBe: 0, busy: 1, declined: 1, unknown: 0 })).toBe(
      '2 frei · 1 belegt · 1 abgesagt',
    );
    expect(unbookableReason(1, 2)).toBe('Diese Zeit ist schon vorbei.');
  });
});
