import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAllCatalogues } from '@/i18n/load-all';
import { useLocaleStore } from '@/i18n/locale-store';
import english from '@/i18n/messages/en/providers.json';
import { ProviderFeaturePage } from '../components/provider-feature-page';
import { APPLE_GUIDE } from '../data/providers/apple';
import { CALDAV_GUIDE } from '../data/providers/caldav';
import { GOOGLE_GUIDE } from '../data/providers/google';
import { MICROSOFT_GUIDE } from '../data/providers/microsoft';
import { proseMessages } from './localize-prose';

function renderGooglePage(): string {
  return renderToString(
    <MemoryRouter>
      <ProviderFeaturePage guide={GOOGLE_GUIDE} slug="google" />
    </MemoryRouter>,
  );
}

describe('Provider feature page', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it.each([
    ['google', GOOGLE_GUIDE],
    ['microsoft', MICROSOFT_GUIDE],
    ['apple', APPLE_GUIDE],
    ['caldav', CALDAV_GUIDE],
  ] as const)('keeps the English catalogue identical to the %s guide’s data', (slug, guide) => {
    const catalogue: Record<string, string> = english;
    for (const [path, text] of Object.entries(proseMessages(guide))) {
      expect(catalogue[`${slug}.${path}`], path).toBe(text);
    }
  });

  it('shows the Google guide and its page chrome in German', async () => {
    await loadAllCatalogues('de');
    useLocaleStore.setState({ locale: 'de' });
    const html = renderGooglePage();
    expect(html).toContain('Google Kalender, verbunden mit einer einzigen Zustimmung');
    expect(html).toContain('Google Kalender Schritt für Schritt verbinden');
    expect(html).toContain('Die Berechtigungen in einfachen Worten');
    expect(html).toContain('Liest oder speichert nie');
    expect(html).toContain('Fehlerbehebung');
    expect(html).toContain('Microsoft 365 und Outlook.com');
    expect(html).not.toMatch(/step by step|Troubleshooting|in plain words|Never reads/);
  });

  it.each([
    ['microsoft', MICROSOFT_GUIDE, 'Microsoft 365 und Outlook.com Schritt für Schritt verbinden'],
    ['caldav', CALDAV_GUIDE, 'CalDAV-Server und ICS-Feeds Schritt für Schritt verbinden'],
  ] as const)('names %s in German in the headings, with no English “and”', async (slug, guide, heading) => {
    await loadAllCatalogues('de');
    useLocaleStore.setState({ locale: 'de' });
    const html = renderToString(
      <MemoryRouter>
        <ProviderFeaturePage guide={guide} slug={slug} />
      </MemoryRouter>,
    );
    expect(html).toContain(heading);
    expect(html).not.toMatch(/ and /);
  });
});
