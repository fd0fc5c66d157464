import type { ClientConfigResponse, Locale } from '@overlap/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAllCatalogues } from '@/i18n/load-all';
import { useLocaleStore } from '@/i18n/locale-store';
import { SITE_CONFIG_KEY } from '@/lib/site-config';
import guide from '@/i18n/messages/en/guide.json';
import legal from '@/i18n/messages/en/legal.json';
import BlocksPage from './blocks-page';
import GetStartedPage from './get-started-page';
import HowItWorksPage from './how-it-works-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

const CONFIG: ClientConfigResponse = {
  auth: { status: 'incomplete', missing: [] },
  site: {
    signUp: 'open',
    limits: { participantsPerMeeting: 200 },
    operator: {
      name: 'Acme Verein',
      contactEmail: 'hello@acme.example',
      privacyEmail: 'privacy@acme.example',
      securityEmail: 'security@acme.example',
    },
    retention: { answersDaysAfterClose: 30, messageBodiesDays: 30 },
    ownLegalTexts: [],
  },
};

async function render(Page: ComponentType, locale: Locale): Promise<string> {
  await loadAllCatalogues(locale);
  useLocaleStore.setState({ locale });
  // The legal pages wait for this server's operator and retention settings (GET /api/config).
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: () => new Promise<never>(() => undefined) } },
  });
  client.setQueryData(SITE_CONFIG_KEY, CONFIG);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

/** English sentences of a catalogue: long enough that no translation would keep one word for word. */
const sentences = (catalogue: Record<string, string>): string[] =>
  Object.values(catalogue).filter((text) => text.length > 30 && !text.includes('{'));

const PAGES = [
  ['get started', GetStartedPage, sentences(guide)],
  ['how it works', HowItWorksPage, sentences(guide)],
  ['blocks', BlocksPage, sentences(guide)],
  ['terms', TermsPage, sentences(legal)],
  ['privacy', PrivacyPage, sentences(legal)],
] as const;

describe('Get started, How it works, Blocks, Terms and Privacy in other languages', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('shows the English text in English, so the checks below can fail', async () => {
    const html = await render(HowItWorksPage, 'en');
    expect(html).toContain('The engine ranks every slot, fairly');
  });

  for (const locale of ['de', 'fr', 'es'] as const) {
    it.each(PAGES)(`shows no English sentence on the %s page in ${locale}`, async (_, Page, english) => {
      const html = await render(Page, locale);
      expect(english.filter((sentence) => html.includes(sentence))).toEqual([]);
    });
  }

  it('shows Get started in German', async () => {
    const html = await render(GetStartedPage, 'de');
    expect(html).toContain('Ihr erstes Gruppenmeeting, gebucht in drei Schritten');
    expect(html).toContain('Anmelden und Kalender verbinden');
    expect(html).toContain('Für wen Overlap gemacht ist');
    expect(html).toContain('Freiberufler');
    expect(html).not.toMatch(/Three steps|Who Overlap is for|Freelancers|Ready when you are/);
  });

  it('shows How it works in German, with the worked example and its legend', async () => {
    const html = await render(HowItWorksPage, 'de');
    expect(html).toContain('Wie Overlap Zeiten reiht');
    expect(html).toContain('Fair zur am schlechtesten gestellten Person');
    expect(html).toContain('Dienstag, 9. Juni');
    expect(html).toContain('Vorschlag 1: Dienstag, 9. Juni');
    expect(html).toContain('Beste Wahl');
    expect(html).toContain('Notfalls');
    expect(html).not.toMatch(/Best match|If need be|Suggestion 1|Tuesday|Guests answer/);
  });

  it('shows Blocks in German, buttons and status badges included', async () => {
    const html = await render(BlocksPage, 'de');
    expect(html).toContain('Die Bausteine von Overlap');
    expect(html).toContain('Größe sm');
    expect(html).toContain('Diesen Termin buchen');
    expect(html).toContain('Antworten werden gesammelt');
    expect(html).not.toMatch(/Book this slot|Collecting answers|Size sm|>Primary</);
  });

  it('shows the Terms of Service body in German, with the note that English is authoritative', async () => {
    const html = await render(TermsPage, 'de');
    expect(html).toContain('Nutzungsbedingungen');
    expect(html).toContain(
      'Diese Übersetzung dient Ihrer Information; rechtlich maßgeblich ist der englische Text.',
    );
    expect(html).toContain('Gewährleistung und Haftung');
    expect(html).toContain('Fragen: hello@acme.example.');
    expect(html).toContain('Betreiber: Acme Verein');
    expect(html).not.toMatch(/Warranties and liability|Your account|lang="en"/);
  });

  it('shows the Privacy Policy body in German, addresses filled in', async () => {
    const html = await render(PrivacyPage, 'de');
    expect(html).toContain('Was wir nicht erheben');
    expect(html).toContain('indem Sie an privacy@acme.example schreiben');
    expect(html).toContain('oder an security@acme.example, um ein Sicherheitsproblem zu melden');
    expect(html).toContain('dann 30 Tage nach der Buchung oder Absage');
    expect(html).not.toMatch(/What we collect|How long we keep it/);
  });
});
