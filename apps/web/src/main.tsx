import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, preloadPage } from './app/router';
import { isLoginCallback } from './features/auth/client-config';
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
if (root.dataset.prerendered === 'page' && !isLoginCallback(window.location)) {
  // The page's chunk first: hydration then never waits on it (see preloadPage).
  void preloadPage(window.location.pathname).then(() => hydrateRoot(root, app));
} else {
  // As a transition the first render yields to the browser between components instead of holding the
  // main thread for the whole tree (one long task).
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
