/** OAuth states of a participant's one-time read start with this, so the callback page can tell them apart. */
export const PARTICIPANT_OAUTH_STATE_PREFIX = 'pc.';

export const PARTICIPANT_CALENDAR_ROUTES = {
  /** GET: the providers on offer and the pending read, if any. */
  overview: '/api/participant/calendar',
  /** POST: read a form provider once; DELETE: forget the pending read. */
  read: '/api/participant/calendar/read',
  oauthStart: '/api/participant/calendar/oauth/start',
  oauthFinish: '/api/participant/calendar/oauth/finish',
  /** POST with the participant token and a bearer token: read the signed-in person's connected calendars. */
  connected: '/api/participant/calendar/connected',
} as const;
