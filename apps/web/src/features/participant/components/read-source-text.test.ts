import type { CalendarReadSource } from '@overlap/contracts/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '@/i18n';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { readSourceText } from './read-source-text';

async function inLocale(locale: 'en' | 'de' | 'fr' | 'es') {
  await loadCatalogue(locale, 'participant');
  useLocaleStore.setState({ locale });
  return translate('participant');
}

describe('where a calendar read came from, in the guest’s language', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('puts a feed and connected calendars into each language', async () => {
    const feed = { kind: 'ics', host: 'cal.example.com' } as const;
    const connected: CalendarReadSource = { kind: 'connected', calendars: ['Arbeit', 'Familie'] };
    const said: Record<string, [string, string]> = {
      en: ['ICS feed cal.example.com', 'your connected calendars (Arbeit and Familie)'],
      de: ['dem ICS-Feed cal.example.com', 'Ihren verbundenen Kalendern (Arbeit und Familie)'],
      fr: ['le flux ICS cal.example.com', 'vos calendriers connectés (Arbeit et Familie)'],
      es: ['tu feed ICS cal.example.com', 'tus calendarios conectados (Arbeit y Familie)'],
    };
    for (const [locale, [feedText, connectedText]] of Object.entries(said)) {
      const t = await inLocale(locale as 'en');
      expect(readSourceText(feed, 'ICS feed cal.example.com', t, locale)).toBe(feedText);
      expect(readSourceText(connected, 'English', t, locale)).toBe(connectedText);
    }
  });

  it('names three calendars and counts the rest', async () => {
    const t = await inLocale('de');
    const source: CalendarReadSource = { kind: 'connected', calendars: ['A', 'B', 'C', 'D', 'E'] };
    expect(readSourceText(source, '', t, 'de')).toBe('Ihren verbundenen Kalendern (A, B, C und 2 weiteren)');
  });

  it('keeps an account’s label, the same in every language, and an older read’s English label', async () => {
    const t = await inLocale('fr');
    expect(readSourceText({ kind: 'account', label: 'Apple iCloud ana@me.com' }, 'x', t, 'fr')).toBe(
      'Apple iCloud ana@me.com',
    );
    expect(readSourceText(null, 'ICS feed old.example.com', t, 'fr')).toBe('ICS feed old.example.com');
  });
});
