import { PUBLIC_ROUTES, TEAM_ROUTE } from '@overlap/contracts';
import { describe, expect, it } from 'vitest';
import {
  PUBLIC_PAGE_FILES,
  renderGreetingTemplate,
  renderLoadingPage,
  renderPage,
  renderShell,
} from './prerender';

// Runs in Node.js without a DOM, as the build does.
describe('prerendering the public pages', () => {
  it('names a page file for every public route of the specification', () => {
    for (const route of [...Object.values(PUBLIC_ROUTES), TEAM_ROUTE]) {
      expect(PUBLIC_PAGE_FILES[route], route).toMatch(/-page$/);
    }
  });

  it('renders the landing page whole, signed-out and still loading, with no script the CSP would refuse', async () => {
    const html = await renderPage('/');
    expect(html).toContain('Instant, dead-simple scheduling');
    // Sign-in state arrives in the browser: the buttons wait, disabled.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Loading\.\.\.<\/button>/);
    expect(html).toContain('data-theme-choice="system"');
    expect(html).toContain('© Overlap');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<!--$?-->');
  });

  it('renders another page as the layout around "Loading..." with its own header state', async () => {
    const html = await renderShell(PUBLIC_ROUTES.pricing);
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading...');
    expect(html).toMatch(/aria-current="page"[^>]*href="\/pricing"|href="\/pricing"[^>]*aria-current="page"/);
    expect(html).not.toContain('Instant, dead-simple scheduling');
    expect(html).not.toContain('<script');
  });

  it('renders the guest page as its heading over a skeleton while the meeting loads', async () => {
    const html = await renderLoadingPage(`${PUBLIC_ROUTES.participantAvailability}?token=prerendered`);
    expect(html).toMatch(/<h1[^>]*>Share your availability<\/h1>/);
    expect(html).toMatch(/<p role="status"[^>]*>Loading\.\.\.<\/p>/);
    expect(html).toContain('motion-safe:animate-pulse');
    // Nothing of the meeting yet, and not the notice of a link without its token.
    expect(html).not.toContain('Your time zone');
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('<script');
    // The first render loads the page's lazy chunk, slow to transform on a busy machine.
  }, 30_000);

  it('renders the guest page in each language the server may answer it in', async () => {
    const url = `${PUBLIC_ROUTES.participantAvailability}?token=prerendered`;
    const german = await renderLoadingPage(url, 'de');
    expect(german).toMatch(/<h1[^>]*>Teilen Sie Ihre Verfügbarkeit<\/h1>/);
    expect(german).toMatch(/<p role="status"[^>]*>Wird geladen …<\/p>/);
    const spanish = await renderLoadingPage(url, 'es');
    expect(spanish).not.toContain('Share your availability');
    // The next English render is English again.
    expect(await renderLoadingPage(url)).toMatch(/<h1[^>]*>Share your availability<\/h1>/);
  }, 30_000);

  it('gives the server the guest page greeting as templates over the skeleton it replaces', async () => {
    const url = `${PUBLIC_ROUTES.participantAvailability}?token=prerendered`;
    const html = await renderLoadingPage(url, 'fr');
    const template = await renderGreetingTemplate('fr');
    expect(html.split(template.skeleton)).toHaveLength(2);
    expect(template.paragraph).toBe('<p class="mt-2 text-slate-600 dark:text-slate-400">[[text]]</p>');
    expect(template.greeting).toBe(
      'Bonjour [[name]]. [[organizer]] cherche un créneau qui convient à tout le monde.',
    );
    expect(template.intro).toBe('[[organizer]] cherche un créneau qui convient à tout le monde.');
  }, 30_000);
});
