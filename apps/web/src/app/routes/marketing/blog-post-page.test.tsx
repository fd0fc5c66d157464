import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '@/features/marketing/data/blog';
import { proseMessages } from '@/features/marketing/i18n/localize-prose';
import { loadAllCatalogues } from '@/i18n/load-all';
import { useLocaleStore } from '@/i18n/locale-store';
import english from '@/i18n/messages/en/posts.json';
import BlogPostPage from './blog-post-page';

function renderPost(slug: string): string {
  // As in the build's prerender: nothing fetched, this server's settings not known yet.
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: () => new Promise<never>(() => undefined) } },
  });
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/blog/${slug}`]}>
        <Routes>
          <Route path="/blog/:slug" element={<BlogPostPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Blog post page', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it.each(BLOG_POSTS.map((post) => [post.slug, post] as const))(
    'keeps the English catalogue identical to the body of %s',
    (_slug, post) => {
      const catalogue: Record<string, string> = english;
      for (const section of post.sections) {
        for (const [path, text] of Object.entries(proseMessages(section))) {
          const key = `${post.messages}.${section.id}.${path}`;
          expect(catalogue[key], key).toBe(text);
        }
      }
    },
  );

  it('words the retention of the post on what we read without a number until this server has said', async () => {
    await loadAllCatalogues('en');
    const html = renderPost('what-we-read-from-your-calendar');
    expect(html).toContain('then a set number of days after the meeting is booked or cancelled');
    expect(html).not.toMatch(/\b30 days\b|\{answersDays\}/);
  });

  it('shows the daylight-saving post in English with its dates written out', async () => {
    await loadAllCatalogues('en');
    const html = renderPost('why-your-meeting-moved-an-hour-in-march');
    expect(html).toContain('forward on Sunday, March 8. The United Kingdom');
    expect(html).toContain('>March 10</th>');
    expect(html).not.toContain('{');
  });

  it('shows the daylight-saving post’s body in German, dates through Intl, zone names as they are', async () => {
    await loadAllCatalogues('de');
    useLocaleStore.setState({ locale: 'de' });
    const html = renderPost('why-your-meeting-moved-an-hour-in-march');
    expect(html).toContain('Die drei Wochen, mit denen niemand rechnet');
    expect(html).toContain('am Sonntag, 8. März, vor');
    expect(html).toContain('Europa stellt am 25. Oktober zurück, die USA am 1. November');
    expect(html).toContain('>10. März</th>');
    expect(html).toContain('America/New_York oder Asia/Kolkata');
    expect(html).toContain('Probieren Sie es selbst aus');
    expect(html).not.toMatch(/The three weeks|daylight-saving|Test it yourself|What you can do/);
    expect(html).not.toContain('lang="en"');
  });

  it.each([
    ['fairness-across-time-zones', 'Die Falle des Durchschnitts', 'The trap of the average'],
    ['what-we-read-from-your-calendar', 'Was wir niemals tun', 'What we will never do'],
  ])('shows %s in German', async (slug, german, english) => {
    await loadAllCatalogues('de');
    useLocaleStore.setState({ locale: 'de' });
    const html = renderPost(slug);
    expect(html).toContain(german);
    expect(html).not.toContain(english);
  });

  it.each([
    ['fr', 'les États-Unis avancent leurs horloges le dimanche 8 mars.'],
    ['es', 'Estados Unidos adelanta sus relojes el domingo 8 de marzo.'],
  ] as const)('writes the dates of the body in %s', async (locale, sentence) => {
    await loadAllCatalogues(locale);
    useLocaleStore.setState({ locale });
    expect(renderPost('why-your-meeting-moved-an-hour-in-march')).toContain(sentence);
  });
});
