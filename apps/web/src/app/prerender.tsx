// Entry of the build's server-side render (scripts/prerender-web.mjs), never part of the browser bundle.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
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
export async function renderLoadingPage(url: string): Promise<string> {
  await loadAllCatalogues('en');
  await preloadPage(new URL(url, 'http://localhost').pathname);
  return renderToString(tree(url));
}

/** The layout around "Loading...": what a page shows before its own chunk has arrived. */
export async function renderShell(url: string): Promise<string> {
  // The synchronous renderer cannot wait for a catalogue: every English one is in memory first.
  await loadAllCatalogues('en');
  return renderToString(tree(url));
}
