import type { ServerResponse } from 'node:http';
import { createGoogleEvents } from './fake-google-events';
import { createGoogleTokens } from './fake-google-tokens';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from './fake-http-server';

export { PRIVATE_EVENT_TEXT } from './fake-google-events';

/**
 * A local stand-in for Google's OAuth token endpoint and Calendar API v3, answering the documented
 * shapes: token errors as `{error: "invalid_grant"}`, API errors as `{error: {code, message, errors:
 * [{domain, reason}]}}`, freeBusy with per-calendar `errors` on a 200, 410 Gone for a stale syncToken.
 * events.list serves one calendar's events (a first listing within timeMin/timeMax, then changes since a
 * syncToken); the `busy` blocks of a calendar appear there as events too, as they would at Google. A
 * calendar shared as "reader" answers events.list with 403, as the app's narrow scopes get it.
 * Every events read must name its fields (`fields=`) and ask for no more than the time fields: a read that
 * could let a title, a description, a location or another attendee's address arrive is answered 400 and
 * recorded in `violations`. The fields asked for are all that is answered.
 */
export interface FakeGoogle extends FakeHttpServer {
  tokenUrl: string;
  apiBaseUrl: string;
  /** Makes every access token issued so far invalid, as if they had expired. */
  expireAccessTokens(): void;
  revokeRefreshTokens(): void;
  /** Tokens the app revoked at `/revoke`, in order. */
  revoked: string[];
  busy: Record<string, { start: string; end: string }[]>;
  /**
   * An attendee answers an event Overlap wrote, as Google then reports it in
   * `attendees[].responseStatus`: `needsAction`, `declined`, `tentative` or `accepted`.
   */
  respond(eventId: string, email: string, responseStatus: string): void;
  /** Calendars the account subscribes to besides its two own, as calendarList answers them. */
  moreCalendars: { id: string; summary: string; accessRole: string }[];
  /** Every events read that asked for more than it may (or named no fields), with the reason. */
  violations: string[];
  /** The events Overlap wrote and has not deleted, as stored. */
  written(): ({ id: string; calendarId?: string; etag: string } & Record<string, unknown>)[];
  /** While set, every event write (insert, patch, delete) is refused with this status, as Google words it. */
  refuseWrites: { status: 403 | 412 } | null;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const busy: FakeGoogle['busy'] = {};
  const violations: string[] = [];
  const moreCalendars: FakeGoogle['moreCalendars'] = [];
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    sendJson(res, 'application/json; charset=UTF-8', status, body, headers);
  const apiError = (
    res: ServerResponse,
    status: number,
    reason: string,
    message: string,
    domain = 'global',
  ) => json(res, status, { error: { code: status, message, errors: [{ domain, reason, message }] } });
  const tokens = createGoogleTokens(json);
  const events = createGoogleEvents(busy, violations, { json, apiError });

  const server = await startFakeHttpServer('application/json; charset=UTF-8', (req, res, body, url) => {
    if (url.pathname === '/token' && req.method === 'POST') return tokens.answer(res, body);
    if (url.pathname === '/revoke' && req.method === 'POST') return tokens.answerRevoke(res, body);
    if (!url.pathname.startsWith('/calendar/v3/')) return json(res, 404, {});
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.accepts(token)) {
      return apiError(res, 401, 'authError', 'Request had invalid authentication credentials.');
    }
    const path = url.pathname.slice('/calendar/v3'.length);

    if (path === '/users/me/calendarList' && req.method === 'GET') {
      return json(res, 200, {
        kind: 'calendar#calendarList',
        items: [
          {
            id: 'ana@example.com',
            summary: 'ana@example.com',
            timeZone: 'Europe/Berlin',
            primary: true,
            accessRole: 'owner',
          },
          {
            id: 'team@group.calendar.google.com',
            summary: 'Team',
            timeZone: 'Europe/Berlin',
            accessRole: 'reader',
          },
          ...moreCalendars.map((calendar) => ({ ...calendar, timeZone: 'Europe/Berlin' })),
        ],
      });
    }

    if (path === '/freeBusy' && req.method === 'POST') {
      const query = JSON.parse(body) as { timeMin: string; timeMax: string; items: { id: string }[] };
      const calendars: Record<string, unknown> = {};
      for (const { id } of query.items) {
        calendars[id] = busy[id]
          ? { busy: busy[id] }
          : { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
      }
      return json(res, 200, {
        kind: 'calendar#freeBusy',
        timeMin: query.timeMin,
        timeMax: query.timeMax,
        calendars,
      });
    }

    const eventsMatch = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (eventsMatch && fake.refuseWrites && req.method !== 'GET') {
      return fake.refuseWrites.status === 403
        ? apiError(res, 403, 'forbidden', 'Forbidden')
        : apiError(res, 412, 'conditionNotMet', 'Precondition Failed');
    }
    if (eventsMatch) return events.handle(req, res, body, url, eventsMatch);
    return apiError(res, 404, 'notFound', 'Not Found');
  });
  const fake: FakeGoogle = {
    ...server,
    tokenUrl: `${server.url}/token`,
    apiBaseUrl: `${server.url}/calendar/v3`,
    expireAccessTokens: tokens.expire,
    revokeRefreshTokens: tokens.revoke,
    revoked: tokens.revoked,
    busy,
    moreCalendars,
    violations,
    respond: events.respond,
    written: events.written,
    refuseWrites: null,
  };
  return fake;
}

/** The server settings that send Google sign-in and API calls to this fake (the tests' client id and secret). */
export function googleSettings(google: FakeGoogle) {
  return {
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_AUTHORIZE_URL: `${google.url}/authorize`,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_API_URL: google.apiBaseUrl,
  };
}
