import type { ServerResponse } from 'node:http';
import { answerCalendarView, type ViewEvent } from './fake-graph-calendar-view';
import { createGraphEvents } from './fake-graph-events';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from './fake-http-server';
import { createMicrosoftTokens } from './fake-microsoft-tokens';

export { PRIVATE_GRAPH_TEXT } from './fake-graph-calendar-view';

/**
 * A local stand-in for the Microsoft identity platform v2 token endpoint and Graph v1.0 calendar calls,
 * with the documented shapes: rotating refresh tokens, `{error: {code, message}}` errors, calendarView
 * honouring `Prefer: outlook.timezone="UTC"` (times without an offset, seven fraction digits), 429 with
 * Retry-After, 412 on a stale If-Match, and `/me` answers the signed-in user's profile. A calendarView
 * read must `$select` time fields only (its answer then holds `id`, `@odata.etag` and those, as Graph's
 * does); a read without `$select`, one selecting more (a subject, a body, attendees…), and any
 * calendarView delta read (Graph refuses `$select` there, so it always answers whole events) is answered
 * 400 and recorded in `violations`.
 */
export interface FakeMicrosoft extends FakeHttpServer {
  tokenUrl: string;
  apiBaseUrl: string;
  expireAccessTokens(): void;
  /** Ids of single occurrences of a series that were deleted (a skipped date). */
  deletedOccurrences: string[];
  /** Events served by calendarView, with times in UTC. */
  view: ViewEvent[];
  /**
   * An attendee answers an event Overlap wrote, as Graph then reports it in `attendees[].status`:
   * `accepted`, `tentativelyAccepted`, `declined`, `notResponded` or `none`.
   */
  respond(eventId: string, email: string, response: string): void;
  /** Every calendarView read that could have let more than the time fields arrive, with the reason. */
  violations: string[];
  /** The events Overlap wrote and has not deleted, as stored. */
  written(): ({ id: string; etag: string } & Record<string, unknown>)[];
  /** The signed-in user as GET /me answers it (`mail` is null for some personal accounts). */
  me: { id: string; displayName: string; mail: string | null; userPrincipalName: string };
}

export async function startFakeMicrosoft(): Promise<FakeMicrosoft> {
  const view: FakeMicrosoft['view'] = [];
  const violations: string[] = [];
  const me: FakeMicrosoft['me'] = {
    id: '87d349ed-44d7-43e1-9a83-5f2406dee5bd',
    displayName: 'Mia Müller',
    mail: 'mia@contoso.example',
    userPrincipalName: 'mia@contoso.onmicrosoft.example',
  };
  let errors = 0;
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    sendJson(res, 'application/json', status, body, headers);
  const graphError = (res: ServerResponse, status: number, code: string, message: string) =>
    json(res, status, { error: { code, message, innerError: { 'request-id': `r${++errors}` } } });
  const tokens = createMicrosoftTokens(json);
  const events = createGraphEvents({ json, graphError });

  const server = await startFakeHttpServer('application/json', (req, res, body, url) => {
    if (url.pathname === '/common/oauth2/v2.0/token') {
      return tokens.answer(res, body);
    }
    if (!url.pathname.startsWith('/v1.0/')) return json(res, 404, {});
    if (!tokens.accepts(req.headers.authorization?.replace(/^Bearer /, '') ?? '')) {
      return graphError(
        res,
        401,
        'InvalidAuthenticationToken',
        'Access token has expired or is not yet valid.',
      );
    }
    const path = url.pathname.slice('/v1.0'.length);
    if (path === '/me/calendars' && req.method === 'GET') {
      return json(res, 200, {
        value: [
          { id: 'AAMkCal1', name: 'Calendar', canEdit: true, isDefaultCalendar: true },
          { id: 'AAMkCal2', name: 'Birthdays', canEdit: false, isDefaultCalendar: false, isRemovable: false },
          {
            id: 'AAMkCal3',
            name: 'United States holidays',
            canEdit: false,
            isDefaultCalendar: false,
            isRemovable: true,
          },
          { id: 'AAMkCal4', name: 'Team rota', canEdit: false, isDefaultCalendar: false, isRemovable: true },
        ],
      });
    }
    const viewMatch = /^\/me\/calendars\/([^/]+)\/calendarView(\/delta)?$/.exec(path);
    if (viewMatch && req.method === 'GET')
      return answerCalendarView(req, res, url, path, viewMatch, [...view, ...events.asView()], violations, {
        json,
        graphError,
      });
    if (path === '/me' && req.method === 'GET') {
      return json(res, 200, {
        '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity',
        businessPhones: [],
        givenName: me.displayName.split(' ')[0],
        jobTitle: null,
        mobilePhone: null,
        officeLocation: null,
        preferredLanguage: 'en-US',
        surname: me.displayName.split(' ').slice(1).join(' '),
        ...me,
      });
    }
    // As Graph answers a token without User.RevokeSessions.All (and any personal account).
    if (path === '/me/revokeSignInSessions' || path.startsWith('/oauth2PermissionGrants'))
      return graphError(
        res,
        403,
        'Authorization_RequestDenied',
        'Insufficient privileges to complete the operation.',
      );
    if (events.handle(req, res, body, url, path) !== 'not-mine') return;
    return graphError(res, 404, 'ResourceNotFound', 'Resource not found.');
  });
  return {
    ...server,
    tokenUrl: `${server.url}/common/oauth2/v2.0/token`,
    apiBaseUrl: `${server.url}/v1.0`,
    expireAccessTokens: tokens.expire,
    deletedOccurrences: events.deletedOccurrences,
    view,
    violations,
    respond: events.respond,
    written: events.written,
    me,
  };
}

/** The server settings that point Overlap's Microsoft connection at this fake. */
export function microsoftSettings(microsoft: FakeMicrosoft) {
  return {
    MICROSOFT_CLIENT_ID: 'ms-client',
    MICROSOFT_CLIENT_SECRET: 'ms-secret',
    MICROSOFT_AUTHORIZE_URL: `${microsoft.url}/common/oauth2/v2.0/authorize`,
    MICROSOFT_TOKEN_URL: microsoft.tokenUrl,
    MICROSOFT_API_URL: microsoft.apiBaseUrl,
  };
}
