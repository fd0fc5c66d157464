import type { ClientConfigResponse, SiteConfig } from '@overlap/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllCatalogues } from '@/i18n/load-all';
import { useLocaleStore } from '@/i18n/locale-store';
import { SITE_CONFIG_KEY } from '@/lib/site-config';
import PitchPage from './pitch-page';
import TeamPage from './team-page';

// About and Pitch speak for the people who make Overlap: a small team before launch. They invent no
// team, customers or feedback habits, and their calls to action match how this server signs people up.
const LOCALES = ['en', 'de', 'fr', 'es'] as const;

const site = (signUp: SiteConfig['signUp']): SiteConfig => ({
  signUp,
  limits: { participantsPerMeeting: 200 },
  operator: { name: null, contactEmail: null, privacyEmail: null, securityEmail: null },
  retention: { answersDaysAfterClose: 30, messageBodiesDays: 30 },
  ownLegalTexts: [],
});

function render(page: ReactNode, config: SiteConfig): string {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: () => new Promise<never>(() => undefined) } },
  });
  const response: ClientConfigResponse = { auth: { status: 'incomplete', missing: [] }, site: config };
  client.setQueryData(SITE_CONFIG_KEY, response);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

beforeAll(() => Promise.all(LOCALES.map((locale) => loadAllCatalogues(locale))));
afterEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('the About page', () => {
  it('says we are a small team before launch, and claims no remote team across time zones', () => {
    const html = render(<TeamPage />, site('open'));
    expect(html).toContain('We are a small team, and Overlap has not launched yet: it is in beta');
    expect(html).toContain('areas of work, not job titles or a head count');
    expect(html).not.toMatch(/remote team|time zones, so we feel/);
  });

  it.each(LOCALES)('in %s drops the remote team spread across time zones', (locale) => {
    useLocaleStore.setState({ locale });
    const html = render(<TeamPage />, site('open'));
    expect(html).not.toMatch(/Remote-Team|équipe à distance|equipo pequeño y remoto|remote team/);
    expect(html).not.toMatch(/nach Titeln|autour des titres|no a los cargos|not around titles/);
  });
});

describe('the Pitch page', () => {
  it.each(LOCALES)(
    'in %s names no first organizers it works with and promises no reading of feedback',
    (locale) => {
      useLocaleStore.setState({ locale });
      const html = render(<PitchPage />, site('waitlist'));
      expect(html).not.toMatch(
        /first organizers|ersten Organisatoren|premiers organisateurs|primeros organizadores/,
      );
      expect(html).not.toMatch(
        /every piece of feedback|jede Rückmeldung|chaque retour|todos los comentarios/,
      );
    },
  );

  it('does not call Google’s and Microsoft’s permissions narrow (the post on what we read says they are not)', () => {
    const html = render(<PitchPage />, site('open'));
    expect(html).not.toContain('narrow, reviewable permissions');
    expect(html).toContain('Google and Microsoft let people review and revoke what each app may do');
    expect(html).not.toContain('introduces the product to new organizers');
  });

  it('words its call to action by how this server signs people up', () => {
    const open = render(<PitchPage />, site('open'));
    expect(open).toContain('Sign-up is open, with every feature included.');
    expect(open).toContain('Join the waitlist');

    const waitlist = render(<PitchPage />, site('waitlist'));
    expect(waitlist).toContain('Sign-up here is by invitation: join the waitlist on the home page');
    expect(waitlist).not.toContain('Sign up for free today');
    expect(waitlist).toContain('Join the waitlist');

    const invite = render(<PitchPage />, site('invite'));
    expect(invite).toContain('Sign-up here is by invitation only: ask the people who run this server.');
    expect(invite).not.toMatch(/join the waitlist/i);
    expect(invite).toContain('Get Started for Free');
  });
});

const blogs = import.meta.glob<Record<string, string>>('../../../i18n/messages/*/blog.json', {
  eager: true,
  import: 'default',
});

describe('the blog’s authors', () => {
  it.each(LOCALES)('in %s are the Overlap team, not an engine team or a security team', (locale) => {
    const blog = blogs[`../../../i18n/messages/${locale}/blog.json`]!;
    expect(blog['author.engine']).toMatch(/Overlap/);
    expect(blog['author.security']).toBe(blog['author.engine']);
  });
});
