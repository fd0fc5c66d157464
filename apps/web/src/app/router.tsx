import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PUBLIC_ROUTES, TEAM_ROUTE } from '@overlap/contracts';
import { PublicLayout } from '@/components/layout/public-layout';
import { RedirectIfSignedIn } from '@/features/auth/redirect-if-signed-in';
import { signedInRoutes } from './routes/auth/signed-in-routes';
import NotFoundPage from './routes/not-found-page';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

const LandingPage = page(() => import('./routes/landing-page'));

/** Public routes of spec §2, each loaded on first visit. */
const publicPages: Record<string, Page> = {
  [PUBLIC_ROUTES.getStarted]: page(() => import('./routes/marketing/get-started-page')),
  [PUBLIC_ROUTES.pricing]: page(() => import('./routes/marketing/pricing-page')),
  [PUBLIC_ROUTES.pitch]: page(() => import('./routes/marketing/pitch-page')),
  [PUBLIC_ROUTES.blocks]: page(() => import('./routes/marketing/blocks-page')),
  [PUBLIC_ROUTES.howItWorks]: page(() => import('./routes/marketing/how-it-works-page')),
  [PUBLIC_ROUTES.syncGoogle]: page(() => import('./routes/marketing/sync-google-page')),
  [PUBLIC_ROUTES.syncMicrosoft]: page(() => import('./routes/marketing/sync-microsoft-page')),
  [PUBLIC_ROUTES.syncApple]: page(() => import('./routes/marketing/sync-apple-page')),
  [PUBLIC_ROUTES.syncCaldav]: page(() => import('./routes/marketing/sync-caldav-page')),
  [PUBLIC_ROUTES.remoteTeams]: page(() => import('./routes/marketing/remote-teams-page')),
  [PUBLIC_ROUTES.blog]: page(() => import('./routes/marketing/blog-page')),
  [`${PUBLIC_ROUTES.blog}/:slug`]: page(() => import('./routes/marketing/blog-post-page')),
  [PUBLIC_ROUTES.terms]: page(() => import('./routes/marketing/terms-page')),
  [PUBLIC_ROUTES.privacy]: page(() => import('./routes/marketing/privacy-page')),
  [TEAM_ROUTE]: page(() => import('./routes/marketing/team-page')),
  [PUBLIC_ROUTES.logout]: page(() => import('./routes/flow/logout-page')),
  [PUBLIC_ROUTES.calendarCallback]: page(() => import('./routes/flow/calendar-callback-page')),
  [PUBLIC_ROUTES.meetingConfirmation]: page(() => import('./routes/flow/meeting-confirmation-page')),
  [PUBLIC_ROUTES.meetingScheduled]: page(() => import('./routes/flow/meeting-scheduled-page')),
  [PUBLIC_ROUTES.participantAvailability]: page(() => import('./routes/flow/participant-availability-page')),
  [PUBLIC_ROUTES.participantConfirmation]: page(() => import('./routes/flow/participant-confirmation-page')),
  [PUBLIC_ROUTES.organizerTimeSelection]: page(() => import('./routes/flow/organizer-time-selection-page')),
  [PUBLIC_ROUTES.winner]: page(() => import('./routes/flow/winner-page')),
};

const { [PUBLIC_ROUTES.getStarted]: GetStartedPage, ...otherPublicPages } = publicPages;

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
          { index: true, Component: LandingPage },
          { path: PUBLIC_ROUTES.getStarted, Component: GetStartedPage },
        ],
      },
      ...Object.entries(otherPublicPages).map(([path, Component]) => ({ path, Component })),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
