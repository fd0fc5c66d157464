import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, preloadPage } from './app/router';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { isLoginCallback } from './features/auth/client-config';
import { primeEarlyView } from './features/participant/api/early-view';
import { hydrateFrom, preferredLocale, startLocale, switchLocale } from './i18n';
import { preloadsAppended } from './lib/preloads-appended';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const app = (
  <StrictMode>
    <App router={createRouter()} />
  </StrictMode>
);
// The build prerenders the landing page (hydrated here) and a loading shell for the other public pages
// (painted before this script arrives, then replaced by the same first render).
const locale = preferredLocale();
// A catalogue that failed to download is asked for again by the first component that needs it.
const ignoreFailure = () => undefined;
if (root.dataset.prerendered === 'page' && !isLoginCallback(window.location)) {
  // The page's chunk first: hydration then never waits on it (see preloadPage). The HTML is English,
  // so it hydrates in English and then changes to the reader's language.
  void preloadsAppended()
    .then(() => Promise.all([preloadPage(window.location.pathname), startLocale('en').catch(ignoreFailure)]))
    .then(() => {
      hydrateFrom('en');
      hydrateRoot(root, app);
      if (locale !== 'en') void switchLocale(locale, { remember: false }).catch(ignoreFailure);
    });
} else {
  // Under a prerendered shell, the page's chunk and catalogues load beside the common one: the first
  // render then shows the shell's own picture (such as the guest page's skeleton), not a spinner.
  const shell = root.dataset.prerendered === 'shell' && !isLoginCallback(window.location);
  // The guest page's first render waits for the meeting that public/guest-view-early.js asked for, so
  // that it shows the greeting (which the server writes into the HTML) rather than a skeleton in its place.
  const guestPage = shell && window.location.pathname === PUBLIC_ROUTES.participantAvailability;
  void preloadsAppended()
    .then(() =>
      Promise.all([
        startLocale(locale).catch(ignoreFailure),
        shell ? preloadPage(window.location.pathname, locale).catch(ignoreFailure) : undefined,
        guestPage ? primeEarlyView().catch(ignoreFailure) : undefined,
      ]),
    )
    .then(() => {
      // As a transition the first render yields to the browser between components instead of holding
      // the main thread for the whole tree (one long task).
      const reactRoot = createRoot(root);
      startTransition(() => reactRoot.render(app));
    });
}
