// Entry of the build's server-side render (scripts/prerender-web.mjs), never part of the browser bundle.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { LOCALES, type Locale } from '@overlap/contracts';
import { GreetingSkeleton } from '@/features/participant/components/availability-skeleton';
import { GuestGreeting, greetingText } from '@/features/participant/components/guest-greeting';
import { translate, useLocaleStore } from '@/i18n';
import { loadAllCatalogues } from '@/i18n/load-all';
import { App } from './app';
import { preloadPage, PUBLIC_PAGE_FILES, routes } from './router';

export { PUBLIC_PAGE_FILES };

const tree = (url: string) => (
  <StrictMode>
    <App router={createMemoryRouter(routes, { initialEntries: [url] })} />
  </StrictMode>
);

/** A page with its lazy content, as a signed-out visitor's first render shows it (for hydration). */
export async function renderPage(url: string): Promise<string> {
  await loadAllCatalogues('en');
  // As in the browser, which loads the page's chunk before hydrating.
  await preloadPage(new URL(url, 'http://localhost').pathname);
  // React writes a large Suspense boundary's content apart, revealed by inline scripts, which the
  // Content-Security-Policy refuses: here every boundary stays in place.
  const { prelude } = await prerender(tree(url), { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  if (html.includes('<script') || html.includes('<!--$?-->')) {
    throw new Error(`The prerender of ${url} still suspends somewhere.`);
  }
  return html;
}

/**
 * A page whose content waits for data it asks the API for (the guest page), as it first shows with its
 * chunk loaded and the data not yet there: its own skeleton. Not hydrated: the browser's first render
 * draws the same picture over it.
 */
export async function renderLoadingPage(url: string, locale: Locale = 'en'): Promise<string> {
  await loadAllCatalogues(locale);
  useLocaleStore.setState({ locale });
  try {
    await preloadPage(new URL(url, 'http://localhost').pathname, locale);
    return renderToString(tree(url));
  } finally {
    useLocaleStore.setState({ locale: 'en' });
  }
}

/** The guest page's greeting as the server fills it in: `[[name]]`, `[[organizer]]` and `[[text]]` mark the values. */
export interface GreetingTemplate {
  /** The greeting's skeleton in the prerendered page, which the server replaces. */
  skeleton: string;
  /** The greeting paragraph around `[[text]]`. */
  paragraph: string;
  /** The sentence for a guest with a name, and for one without. */
  greeting: string;
  intro: string;
}

/** The guest page's greeting in one language, for the server to write into the prerendered page. */
export async function renderGreetingTemplate(locale: Locale): Promise<GreetingTemplate> {
  await loadAllCatalogues(locale);
  useLocaleStore.setState({ locale });
  try {
    const t = translate('participant');
    return {
      skeleton: renderToString(<GreetingSkeleton />),
      paragraph: renderToString(<GuestGreeting text="[[text]]" />),
      greeting: greetingText(t, '[[name]]', '[[organizer]]'),
      intro: greetingText(t, null, '[[organizer]]'),
    };
  } finally {
    useLocaleStore.setState({ locale: 'en' });
  }
}

export { LOCALES };

/** The layout around "Loading...": what a page shows before its own chunk has arrived. */
export async function renderShell(url: string): Promise<string> {
  // The synchronous renderer cannot wait for a catalogue: every English one is in memory first.
  await loadAllCatalogues('en');
  return renderToString(tree(url));
}
