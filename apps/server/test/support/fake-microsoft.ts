import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a busy read may select of an event: times, state, and the reader's own answer. */
const busySelectable = new Set([
  'start',
  'end',
  'showAs',
  'isAllDay',
  'isCancelled',
  'type',
  'seriesMasterId',
  'responseStatus',
]);
/** Calendar content a busy read must never receive; the fake puts it on every event it serves. */
export const PRIVATE_GRAPH_TEXT = 'Private: 1:1 with HR about my leave';

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
export interface FakeMicrosoft {
  url: string;
  tokenUrl: string;
  apiBaseUrl: string;
  requests: {
    method: string;
    path: string;
    query: URLSearchParams;
    headers: IncomingMessage['headers'];
    body: string;
  }[];
  failNext(
    pathPrefix: string,
    answer: { status: number; body?: unknown; headers?: Record<string, string> },
    times?: number,
  ): void;
  expireAccessTokens(): void;
  /** Ids of single occurrences of a series that were deleted (a skipped date). */
  deletedOccurrences: string[];
  /** Events served by calendarView, with times in UTC. */
  view: {
    id: string;
    showAs: string;
    start: string;
    end: string;
    isCancelled?: boolean;
    response?: string;
  }[];
  /**
   * An attendee answers an event Overlap wrote, as Graph then reports it in `attendees[].status`:
   * `accepted`, `tentativelyAccepted`, `declined`, `notResponded` or `none`.
   */
  respond(eventId: string, email: string, response: string): void;
  /** Every calendarView read that could have let more than the time fields arrive, with the reason. */
  violations: string[];
  /** The signed-in user as GET /me answers it (`mail` is null for some personal accounts). */
  me: { id: string; displayName: string; mail: string | null; userPrincipalName: string };
  close(): Promise<void>;
}

