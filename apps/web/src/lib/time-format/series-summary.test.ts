import { afterEach, describe, expect, it } from 'vitest';
import type { RecurrenceDto } from '@overlap/contracts/schemas';
import { translate } from '@/i18n';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { seriesSummary, type SeriesMeeting } from './series-summary';

const weekly: RecurrenceDto = {
  frequency: 'weekly',
  interval: 1,
  startDate: '2027-03-01',
  count: 8,
  skip: [],
};
const request: SeriesMeeting = {
  recurrence: weekly,
  organizerZone: 'Europe/Berlin',
  allowedWeekdays: [1, 2, 3, 4, 5],
  chosenStart: null,
};

async function inEach(meeting: SeriesMeeting) {
  const said: Record<string, string> = {};
  for (const locale of ['en', 'de', 'fr', 'es'] as const) {
    await loadCatalogue(locale, 'series');
    useLocaleStore.setState({ locale });
    said[locale] = seriesSummary(translate('series'), meeting);
  }
  return said;
}

describe('one sentence for a series, on every screen', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('says how a request repeats, on which days it may fall and from when, in every language', async () => {
    expect(await inEach(request)).toEqual({
      en: 'Weekly on a weekday (Mon–Fri), 8 times from Mon 1 Mar 2027',
      de: 'Wöchentlich an einem Wochentag (Mo–Fr), 8 Mal ab Mo., 1. März 2027',
      fr: 'Chaque semaine, un jour de semaine (lun.–ven.), 8 fois à partir du lun. 1 mars 2027',
      es: 'Cada semana, un día laborable (lun–vie), 8 veces desde el lun, 1 mar 2027',
    });
  });

  it('names the booked weekday and the first date once booked', async () => {
    // Wednesday 3 March 2027, 15:00 in Berlin.
    expect(await inEach({ ...request, chosenStart: '2027-03-03T14:00:00.000Z' })).toEqual({
      en: 'Weekly on Wednesday, 8 times from Wed 3 Mar 2027',
      de: 'Wöchentlich am Mittwoch, 8 Mal ab Mi., 3. März 2027',
      fr: 'Chaque semaine, le mercredi, 8 fois à partir du mer. 3 mars 2027',
      es: 'Cada semana, el miércoles, 8 veces desde el mié, 3 mar 2027',
    });
  });

  it('lists a few allowed days, an interval and a last date', async () => {
    await loadCatalogue('en', 'series');
    const meeting = {
      ...request,
      allowedWeekdays: [5, 1, 3],
      recurrence: { ...weekly, interval: 2, count: undefined, until: '2027-06-30' },
    };
    expect(seriesSummary(translate('series'), meeting)).toBe(
      'Every 2 weeks on Mon, Wed or Fri, from Mon 1 Mar 2027 until Wed 30 Jun 2027',
    );
    expect(seriesSummary(translate('series'), { ...request, allowedWeekdays: [6, 7] })).toBe(
      'Weekly on a Saturday or Sunday, 8 times from Mon 1 Mar 2027',
    );
    expect(seriesSummary(translate('series'), { ...request, recurrence: { ...weekly, count: 1 } })).toBe(
      'Weekly on a weekday (Mon–Fri), once from Mon 1 Mar 2027',
    );
  });

  it('says a monthly series by its nth weekday', async () => {
    const monthly: RecurrenceDto = { ...weekly, frequency: 'monthly', ordinal: -1, count: 6 };
    await loadCatalogue('de', 'series');
    useLocaleStore.setState({ locale: 'de' });
    expect(
      seriesSummary(translate('series'), { ...request, recurrence: monthly, allowedWeekdays: [2] }),
    ).toBe('Monatlich am letzten Dienstag des Monats, 6 Mal ab Mo., 1. März 2027');
  });
});
