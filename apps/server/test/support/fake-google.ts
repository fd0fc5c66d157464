import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyFieldMask, maskBeyond, parseFieldMask, type FieldMask } from './google-field-mask';

/** What Overlap may ask of a listing: the time fields, and of attendees only whether one is the reader and their answer. */
const busyListFields = parseFieldMask(
  'items(id,etag,status,start,end,transparency,eventType,recurringEventId,originalStartTime,attendees(self,responseStatus)),nextPageToken,nextSyncToken,kind,etag',
);
/** Of an event Overlap wrote: its version and its attendees' answers, never its text. */
const ownEventFields = parseFieldMask('id,etag,status,attendees(email,responseStatus,self)');
/** Calendar content a busy read must never receive; the fake puts it on every event it serves. */
export const PRIVATE_EVENT_TEXT = 'Private: dentist, Praxis Dr. Wolf';

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
export interface FakeGoogle {
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
  /** Answers the next `times` requests whose path starts with `pathPrefix` with this instead. */
  failNext(
    pathPrefix: string,
    answer: { status: number; body?: unknown; headers?: Record<string, string> },
    times?: number,
  ): void;
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
  close(): Promise<void>;
}

interface StoredEvent {
  id: string;
  calendarId?: string;
  etag: string;
  status: string;
  body: Record<string, unknown>;
  changedAt: number;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const requests: FakeGoogle['requests'] = [];
  const failures: {
    pathPrefix: string;
    times: number;
    answer: { status: number; body?: unknown; headers?: Record<string, string> };
  }[] = [];
  const validAccessTokens = new Set<string>();
  let refreshTokensRevoked = false;
  const revoked: string[] = [];
  let counter = 0;
  let clock = 0;
  const events = new Map<string, StoredEvent>();
  const busy: FakeGoogle['busy'] = {};
  // The `busy` blocks as events, so that events.list and freeBusy tell the same story.
  const blockEvents = new Map<string, StoredEvent>();
  const listOnlyFreeBusy = new Set(['team@group.calendar.google.com']);
  const violations: string[] = [];
  const moreCalendars: FakeGoogle['moreCalendars'] = [];
  /** The request's field mask when it stays within `allowed`; otherwise the refusal has been answered. */
  const narrowMask = (res: ServerResponse, url: URL, allowed: FieldMask): FieldMask | null => {
    const fields = url.searchParams.get('fields');
    let why: string | null = fields === null ? 'no fields= parameter: every field would arrive' : null;
    let mask: FieldMask | null = null;
    if (fields !== null) {
      try {
        mask = parseFieldMask(fields);
        why = maskBeyond(mask, allowed);
      } catch (error) {
        why = (error as Error).message;
      }
    }
    if (why === null) return mask;
    violations.push(`${url.pathname}: ${why}`);
    apiError(res, 400, 'narrowReadRequired', `Fake Google refuses a wide events read: ${why}`);
    return null;
  };

