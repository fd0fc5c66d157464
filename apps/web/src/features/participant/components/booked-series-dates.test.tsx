import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { BookedSeriesDates } from './booked-series-dates';

// A Berlin Monday series at 15:00 across the spring change: 23 March at 14:00 UTC, 30 March at 13:00 UTC
// (cancelled), 6 April at 13:00 UTC.
const occurrences = [
  { date: '2026-03-23', start: '2026-03-23T14:00:00Z', end: '2026-03-23T14:45:00Z', skipped: false },
  { date: '2026-03-30', start: '2026-03-30T13:00:00Z', end: '2026-03-30T13:45:00Z', skipped: true },
  { date: '2026-04-06', start: '2026-04-06T13:00:00Z', end: '2026-04-06T13:45:00Z', skipped: false },
];

describe('every date of a booked series, in German', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('says how it repeats and strikes out a cancelled date, in the guest zone', async () => {
    await Promise.all([loadCatalogue('de', 'participant'), loadCatalogue('de', 'series')]);
    useLocaleStore.setState({ locale: 'de' });
    const html = renderToString(
      <BookedSeriesDates
        meeting={{
          recurrence: {
            frequency: 'weekly',
            interval: 1,
            startDate: '2026-03-23',
            count: 3,
            skip: ['2026-03-30'],
          },
          organizerZone: 'Europe/Berlin',
          allowedWeekdays: [1, 2, 3, 4, 5],
          chosenStart: '2026-03-23T14:00:00Z',
        }}
        occurrences={occurrences}
        zone="America/New_York"
      />,
    );
    expect(html).toContain('Alle Termine');
    expect(html).toContain('Wöchentlich am Montag, 3 Mal ab Mo., 23. März 2026');
    // New York changed to summer time on 8 March: 13:00 UTC is 09:00 there.
    expect(html).toMatch(/line-through[^>]*>[^<]*30\.[^<]*09:00[^<]*\(abgesagt\)/);
    expect(html).not.toMatch(/All dates|cancelled\)/);
  });
});
