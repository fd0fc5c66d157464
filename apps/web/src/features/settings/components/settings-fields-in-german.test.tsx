import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '@/i18n';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { ClockField } from './clock-field';
import { ThemeField } from './theme-field';
import { WorkingHoursField } from '@/components/working-hours-field';

const none = () => undefined;
const week = {
  mon: [{ start: '09:00', end: '17:00' }],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};

describe('Settings fields in German', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('names the days, the clock choices and the theme in German', async () => {
    await loadCatalogue('de', 'settings');
    useLocaleStore.setState({ locale: 'de' });
    const html = renderToString(
      <>
        <WorkingHoursField
          value={week}
          onChange={none}
          errors={{}}
          legend={translate('settings')('hours.legend')}
          intro={translate('settings')('hours.intro')}
        />
        <ClockField value="auto" onChange={none} />
        <ThemeField value="dark" onChange={none} />
      </>,
    );
    expect(html).toContain('Arbeitszeiten');
    expect(html).toContain('Montag');
    expect(html).toContain('Nicht verfügbar');
    expect(html).toContain('aria-label="Montag Beginn 1"');
    // German reads 24-hour unless someone chooses otherwise; the 12-hour example is Intl's German one.
    expect(html).toContain('Automatisch (14:30 auf diesem Gerät)');
    expect(html).toContain('12 Stunden (2:30 PM)');
    expect(html).toContain('Dunkel');
    expect(html).not.toMatch(/Monday|Working hours|Unavailable/);
  });
});
