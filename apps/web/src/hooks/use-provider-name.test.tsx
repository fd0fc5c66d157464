import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { useProviderName } from './use-provider-name';

function Names() {
  const providerName = useProviderName();
  return <>{[providerName('ics', 'ICS feed'), providerName('icloud', 'Apple iCloud')].join('|')}</>;
}

describe('useProviderName', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('says the ICS feed in the reader’s language and keeps brand names', async () => {
    for (const [locale, ics] of [
      ['en', 'ICS feed'],
      ['de', 'ICS-Feed'],
      ['fr', 'Flux ICS'],
      ['es', 'Feed ICS'],
    ] as const) {
      await loadCatalogue(locale, 'common');
      useLocaleStore.setState({ locale });
      expect(renderToString(<Names />)).toBe(`${ics}|Apple iCloud`);
    }
  });
});
