import {
  API_ROUTES,
  apiPath,
  type ClientConfigResponse,
  type LegalTextResponse,
  type SiteConfig,
} from '@overlap/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllCatalogues } from '@/i18n/load-all';
import { useLocaleStore } from '@/i18n/locale-store';
import { servedOverHttps } from '@/lib/served-over-https';
import { SITE_CONFIG_KEY } from '@/lib/site-config';
import LandingPage from '../landing-page';
import BlogPostPage from './blog-post-page';
import PricingPage from './pricing-page';
import PrivacyPage from './privacy-page';
import TeamPage from './team-page';
import TermsPage from './terms-page';

vi.mock('@/lib/served-over-https', () => ({ servedOverHttps: vi.fn(() => true) }));

const site = (changes: Partial<SiteConfig> = {}): SiteConfig => ({
  signUp: 'open',
  limits: { participantsPerMeeting: 200 },
  operator: { name: null, contactEmail: null, privacyEmail: null, securityEmail: null },
  retention: { answersDaysAfterClose: 30, messageBodiesDays: 30 },
  ownLegalTexts: [],
  ...changes,
});

/** Nothing is fetched here: what a page may read is in the cache before it renders. */
const quietClient = () =>
  new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise<never>(() => undefined) } } });

/** A page as this server's configuration words it (the answer of GET /api/config already in the cache). */
function render(page: ReactNode, config: SiteConfig, extra: [readonly unknown[], unknown][] = []) {
  const client = quietClient();
  const response: ClientConfigResponse = { auth: { status: 'incomplete', missing: [] }, site: config };
  client.setQueryData(SITE_CONFIG_KEY, response);
  for (const [key, data] of extra) client.setQueryData(key, data);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  await loadAllCatalogues('en');
  await loadAllCatalogues('de');
});
afterEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('the privacy page', () => {
  it('states the retention days of the configuration, not others', () => {
    const html = text(
      render(<PrivacyPage />, site({ retention: { answersDaysAfterClose: 17, messageBodiesDays: 9 } })),
    );
    expect(html).toContain('then 17 days after the meeting is booked or cancelled, then deleted');
    expect(html).toContain('Sent e-mails and webhook deliveries: their contents for 9 days, then deleted');
    expect(html).not.toContain('30 days after the meeting');
  });

  it('is matched by the blog post on what we read, which states the same days, not others', () => {
    const post = (
      <Routes location="/blog/what-we-read-from-your-calendar">
        <Route path="/blog/:slug" element={<BlogPostPage />} />
      </Routes>
    );
    const html = text(render(post, site({ retention: { answersDaysAfterClose: 17, messageBodiesDays: 9 } })));
    expect(html).toContain(
      'while the request is open, then 17 days after the meeting is booked or cancelled',
    );
    expect(html).not.toMatch(/\b30 days\b/);
    const one = text(render(post, site({ retention: { answersDaysAfterClose: 1, messageBodiesDays: 9 } })));
    expect(one).toContain('then 1 day after the meeting is booked');
  });

  it('says traffic is encrypted in transit only when the page came over HTTPS', () => {
    expect(text(render(<PrivacyPage />, site()))).toContain('All traffic is encrypted in transit.');
    vi.mocked(servedOverHttps).mockReturnValue(false);
    try {
      const html = text(render(<PrivacyPage />, site()));
      expect(html).toContain(
        'This server is reached without HTTPS, so traffic to it is not encrypted in transit.',
      );
      expect(html).not.toContain('All traffic is encrypted');
    } finally {
      vi.mocked(servedOverHttps).mockReturnValue(true);
    }
  });

  it('names the operator and their addresses, and never overlap.app’s', () => {
    const html = text(
      render(
        <PrivacyPage />,
        site({
          operator: {
            name: 'Acme Club',
            contactEmail: 'hi@acme.example',
            privacyEmail: 'privacy@acme.example',
            securityEmail: 'security@acme.example',
          },
        }),
      ),
    );
    expect(html).toContain('This Overlap server, a scheduling service in beta, is run by Acme Club (“we”)');
    expect(html).toContain('Questions go to privacy@acme.example');
    expect(html).toContain('or security@acme.example to report a security issue');
    expect(html).not.toContain('overlap.app');
    const unnamed = text(render(<PrivacyPage />, site()));
    expect(unnamed).toContain('is run by the operator of this server');
    expect(unnamed).not.toContain('overlap.app');
  });

  it('says the days in German too', () => {
    useLocaleStore.setState({ locale: 'de' });
    const html = text(
      render(<PrivacyPage />, site({ retention: { answersDaysAfterClose: 1, messageBodiesDays: 45 } })),
    );
    expect(html).toContain('dann 1 Tag nach der Buchung');
    expect(html).toContain('ihr Inhalt 45 Tage lang');
  });

  it('shows nothing made up while the configuration loads', () => {
    const html = renderToString(
      <QueryClientProvider client={quietClient()}>
        <MemoryRouter>
          <PrivacyPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('Reading this server’s settings...');
    expect(html).not.toContain('30 days');
  });
});

describe('the terms page', () => {
  it('shows the operator’s own text as text, when they serve one', () => {
    const own: LegalTextResponse = {
      document: 'terms',
      markdown:
        '# House rules\n\nBe **kind**. <script>alert(1)</script>\n\n- [Contact](mailto:a@b.example)\n- [x](javascript:alert(1))\n',
    };
    const html = render(<TermsPage />, site({ ownLegalTexts: ['terms'] }), [
      [[apiPath(API_ROUTES.legalText, { document: 'terms' })], own],
    ]);
    expect(html).toContain('<h2');
    expect(html).toContain('House rules');
    expect(html).toContain('<strong>kind</strong>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('href="mailto:a@b.example"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('Costs');
  });

  it('otherwise says the software charges nothing, with no plans to move to', () => {
    const html = text(render(<TermsPage />, site({ operator: { ...site().operator, name: 'Acme Club' } })));
    expect(html).toContain('between you and Acme Club (“we”), who runs this Overlap server');
    expect(html).toContain('The Overlap software charges nothing');
    expect(html).not.toMatch(/Free plan|paid plan starts|Subscriptions renew/);
  });
});

describe('the pricing page', () => {
  it('states the participant cap and sign-up rule this server has, and no plans or seats', () => {
    const html = text(
      render(<PricingPage />, site({ limits: { participantsPerMeeting: 37 }, signUp: 'waitlist' })),
    );
    expect(html).toContain('Up to 37 people in one meeting request.');
    expect(html).toContain(
      'A new account needs an invitation; visitors can join the waitlist on the home page.',
    );
    expect(html).not.toMatch(/per seat|move a seat|Most popular|\bPro\b|Team plan|members, seats|\$\d/);
  });
});

describe('the About page', () => {
  it('lists only the addresses the operator published', () => {
    const html = text(
      render(
        <TeamPage />,
        site({
          operator: { name: 'Acme', contactEmail: null, privacyEmail: 'p@acme.example', securityEmail: null },
        }),
      ),
    );
    expect(html).toContain('p@acme.example');
    expect(html).toContain('This server is run by Acme');
    expect(html).not.toContain('overlap.app');
    expect(text(render(<TeamPage />, site()))).toContain('has not published contact addresses here');
  });
});

describe('the landing page', () => {
  it.each([
    ['open', 'Pre-launch beta · open to everyone', 'Not ready to start? Join the waitlist'],
    ['waitlist', 'Pre-launch beta · sign-up by invitation', 'Join the waitlist: when there is room'],
  ] as const)('words the beta and the waitlist for SIGN_UP=%s', (mode, badge, lead) => {
    const html = text(render(<LandingPage />, site({ signUp: mode })));
    expect(html).toContain(badge);
    expect(html).toContain(lead);
    expect(html).toContain('Join the waitlist');
  });

  it('keeps no waitlist form for SIGN_UP=invite', () => {
    const html = render(<LandingPage />, site({ signUp: 'invite' }));
    expect(text(html)).toContain('Accounts here are by invitation only');
    expect(html).not.toContain('type="email"');
  });
});
