import { createElement, lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PUBLIC_ROUTES, TEAM_ROUTE, type Locale } from '@overlap/contracts';
import { PublicLayout } from '@/components/layout/public-layout';
import { RedirectIfSignedIn } from '@/features/auth/redirect-if-signed-in';
import { signedInRoutes } from './routes/auth/signed-in-routes';
import { withCatalogues, type Namespace } from '@/i18n';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import NotFoundPage from './routes/not-found-page';
import { openNewPagesAtTop } from './new-page-at-top';

type PageModule = { default: ComponentType };
type Page = ComponentType & { preload: () => Promise<void> };

// One chunk per page, loaded on first visit. Naming pages by file (rather than by an import() per page)
// lets the build find each route's chunk in Vite's manifest and preload it with the page's HTML.
const pageModules = import.meta.glob<PageModule>([
  './routes/**/*-page.tsx',
  '!./routes/not-found-page.tsx',
  '!./routes/{admin,dashboard}/*',
]);

/**
 * A lazy page that renders at once when its chunk is already here: hydrating the prerendered landing page
 * must not suspend, or an update arriving first (sign-in state) would make React rebuild it.
 */
function page(file: string): Page {
  const loadModule = pageModules[`./routes/${file}.tsx`];
  if (!loadModule) throw new Error(`No page module ./routes/${file}.tsx`);
  const load = withCatalogues(loadModule, namespacesOf(file));
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  const LoadedOrLazy = () => (loaded ? createElement(loaded) : createElement(Lazy));
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  return Object.assign(LoadedOrLazy, { preload });
}

/** Public routes of spec §2 and the page file (under src/app/routes/) each one shows. */
export const PUBLIC_PAGE_FILES: Record<string, string> = {
  '/': 'landing-page',
  [PUBLIC_ROUTES.getStarted]: 'marketing/get-started-page',
  [PUBLIC_ROUTES.pricing]: 'marketing/pricing-page',
  [PUBLIC_ROUTES.pitch]: 'marketing/pitch-page',
  [PUBLIC_ROUTES.blocks]: 'marketing/blocks-page',
  [PUBLIC_ROUTES.howItWorks]: 'marketing/how-it-works-page',
  [PUBLIC_ROUTES.syncGoogle]: 'marketing/sync-google-page',
  [PUBLIC_ROUTES.syncMicrosoft]: 'marketing/sync-microsoft-page',
  [PUBLIC_ROUTES.syncApple]: 'marketing/sync-apple-page',
  [PUBLIC_ROUTES.syncCaldav]: 'marketing/sync-caldav-page',
  [PUBLIC_ROUTES.remoteTeams]: 'marketing/remote-teams-page',
  [PUBLIC_ROUTES.blog]: 'marketing/blog-page',
  [`${PUBLIC_ROUTES.blog}/:slug`]: 'marketing/blog-post-page',
  [PUBLIC_ROUTES.terms]: 'marketing/terms-page',
  [PUBLIC_ROUTES.privacy]: 'marketing/privacy-page',
  [TEAM_ROUTE]: 'marketing/team-page',
  [PUBLIC_ROUTES.logout]: 'flow/logout-page',
  [PUBLIC_ROUTES.calendarCallback]: 'flow/calendar-callback-page',
  [PUBLIC_ROUTES.meetingConfirmation]: 'flow/meeting-confirmation-page',
  [PUBLIC_ROUTES.meetingScheduled]: 'flow/meeting-scheduled-page',
  [PUBLIC_ROUTES.participantAvailability]: 'flow/participant-availability-page',
  [PUBLIC_ROUTES.participantConfirmation]: 'flow/participant-confirmation-page',
  [PUBLIC_ROUTES.organizerTimeSelection]: 'flow/organizer-time-selection-page',
  [PUBLIC_ROUTES.winner]: 'flow/winner-page',
};

/** Catalogues that only some marketing pages read (declared before `pages`, whose loaders ask for them). */
const MARKETING_PAGE_NAMESPACES: Partial<Record<string, Namespace[]>> = {
  'marketing/get-started-page': ['guide'],
  'marketing/how-it-works-page': ['guide'],
  'marketing/blocks-page': ['guide'],
  'marketing/terms-page': ['legal'],
  'marketing/privacy-page': ['legal'],
  'marketing/blog-post-page': ['posts'],
};

const pages = new Map(Object.entries(PUBLIC_PAGE_FILES).map(([path, file]) => [path, page(file)]));
const pageAt = (path: string): Page => pages.get(path)!;

/** The catalogues a public page reads besides `common`, fetched beside its chunk. */
function namespacesOf(file: string): Namespace[] {
  if (file === 'landing-page') return ['landing', 'waitlist'];
  if (file.startsWith('marketing/')) {
    return ['marketing', 'waitlist', 'blog', 'providers', ...(MARKETING_PAGE_NAMESPACES[file] ?? [])];
  }
  if (file === 'flow/calendar-callback-page') return ['participant', 'connections'];
  // A guest's pages load `errors` after their first render (ParticipantViewGate), or with the first error
  // answer (readErrorAnswer), rather than holding the first render for it.
  if (file.startsWith('flow/participant-') || file === 'flow/winner-page') return ['participant'];
  if (file === 'flow/logout-page') return ['auth'];
  if (file.startsWith('flow/')) return ['meetings', 'series', 'reasons'];
  return [];
}

/**
 * Loads the chunk of the public page at this path (if it has one) and its catalogues in this language
 * (English for HTML to hydrate, which is English), so that it renders without suspending.
 */
export async function preloadPage(path: string, locale: Locale = 'en'): Promise<void> {
  await Promise.all([
    pages.get(path)?.preload(),
    // Hydration must not wait for them.
    ...namespacesOf(PUBLIC_PAGE_FILES[path] ?? '').map((namespace) => loadCatalogue(locale, namespace)),
  ]);
}

const ENTRY_PAGES = new Set(['/', PUBLIC_ROUTES.getStarted]);
const otherPublicPages = [...pages].filter(([path]) => !ENTRY_PAGES.has(path));

export const routes: RouteObject[] = [
  ...signedInRoutes,
  {
    path: '/',
    Component: PublicLayout,
    // The landing page's error view is the 404 view (spec §2).
    errorElement: <NotFoundPage />,
    children: [
      {
        Component: RedirectIfSignedIn,
        children: [
          { index: true, Component: pageAt('/') },
          { path: PUBLIC_ROUTES.getStarted, Component: pageAt(PUBLIC_ROUTES.getStarted) },
        ],
      },
      ...otherPublicPages.map(([path, Component]) => ({ path, Component })),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  openNewPagesAtTop(router);
  return router;
}
