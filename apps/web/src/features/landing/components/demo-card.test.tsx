import { afterEach, describe, expect, it } from 'vitest';
import { translate, useLocaleStore } from '@/i18n';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { describeSlot, SLOTS } from './demo-card';

// The server renderer reads the store's first state (English), so the German texts are checked here
// through the same catalogues and formatting the card uses; the browser test renders the page in German.
describe('the landing demo in German', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('writes the days and times with Intl in German, on a 24-hour clock', async () => {
    await loadCatalogue('de', 'landing');
    useLocaleStore.setState({ locale: 'de' });
    const t = translate('landing');
    const tuesday = describeSlot(SLOTS[0]!, 'de');
    expect(tuesday.day).toBe('Dienstag, 9. Juni');
    expect(t('demo.slotTime', { range: tuesday.range })).toBe('16:00–16:30 Uhr London');
    // The same instant for the guests: 9:00 in Denver, 20:30 in Delhi.
    expect(t('demo.noteTue', { denver: tuesday.denver, delhi: tuesday.delhi })).toBe(
      'Alle frei · 9:00 in Denver, 20:30 in Delhi',
    );
    expect(t('demo.book')).toBe('Diesen Termin buchen');
  });

  it('keeps the English forms in English', async () => {
    await loadCatalogue('en', 'landing');
    const t = translate('landing');
    const tuesday = describeSlot(SLOTS[0]!, 'en');
    expect(tuesday.day).toBe('Tuesday, June 9');
    expect(t('demo.slotTime', { range: tuesday.range })).toBe('4:00 – 4:30 PM London');
    expect(tuesday.delhi).toBe('8:30 PM');
    expect(tuesday.denver).toBe('9:00 AM');
  });
});
