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

/** Pages anyone may find through a search engine (the sitemap): the marketing site, not anybody's meeting. */
export const INDEXABLE_ROUTES: readonly string[] = [
  PUBLIC_ROUTES.home,
  PUBLIC_ROUTES.getStarted,
  PUBLIC_ROUTES.pricing,
  PUBLIC_ROUTES.pitch,
  PUBLIC_ROUTES.blocks,
  PUBLIC_ROUTES.howItWorks,
  PUBLIC_ROUTES.syncGoogle,
  PUBLIC_ROUTES.syncMicrosoft,
  PUBLIC_ROUTES.syncApple,
  PUBLIC_ROUTES.syncCaldav,
  PUBLIC_ROUTES.remoteTeams,
  PUBLIC_ROUTES.blog,
  PUBLIC_ROUTES.terms,
  PUBLIC_ROUTES.privacy,
  TEAM_ROUTE,
];

export const PROTECTED_ROUTES = {
  dashboard: '/dashboard',
  connectCalendar: '/connect-calendar',
  admin: '/admin',
} as const;

export const DASHBOARD_TABS = ['schedule', 'meetings', 'connections', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const API_ROUTES = {
  health: '/api/health',
  /** Readiness (database reachable, migrations applied, job queue running); `health` is liveness. */
  ready: '/api/ready',
  waitlistSignup: '/api/waitlist/signup',
  adminAnalytics: '/api/admin/analytics',
  /** GET: the signed-in person; DELETE `{ email }`: delete their account. */
  me: '/api/me',
  /** GET: a copy of the person's data as JSON. */
  meExport: '/api/me/export',
  /** GET: the person's booked meetings as one .ics file. */
  meExportCalendar: '/api/me/export/meetings.ics',
  meSettings: '/api/me/settings',
  clientConfig: '/api/config',
  /** GET: the operator's own text of a legal page (404 when they serve the built-in one). */
  legalText: '/api/legal/:document',
} as const;

/** The organizer's meeting endpoints (`:id`, `:participantId` filled in by `apiPath`). */
export const MEETING_API_ROUTES = {
  /** GET: the organizer's meetings; POST: create one. */
  list: '/api/meetings',
  detail: '/api/meetings/:id',
  suggestions: '/api/meetings/:id/suggestions',
  invitation: '/api/meetings/:id/invitation.ics',
  book: '/api/meetings/:id/book',
  /** POST `{ slots: [{ weekday, time }, …] }`: book a series as a rotation of two or three weekly slots. */
  bookRotation: '/api/meetings/:id/book-rotation',
  /** POST `{ start, sequence? }`: move a booked meeting (same UID, SEQUENCE + 1, everyone told). */
  reschedule: '/api/meetings/:id/reschedule',
  /** POST `{ reason? }`. */
  cancel: '/api/meetings/:id/cancel',
  /** POST `{ date, scope: 'this' | 'following', reason? }`: cancel occurrences of a booked series. */
  cancelOccurrences: '/api/meetings/:id/occurrences/cancel',
  /** POST `{ date }`: put a cancelled (skipped) date of a booked series back on. */
  restoreOccurrence: '/api/meetings/:id/occurrences/restore',
  /** POST: collect answers again; a booked time stays on calendars, marked as being rescheduled. */
  reopen: '/api/meetings/:id/reopen',
  remind: '/api/meetings/:id/remind',
  /** GET: a new request with the same people and settings, from today, for the organizer to send. */
  scheduleAgain: '/api/meetings/:id/schedule-again',
  settings: '/api/meetings/:id/settings',
  calendarWriteRetry: '/api/meetings/:id/calendar-write/retry',
  /** GET: where the meeting's tentative holds stand in the organizer's calendar. */
  holds: '/api/meetings/:id/holds',
  /** POST: write the holds again now, after a calendar refused them. */
  holdsRetry: '/api/meetings/:id/holds/retry',
  /** POST `{ participants: [...] }`: invite more people at any stage. */
  participants: '/api/meetings/:id/participants',
  /** PATCH `{ required }`; DELETE: remove the person (they get a CANCEL after booking). */
  participant: '/api/meetings/:id/participants/:participantId',
  emailRetry: '/api/meetings/:id/participants/:participantId/email/retry',
} as const;

/** A participant's endpoints; the personal link's `token` goes in the query string. */
export const PARTICIPANT_API_ROUTES = {
  meeting: '/api/participant/meeting',
  availability: '/api/participant/availability',
  decline: '/api/participant/decline',
  /** POST `{ response: 'accepted' | 'tentative' | 'declined', note? }` while the meeting is booked. */
  bookedResponse: '/api/participant/booked-response',
  invitation: '/api/participant/invitation.ics',
  /** The meeting's current holds as a subscribable calendar (TENTATIVE events; empty once booked). */
  holdsFeed: '/api/participant/holds.ics',
  /**
   * With a bearer token too: GET where the signed-in guest's own holds stand; PUT holds the same times in
   * their write calendar; DELETE takes them out again.
   */
  holdsOptIn: '/api/participant/holds/opt-in',
  /** POST: write the guest's holds again now, after their calendar refused them. */
  holdsOptInRetry: '/api/participant/holds/opt-in/retry',
} as const;

/** Fills the `:name` parts of a route with URL-encoded values. */
export function apiPath(route: string, params: Record<string, string>): string {
  return route.replace(/:([A-Za-z]+)/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing ${name} for ${route}`);
    return encodeURIComponent(value);
  });
}
