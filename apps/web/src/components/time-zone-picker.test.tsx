import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { TimeZonePicker } from './time-zone-picker';

describe('the time-zone picker', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('shows a zone stored under its old name by today’s name', async () => {
    await loadCatalogue('en', 'common');
    const html = renderToString(
      <TimeZonePicker label="Your time zone" zone="Asia/Calcutta" onZoneChange={() => {}} />,
    );
    expect(html).toContain('value="Asia/Kolkata"');
    expect(html).toContain('role="combobox"');
    expect(html).toContain('placeholder="City, country or GMT+5:30"');
  });

  it('speaks German', async () => {
    await loadCatalogue('de', 'common');
    useLocaleStore.setState({ locale: 'de' });
    const html = renderToString(
      <TimeZonePicker label="Ihre Zeitzone" zone="Europe/Kyiv" onZoneChange={() => {}} />,
    );
    expect(html).toContain('placeholder="Stadt, Land oder GMT+5:30"');
    expect(html).toContain('aria-label="Zeitzonen anzeigen"');
  });
});