export async function startFakeMicrosoft(): Promise<FakeMicrosoft> {
  const requests: FakeMicrosoft['requests'] = [];
  const failures: {
    pathPrefix: string;
    times: number;
    answer: { status: number; body?: unknown; headers?: Record<string, string> };
  }[] = [];
  const accessTokens = new Set<string>();
  let currentRefresh = '';
  let counter = 0;
  const events = new Map<string, { etag: string; body: Record<string, unknown> }>();
  const deletedOccurrences: string[] = [];
  const view: FakeMicrosoft['view'] = [];
  const responses = new Map<string, string>();
  const me: FakeMicrosoft['me'] = {
    id: '87d349ed-44d7-43e1-9a83-5f2406dee5bd',
    displayName: 'Mia Müller',
    mail: 'mia@contoso.example',
    userPrincipalName: 'mia@contoso.onmicrosoft.example',
  };
  const violations: string[] = [];

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  const graphError = (res: ServerResponse, status: number, code: string, message: string) =>
    json(res, status, { error: { code, message, innerError: { 'request-id': `r${counter}` } } });
  const issue = () => {
    const accessToken = `ms-access-${++counter}`;
    accessTokens.add(accessToken);
    currentRefresh = `ms-refresh-${counter}`;
    return {
      token_type: 'Bearer',
      scope: 'Calendars.ReadWrite',
      expires_in: 3600,
      access_token: accessToken,
      refresh_token: currentRefresh,
    };
  };
  // UTC as Graph writes it under the UTC preference: no offset, seven fraction digits.
  const graphTime = (iso: string) => ({
    dateTime: `${iso.replace(/Z$/, '').replace(/\.\d+$/, '')}.0000000`,
    timeZone: 'UTC',
  });

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    const failure = failures.find(
      (candidate) => url.pathname.startsWith(candidate.pathPrefix) && candidate.times > 0,
    );
    if (failure) {
      failure.times--;
      return json(res, failure.answer.status, failure.answer.body ?? {}, failure.answer.headers);
    }
    if (url.pathname === '/common/oauth2/v2.0/token') {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') === 'authorization_code') {
        if (form.get('code') !== 'ms-code' || !form.get('code_verifier')) {
          return json(res, 400, {
            error: 'invalid_grant',
            error_description: 'AADSTS70000: The provided code is invalid.',
          });
        }
        return json(res, 200, issue());
      }
      if (form.get('grant_type') === 'refresh_token') {
        // Refresh tokens rotate: only the latest one works.
        if (form.get('refresh_token') !== currentRefresh) {
          return json(res, 400, {
            error: 'invalid_grant',
            error_description: 'AADSTS700082: The refresh token has expired.',
          });
        }
        return json(res, 200, issue());
      }
      return json(res, 400, { error: 'unsupported_grant_type' });
    }
    if (!url.pathname.startsWith('/v1.0/')) return json(res, 404, {});
    if (!accessTokens.has(req.headers.authorization?.replace(/^Bearer /, '') ?? '')) {
      return graphError(
        res,
        401,
        'InvalidAuthenticationToken',
        'Access token has expired or is not yet valid.',
      );
    }
    const path = url.pathname.slice('/v1.0'.length);
    const utcPreferred = /outlook\.timezone="UTC"/.test(String(req.headers.prefer ?? ''));
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
    if (viewMatch && req.method === 'GET') {
      const select = url.searchParams.get('$select');
      const wide = viewMatch[2]
        ? 'a calendarView delta read answers whole events ($select is not supported there)'
        : select === null
          ? 'no $select: every field would arrive'
          : select
              .split(',')
              .filter((field) => !busySelectable.has(field))
              .map((field) => `${field} is not a time field`)[0];
      if (wide) {
        violations.push(`${path}: ${wide}`);
        return graphError(res, 400, 'NarrowReadRequired', `Fake Graph refuses a wide calendar read: ${wide}`);
      }
      const selected = new Set(select!.split(','));
      const skip = Number(url.searchParams.get('$skip') ?? '0');
      const page = view.slice(skip, skip + 2).map((event) => {
        const whole: Record<string, unknown> = {
          subject: PRIVATE_GRAPH_TEXT,
          bodyPreview: PRIVATE_GRAPH_TEXT,
          location: { displayName: PRIVATE_GRAPH_TEXT },
          attendees: [{ emailAddress: { name: 'Hanna HR', address: 'hanna.hr@contoso.example' } }],
          showAs: event.showAs,
          isCancelled: event.isCancelled ?? false,
          isAllDay: false,
          type: 'singleInstance',
          seriesMasterId: null,
          responseStatus: { response: event.response ?? 'organizer', time: '0001-01-01T00:00:00Z' },
          start: utcPreferred
            ? graphTime(event.start)
            : { dateTime: event.start, timeZone: 'Pacific Standard Time' },
          end: utcPreferred
            ? graphTime(event.end)
            : { dateTime: event.end, timeZone: 'Pacific Standard Time' },
        };
        return {
          '@odata.etag': `W/"${event.id}"`,
          id: event.id,
          ...Object.fromEntries(Object.entries(whole).filter(([field]) => selected.has(field))),
        };
      });
      const more = skip + 2 < view.length;
      const next = new URL(`http://${req.headers.host}${url.pathname}`);
      url.searchParams.forEach((value, key) => next.searchParams.set(key, value));
      next.searchParams.set('$skip', String(skip + 2));
      return json(res, 200, { value: page, ...(more ? { '@odata.nextLink': next.href } : {}) });
    }
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
    const createMatch = /^\/me\/calendars\/([^/]+)\/events$/.exec(path);
    if (createMatch && req.method === 'POST') {
      const id = `AAMkEvt${++counter}`;
      const etag = `W/"${counter}"`;
      const created = JSON.parse(body) as Record<string, unknown>;
      // Graph makes the Teams meeting when asked and answers its join URL in `onlineMeeting`.
      if (created.isOnlineMeeting === true && created.onlineMeetingProvider === 'teamsForBusiness')
        created.onlineMeeting = {
          joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${id}%40thread.v2/0`,
        };
      events.set(id, { etag, body: created });
      return json(res, 201, {
        '@odata.etag': etag,
        id,
        iCalUId: `040000008200E00074C5B7101A82E008${counter}`,
        ...created,
      });
    }
    // A series' occurrences in a range. The fake does not expand patterns: it answers one occurrence at
    // the range's start, as an event of its own that can be deleted (Graph's way of skipping one).
    const instancesMatch = /^\/me\/events\/([^/]+)\/instances$/.exec(path);
    if (instancesMatch && req.method === 'GET') {
      const master = events.get(decodeURIComponent(instancesMatch[1] as string));
      if (!master)
        return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      const startDateTime = url.searchParams.get('startDateTime') ?? '';
      const id = `${instancesMatch[1]}-occ-${startDateTime.replace(/\W/g, '')}`;
      if (!master.body.recurrence || deletedOccurrences.includes(id)) return json(res, 200, { value: [] });
      events.set(id, {
        etag: `W/"${++counter}"`,
        body: { type: 'occurrence', seriesMasterId: instancesMatch[1] },
      });
      return json(res, 200, {
        value: [
          { id, type: 'occurrence', start: { dateTime: startDateTime.replace('Z', ''), timeZone: 'UTC' } },
        ],
      });
    }
    const eventMatch = /^\/me\/events\/([^/]+)$/.exec(path);
    if (eventMatch) {
      const stored = events.get(decodeURIComponent(eventMatch[1] as string));
      if (!stored)
        return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      const ifMatch = req.headers['if-match'];
      if (ifMatch && ifMatch !== stored.etag)
        return graphError(res, 412, 'ErrorIrresolvableConflict', 'The change key does not match.');
      if (req.method === 'GET') {
        const attendees =
          (stored.body.attendees as { emailAddress: { address: string } }[] | undefined) ?? [];
        return json(res, 200, {
          '@odata.etag': stored.etag,
          id: eventMatch[1],
          ...stored.body,
          attendees: attendees.map((a) => ({
            ...a,
            status: {
              response: responses.get(`${eventMatch[1]}:${a.emailAddress.address}`) ?? 'none',
              time: '0001-01-01T00:00:00Z',
            },
          })),
        });
      }
      if (req.method === 'PATCH') {
        stored.etag = `W/"${++counter}"`;
        stored.body = { ...stored.body, ...JSON.parse(body) };
        // Turning an event into a Teams meeting makes the meeting; one that has it keeps its join URL.
        if (
          stored.body.isOnlineMeeting === true &&
          stored.body.onlineMeetingProvider === 'teamsForBusiness' &&
          !stored.body.onlineMeeting
        )
          stored.body.onlineMeeting = {
            joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${eventMatch[1]}%40thread.v2/0`,
          };
        return json(res, 200, { '@odata.etag': stored.etag, id: eventMatch[1], ...stored.body });
      }
      if (req.method === 'DELETE') {
        if (stored.body.type === 'occurrence')
          deletedOccurrences.push(decodeURIComponent(eventMatch[1] as string));
        events.delete(decodeURIComponent(eventMatch[1] as string));
        res.writeHead(204).end();
        return;
      }
    }
    return graphError(res, 404, 'ResourceNotFound', 'Resource not found.');
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    tokenUrl: `${url}/common/oauth2/v2.0/token`,
    apiBaseUrl: `${url}/v1.0`,
    requests,
    failNext(pathPrefix, answer, times = 1) {
      failures.push({ pathPrefix, answer, times });
    },
    expireAccessTokens: () => accessTokens.clear(),
    deletedOccurrences,
    view,
    violations,
    respond(eventId, email, response) {
      responses.set(`${eventId}:${email}`, response);
      const stored = events.get(eventId);
      if (stored) stored.etag = `W/"${++counter}"`;
    },
    me,
    close: () => new Promise((resolve) => server.close(() => resolve())),
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
