import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '@/i18n';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { slotList } from './slot-label';

const turns = [
  { weekday: 2, time: '09:00' },
  { weekday: 2, time: '12:00' },
  { weekday: 5, time: '08:00' },
] as const;

describe('a rotation’s slots in one sentence', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('capitalises only the first, in every language', async () => {
    const said: Record<string, string> = {};
    for (const locale of ['en', 'de', 'fr', 'es'] as const) {
      await loadCatalogue(locale, 'series');
      useLocaleStore.setState({ locale });
      said[locale] = slotList(translate('series'), turns, { frequency: 'weekly' }, 'h23');
    }
    expect(said).toEqual({
      en: 'Every Tuesday at 09:00, every Tuesday at 12:00, and every Friday at 08:00',
      de: 'Jeden Dienstag um 09:00, jeden Dienstag um 12:00 und jeden Freitag um 08:00',
      fr: 'Chaque mardi à 09:00, chaque mardi à 12:00 et chaque vendredi à 08:00',
      es: 'Cada martes a las 09:00, cada martes a las 12:00 y cada viernes a las 08:00',
    });
  });

  it('reads the same way for a monthly rotation', async () => {
    await loadCatalogue('de', 'series');
    useLocaleStore.setState({ locale: 'de' });
    expect(
      slotList(translate('series'), turns.slice(0, 2), { frequency: 'monthly', ordinal: -1 }, 'h23'),
    ).toBe('Am letzten Dienstag des Monats um 09:00 und am letzten Dienstag des Monats um 12:00');
  });
});
