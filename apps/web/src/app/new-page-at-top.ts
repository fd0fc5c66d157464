import type { createBrowserRouter } from 'react-router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Opens each new page at its top. A one-page app keeps the scroll of the page it leaves, so a guest who
 * sent their answer from the bottom of a long page landed below the thank-you heading. Back and forward
 * (POP) keep the browser's own scroll, a link to a #part scrolls there itself, and a change of only the
 * query (the same page) stays where it is.
 */
export function openNewPagesAtTop(
  router: AppRouter,
  scrollTo = (x: number, y: number) => window.scrollTo(x, y),
) {
  let pathname = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    if (state.historyAction !== 'POP' && !state.location.hash) scrollTo(0, 0);
  });
}