  const observeBusyBlocks = () => {
    const current = new Set<string>();
    for (const [calendarId, blocks] of Object.entries(busy)) {
      for (const block of blocks) {
        const id = `busy${Buffer.from(`${calendarId}|${block.start}|${block.end}`).toString('hex')}`;
        current.add(id);
        const known = blockEvents.get(id);
        if (known && known.status !== 'cancelled') continue;
        blockEvents.set(id, {
          id,
          calendarId,
          etag: `"${++clock}"`,
          status: 'confirmed',
          body: {
            summary: PRIVATE_EVENT_TEXT,
            description: PRIVATE_EVENT_TEXT,
            location: PRIVATE_EVENT_TEXT,
            start: { dateTime: block.start },
            end: { dateTime: block.end },
            attendees: [
              { email: calendarId, self: true, responseStatus: 'accepted' },
              {
                email: 'dr.wolf@praxis.example',
                displayName: PRIVATE_EVENT_TEXT,
                responseStatus: 'accepted',
              },
            ],
          },
          changedAt: clock,
        });
      }
    }
    for (const event of blockEvents.values()) {
      if (current.has(event.id) || event.status === 'cancelled') continue;
      event.status = 'cancelled';
      event.changedAt = ++clock;
    }
  };
  const overlaps = (event: StoredEvent, timeMin: string | null, timeMax: string | null) => {
    const time = (value: unknown) => {
      const moment = value as { dateTime?: string; date?: string } | undefined;
      return Date.parse(moment?.dateTime ?? moment?.date ?? '');
    };
    const start = time(event.body.start);
    const end = time(event.body.end);
    if (Number.isNaN(start) || Number.isNaN(end)) return true;
    return (!timeMax || start < Date.parse(timeMax)) && (!timeMin || end > Date.parse(timeMin));
  };

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res
      .writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers })
      .end(JSON.stringify(body));
  };
  const apiError = (
    res: ServerResponse,
    status: number,
    reason: string,
    message: string,
    domain = 'global',
  ) => json(res, status, { error: { code: status, message, errors: [{ domain, reason, message }] } });

  const makeMeet = (event: Record<string, unknown>, createRequest: object, n: number) => {
    const code = `abc-${String(n).padStart(4, '0')}-xyz`;
    event.hangoutLink = `https://meet.google.com/${code}`;
    event.conferenceData = {
      createRequest: { ...createRequest, status: { statusCode: 'success' } },
      entryPoints: [
        { entryPointType: 'video', uri: `https://meet.google.com/${code}`, label: `meet.google.com/${code}` },
      ],
      conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
      conferenceId: code,
    };
  };

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

    if (url.pathname === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(body);
      const grant = form.get('grant_type');
      if (form.get('client_id') !== 'google-client' || form.get('client_secret') !== 'google-secret') {
        return json(res, 401, {
          error: 'invalid_client',
          error_description: 'The OAuth client was not found.',
        });
      }
      if (grant === 'authorization_code') {
        if (form.get('code') !== 'good-code' || !form.get('code_verifier')) {
          return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        }
      } else if (grant === 'refresh_token') {
        if (refreshTokensRevoked || !form.get('refresh_token')?.startsWith('google-refresh')) {
          return json(res, 400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
        }
      } else return json(res, 400, { error: 'unsupported_grant_type' });
      const accessToken = `google-access-${++counter}`;
      validAccessTokens.add(accessToken);
      return json(res, 200, {
        access_token: accessToken,
        expires_in: 3599,
        token_type: 'Bearer',
        scope: form.get('scope') ?? 'https://www.googleapis.com/auth/calendar.freebusy',
        ...(grant === 'authorization_code' ? { refresh_token: 'google-refresh-1' } : {}),
      });
    }

    // Google's revocation endpoint: a refresh token ends the grant and every access token made from it.
    if (url.pathname === '/revoke' && req.method === 'POST') {
      const token = new URLSearchParams(body).get('token') ?? '';
      if (!token.startsWith('google-refresh') && !validAccessTokens.has(token))
        return json(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
      revoked.push(token);
      refreshTokensRevoked = true;
      validAccessTokens.clear();
      return json(res, 200, {});
    }

    if (!url.pathname.startsWith('/calendar/v3/')) return json(res, 404, {});
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!validAccessTokens.has(token)) {
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
    if (eventsMatch) {
      const eventId = eventsMatch[2] ? decodeURIComponent(eventsMatch[2]) : undefined;
      if (req.method === 'POST' && !eventId) {
        const id = `evt${++counter}`;
        const created = JSON.parse(body) as Record<string, unknown>;
        const createRequest = (
          created.conferenceData as { createRequest?: { requestId?: string } } | undefined
        )?.createRequest;
        // Without conferenceDataVersion=1 Google ignores conferenceData; with it, it makes the Meet.
        if (createRequest && url.searchParams.get('conferenceDataVersion') === '1')
          makeMeet(created, createRequest, counter);
        else delete created.conferenceData;
        if (Array.isArray(created.attendees))
          created.attendees = (created.attendees as { email: string; responseStatus?: string }[]).map(
            (a) => ({
              ...a,
              responseStatus: a.responseStatus ?? 'needsAction',
            }),
          );
        const stored = {
          id,
          calendarId: decodeURIComponent(eventsMatch[1] as string),
          etag: `"${++clock}"`,
          status: 'confirmed',
          body: created,
          changedAt: clock,
        };
        events.set(id, stored);
        return json(res, 200, {
          kind: 'calendar#event',
          id,
          etag: stored.etag,
          status: 'confirmed',
          iCalUID: `${id}@google.com`,
          ...stored.body,
        });
      }
      if (req.method === 'GET' && !eventId) {
        const calendarId = decodeURIComponent(eventsMatch[1] as string);
        if (listOnlyFreeBusy.has(calendarId)) {
          return apiError(res, 403, 'insufficientPermissions', 'Insufficient Permission');
        }
        const mask = narrowMask(res, url, busyListFields);
        if (!mask) return;
        const syncToken = url.searchParams.get('syncToken');
        const timeMin = url.searchParams.get('timeMin');
        const timeMax = url.searchParams.get('timeMax');
        if (syncToken !== null && (timeMin !== null || timeMax !== null)) {
          return apiError(res, 400, 'invalid', 'Sync token cannot be used with timeMin or timeMax.');
        }
        observeBusyBlocks();
        if (syncToken !== null && !/^sync-\d+$/.test(syncToken)) {
          return apiError(
            res,
            410,
            'fullSyncRequired',
            'Sync token is no longer valid, a full sync is required.',
          );
        }
        const since = syncToken ? Number(syncToken.slice(5)) : -1;
        const items = [...events.values(), ...blockEvents.values()]
          .filter((event) => !event.calendarId || event.calendarId === calendarId)
          .filter((event) => since >= 0 || overlaps(event, timeMin, timeMax))
          .filter((event) => event.changedAt > since && (since >= 0 || event.status !== 'cancelled'))
          .map((event) => ({ id: event.id, etag: event.etag, status: event.status, ...event.body }));
        return json(
          res,
          200,
          applyFieldMask({ kind: 'calendar#events', items, nextSyncToken: `sync-${clock}` }, mask),
        );
      }
      const stored = eventId ? events.get(eventId) : undefined;
      if (!stored) return apiError(res, 404, 'notFound', 'Not Found');
      const ifMatch = req.headers['if-match'];
      if (ifMatch && ifMatch !== stored.etag)
        return apiError(res, 412, 'conditionNotMet', 'Precondition Failed');
      if (req.method === 'GET') {
        const mask = narrowMask(res, url, ownEventFields);
        if (!mask) return;
        return json(
          res,
          200,
          applyFieldMask(
            {
              kind: 'calendar#event',
              id: stored.id,
              etag: stored.etag,
              status: stored.status,
              ...stored.body,
            },
            mask,
          ),
        );
      }
      if (req.method === 'PATCH') {
        const patch = JSON.parse(body) as Record<string, unknown>;
        const createRequest = (patch.conferenceData as { createRequest?: { requestId?: string } } | undefined)
          ?.createRequest;
        delete patch.conferenceData;
        // An event without a call gets one when a patch asks for it (conferenceDataVersion=1); one with a call keeps it.
        if (
          createRequest &&
          !stored.body.hangoutLink &&
          url.searchParams.get('conferenceDataVersion') === '1'
        )
          makeMeet(stored.body, createRequest, ++counter);
        // Attendees sent again keep the answers they gave, as at Google.
        if (Array.isArray(patch.attendees)) {
          const before = new Map(
            ((stored.body.attendees as { email: string; responseStatus?: string }[]) ?? []).map((a) => [
              a.email,
              a.responseStatus,
            ]),
          );
          patch.attendees = (patch.attendees as { email: string }[]).map((a) => ({
            ...a,
            responseStatus: before.get(a.email) ?? 'needsAction',
          }));
        }
        stored.body = { ...stored.body, ...patch };
        stored.etag = `"${++clock}"`;
        stored.changedAt = clock;
        return json(res, 200, {
          kind: 'calendar#event',
          id: stored.id,
          etag: stored.etag,
          status: stored.status,
          ...stored.body,
        });
      }
      if (req.method === 'DELETE') {
        stored.status = 'cancelled';
        stored.changedAt = ++clock;
        res.writeHead(204).end();
        return;
      }
    }
    return apiError(res, 404, 'notFound', 'Not Found');
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
    tokenUrl: `${url}/token`,
    apiBaseUrl: `${url}/calendar/v3`,
    requests,
    failNext(pathPrefix, answer, times = 1) {
      failures.push({ pathPrefix, answer, times });
    },
    expireAccessTokens: () => validAccessTokens.clear(),
    revokeRefreshTokens: () => {
      refreshTokensRevoked = true;
    },
    revoked,
    busy,
    moreCalendars,
    violations,
    respond(eventId, email, responseStatus) {
      const stored = events.get(eventId);
      if (!stored) throw new Error(`No event ${eventId}`);
      stored.body.attendees = ((stored.body.attendees as { email: string }[]) ?? []).map((a) =>
        a.email === email ? { ...a, responseStatus } : a,
      );
      stored.etag = `"${++clock}"`;
      stored.changedAt = clock;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
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
