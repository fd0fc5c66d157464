/** Client routes of the web app; the server's SPA fallback and the browser tests read the same list. */
export const PUBLIC_ROUTES = {
  home: '/',
  getStarted: '/get-started',
  pricing: '/pricing',
  pitch: '/pitch',
  blocks: '/blocks',
  howItWorks: '/how-it-works',
  syncGoogle: '/features/sync-google-calendar',
  syncMicrosoft: '/features/sync-microsoft-calendar',
  syncApple: '/features/sync-apple-calendar',
  syncCaldav: '/features/sync-caldav-calendar',
  remoteTeams: '/solutions/for-remote-teams',
  blog: '/blog',
  terms: '/terms',
  privacy: '/privacy',
  logout: '/logout',
  calendarCallback: '/calendar/callback',
  meetingConfirmation: '/meeting-confirmation',
  meetingScheduled: '/meeting-scheduled',
  participantAvailability: '/participant/availability',
  participantConfirmation: '/participant-confirmation',
  organizerTimeSelection: '/organizer-time-selection',
  winner: '/winner',
} as const;

/** Linked from the header (About) but, as in the specification, kept out of the route constants above. */
export const TEAM_ROUTE = '/team';

export const PROTECTED_ROUTES = {
  dashboard: '/dashboard',
  connectCalendar: '/connect-calendar',
  admin: '/admin',
} as const;

export const DASHBOARD_TABS = ['schedule', 'meetings', 'connections', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const API_ROUTES = {
  health: '/api/health',
  waitlistSignup: '/api/waitlist/signup',
  adminAnalytics: '/api/admin/analytics',
  me: '/api/me',
  meSettings: '/api/me/settings',
  clientConfig: '/api/config',
} as const;
