import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { translate } from '@/i18n';
import { checkWords, ruleWords } from './rule-words';

const SIX_OF_EIGHT = { meets: true, free: 6, total: 8, requiredFree: 2, requiredTotal: 2 };
const FOUR_OF_EIGHT = { meets: false, free: 4, total: 8, requiredFree: 2, requiredTotal: 3 };

const expected = {
  en: [
    'everyone required can come, and at least 6 people in all',
    'everyone required can come, and at least 3 of the others',
    'Meets the rule: 6 of 7 counted, both required people',
    'Does not meet the rule: 4 of 7 counted, 2 of 3 required people',
  ],
  de: [
    'alle erforderlichen Personen können, und mindestens 6 Personen insgesamt',
    'alle erforderlichen Personen können, und mindestens 3 der anderen',
    'Erfüllt die Regel: 6 von 7 Gezählten, beide erforderlichen Personen',
    'Erfüllt die Regel nicht: 4 von 7 Gezählten, 2 von 3 erforderlichen Personen',
  ],
  fr: [
    'toutes les personnes requises sont disponibles, et au moins 6 personnes en tout',
    'toutes les personnes requises sont disponibles, et au moins 3 des autres',
    'Respecte la règle : 6 sur 7 comptés, les deux personnes requises',
    'Ne respecte pas la règle : 4 sur 7 comptés, 2 personnes requises sur 3',
  ],
  es: [
    'pueden todas las personas obligatorias y al menos 6 personas en total',
    'pueden todas las personas obligatorias y al menos 3 de las demás',
    'Cumple la regla: 6 de 7 contados, las dos personas obligatorias',
    'No cumple la regla: 4 de 7 contados, 2 de 3 personas obligatorias',
  ],
} as const;

describe('the quorum rule in words', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it.each(Object.entries(expected))('says the rule and each time against it in %s', async (locale, words) => {
    await loadCatalogue(locale as keyof typeof expected, 'common');
    useLocaleStore.setState({ locale: locale as keyof typeof expected });
    const t = translate('common');
    expect([
      ruleWords(t, { kind: 'at-least', people: 6 }),
      ruleWords(t, { kind: 'required-plus', others: 3 }),
      checkWords(t, SIX_OF_EIGHT, 7),
      checkWords(t, FOUR_OF_EIGHT, 7),
    ]).toEqual(words);
  });
});
