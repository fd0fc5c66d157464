import type { BookedOccurrenceDto } from '@overlap/contracts/schemas';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { cancelRows } from './cancel-rows';
import { SeriesCancelList } from './series-cancel-list';

// A weekly Tuesday 15:00–15:30 in Berlin from 9 March 2027 (summer time from 28 March); 16 March skipped.
const tuesday = (date: string, utcHour: number): BookedOccurrenceDto => ({
  date,
  start: `${date}T${String(utcHour).padStart(2, '0')}:00:00.000Z`,
  end: `${date}T${String(utcHour).padStart(2, '0')}:30:00.000Z`,
  skipped: date === '2027-03-16',
});
const series = [
  tuesday('2027-03-09', 14),
  tuesday('2027-03-16', 14),
  tuesday('2027-03-23', 14),
  tuesday('2027-03-30', 13),
];
const MONDAY = Date.parse('2027-03-08T22:45:00Z');
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the dates of a booked series to cancel', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('offers both cancellations only where the server allows them, and marks the skipped date', () => {
    const rows = cancelRows(series, [], MONDAY);
    expect(
      rows.map((r) => [r.occurrence.date, r.cancelled, r.canCancelThis, r.canCancelRest, r.canRestore]),
    ).toEqual([
      ['2027-03-09', false, true, false, false],
      ['2027-03-16', true, false, false, true],
      ['2027-03-23', false, true, true, false],
      ['2027-03-30', false, true, true, false],
    ]);
  });

  it('leaves out dates that have begun and keeps dates cut from the series as cancelled', () => {
    const after = series.slice(0, 3);
    const rows = cancelRows(after, [series[3]!], Date.parse('2027-03-20T00:00:00Z'));
    // The cut date is past the series' end, not skipped: it is not offered to restore.
    expect(
      rows.map((r) => [r.occurrence.date, r.cancelled, r.canCancelThis, r.canCancelRest, r.canRestore]),
    ).toEqual([
      ['2027-03-23', false, true, true, false],
      ['2027-03-30', true, false, false, false],
    ]);
  });

  it('reads in German: the times in the organizer’s zone, the cancelled date struck through', async () => {
    await loadCatalogue('de', 'series');
    useLocaleStore.setState({ locale: 'de' });
    const html = renderToString(
      <SeriesCancelList
        rows={cancelRows(series, [], MONDAY)}
        zone="Europe/Berlin"
        onAsk={() => {}}
        onRestore={() => {}}
      />,
    );
    expect(html).toMatch(/<del>Di\.?, 16\. März 2027, 15:00–15:30<\/del>/);
    expect(html).toContain('aria-label="Di., 16. März 2027, 15:00–15:30 (abgesagt)"');
    const words = text(html);
    expect(words).toContain('(abgesagt)');
    expect(words).toContain('Di., 30. März 2027, 15:00–15:30');
    expect(words.match(/Diesen Termin absagen/g)).toHaveLength(3);
    expect(words.match(/Diesen und alle folgenden Termine absagen/g)).toHaveLength(2);
    expect(words).toContain('Di., 23. März 2027, 15:00–15:30 und alle folgenden Termine absagen');
    expect(words.match(/Wiederherstellen/g)).toHaveLength(1);
    expect(words).toContain('Di., 16. März 2027, 15:00–15:30 wiederherstellen');
  });
});
