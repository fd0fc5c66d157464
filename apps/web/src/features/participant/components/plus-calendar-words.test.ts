import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '@/i18n';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';

const words = (busy: number, tentative: number) =>
  translate('participant')('confirm.plusCalendar', {
    busy,
    tentative,
    both: busy > 0 && tentative > 0 ? 'yes' : 'no',
  });

describe("the thank-you page's count of what was read from a calendar", () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it.each([
    [
      'en',
      'Plus 1 busy time from',
      'Plus 2 tentative times from',
      'Plus 3 busy times and 1 tentative time from',
    ],
    [
      'de',
      'Dazu 1 belegte Zeit aus',
      'Dazu 2 vorläufige Zeiten aus',
      'Dazu 3 belegte Zeiten und 1 vorläufige Zeit aus',
    ],
    [
      'fr',
      'Plus 1 créneau occupé de',
      'Plus 2 créneaux provisoires de',
      'Plus 3 créneaux occupés et 1 créneau provisoire de',
    ],
    [
      'es',
      'Además, 1 hora ocupada de',
      'Además, 2 horas provisionales de',
      'Además, 3 horas ocupadas y 1 hora provisional de',
    ],
  ] as const)(
    'in %s names only the kinds it read, in the singular for one',
    async (locale, busy, tentative, both) => {
      await loadCatalogue(locale, 'participant');
      useLocaleStore.setState({ locale });
      expect(words(1, 0)).toContain(busy);
      expect(words(0, 2)).toContain(tentative);
      expect(words(3, 1)).toContain(both);
    },
  );
});
