import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GoogleCalendarProvider,
  googleBusyFields,
  googleResponseFields,
} from '../../src/features/calendars/google/google-adapter';
import { googleOAuthConfig, googleScopes } from '../../src/features/calendars/google/google-config';
import {
  buildAuthorizationUrl,
  exchangeAuthorizationCode,
  type TokenSet,
} from '../../src/features/calendars/oauth/oauth-client';
import { OAuthSession } from '../../src/features/calendars/oauth/oauth-session';
import { createPkcePair } from '../../src/features/calendars/oauth/pkce';
import { isProviderError } from '../../src/features/calendars/provider-error';
import { PRIVATE_EVENT_TEXT, startFakeGoogle, type FakeGoogle } from '../support/fake-google';

let google: FakeGoogle;
let waits: number[];
const http = () => ({
  sleep: async (ms: number) => void waits.push(ms),
  maxRetryWaitMs: 30_000,
  timeoutMs: 5_000,
});

const config = () =>
  googleOAuthConfig({
    clientId: 'google-client',
    clientSecret: 'google-secret',
    redirectUri: 'https://overlap.test/calendar/callback',
    authorizeUrl: `${google.url}/authorize`,
    tokenUrl: google.tokenUrl,
  });

async function connected(stored: TokenSet[] = []) {
  const tokens = await exchangeAuthorizationCode(config(), 'good-code', createPkcePair().verifier, http());
  const session = new OAuthSession(config(), tokens, http(), (next) => void stored.push(next));
  return new GoogleCalendarProvider({
    apiBaseUrl: google.apiBaseUrl,
    session,
    sendUpdates: 'all',
    ...http(),
  });
}

async function errorOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isProviderError(error)) return { code: error.code, retryAfterMs: error.retryAfterMs };
    throw error;
  }
  return { code: 'no error' };
}

beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(() => google.close());
beforeEach(() => {
  waits = [];
});

const range = { start: Date.UTC(2024, 2, 4), end: Date.UTC(2024, 2, 9) };

describe('Google OAuth', () => {
  it('asks for narrow scopes, PKCE S256 and offline access', () => {
    const pkce = createPkcePair();
    const url = new URL(buildAuthorizationUrl(config(), { state: 'state-1', codeChallenge: pkce.challenge }));
    expect(url.searchParams.get('scope')?.split(' ')).toEqual([...googleScopes]);
    expect(url.searchParams.get('scope')).not.toMatch(/auth\/calendar( |$)/);
    expect(url.searchParams.get('code_challenge')).toBe(pkce.challenge);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('state')).toBe('state-1');
  });

  it('exchanges the code for a refresh token', async () => {
    const tokens = await exchangeAuthorizationCode(config(), 'good-code', 'verifier', http());
    expect(tokens.refreshToken).toBe('google-refresh-1');
    expect(tokens.accessToken).toMatch(/^google-access-/);
  });

  it('refreshes after a 401 and stores the new tokens', async () => {
    const stored: TokenSet[] = [];
    const provider = await connected(stored);
    google.expireAccessTokens();
    await provider.listCalendars();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.refreshToken).toBe('google-refresh-1');
  });

  it('turns invalid_grant on refresh into needs-reconnect', async () => {
    const provider = await connected();
    google.expireAccessTokens();
    google.revokeRefreshTokens();
    try {
      expect((await errorOf(provider.listCalendars())).code).toBe('needs-reconnect');
    } finally {
      google = await restart(google);
    }
  });
});

async function restart(old: FakeGoogle) {
  await old.close();
  return startFakeGoogle();
}

describe('Google calendars and busy time', () => {
  it('lists calendars with write access from the access role', async () => {
    const calendars = await (await connected()).listCalendars();
    expect(calendars).toEqual([
      {
        id: 'ana@example.com',
        name: 'ana@example.com',
        timeZone: 'Europe/Berlin',
        primary: true,
        canWrite: true,
      },
      {
        id: 'team@group.calendar.google.com',
        name: 'Team',
        timeZone: 'Europe/Berlin',
        primary: false,
        canWrite: false,
      },
    ]);
  });

  it('reads freeBusy', async () => {
    google.busy['ana@example.com'] = [{ start: '2024-03-05T09:00:00Z', end: '2024-03-05T10:00:00Z' }];
    const result = await (await connected()).readBusyTime(['ana@example.com'], range);
    expect(result.intervals).toEqual([
      { start: Date.UTC(2024, 2, 5, 9), end: Date.UTC(2024, 2, 5, 10), kind: 'busy' },
    ]);
    const request = google.requests.findLast((entry) => entry.path.endsWith('/freeBusy'));
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      timeMin: '2024-03-04T00:00:00.000Z',
      items: [{ id: 'ana@example.com' }],
    });
  });

  it('does not take a 200 with per-calendar errors for free time', async () => {
    google.busy['ana@example.com'] = [];
    const provider = await connected();
    expect((await errorOf(provider.readBusyTime(['ana@example.com', 'gone@example.com'], range))).code).toBe(
      'not-a-calendar',
    );
  });

  it('retries 403 rateLimitExceeded with backoff', async () => {
    google.busy['ana@example.com'] = [];
    const provider = await connected();
    google.failNext('/calendar/v3/freeBusy', {
      status: 403,
      body: {
        error: {
          code: 403,
          message: 'Rate Limit Exceeded',
          errors: [{ domain: 'usageLimits', reason: 'rateLimitExceeded' }],
        },
      },
    });
    await provider.readBusyTime(['ana@example.com'], range);
    expect(waits).toHaveLength(1);
  });

  it('honours Retry-After on 429, and reports a long wait as rate-limited', async () => {
    google.busy['ana@example.com'] = [];
    const provider = await connected();
    google.failNext('/calendar/v3/freeBusy', { status: 429, headers: { 'retry-after': '2' }, body: {} });
    await provider.readBusyTime(['ana@example.com'], range);
    expect(waits).toEqual([2000]);
    google.failNext('/calendar/v3/freeBusy', { status: 429, headers: { 'retry-after': '120' }, body: {} });
    expect(await errorOf(provider.readBusyTime(['ana@example.com'], range))).toEqual({
      code: 'rate-limited',
      retryAfterMs: 120_000,
    });
  });

  it('gives up on a server that keeps failing', async () => {
    const provider = await connected();
    google.failNext('/calendar/v3/users', { status: 503, body: {} }, 4);
    expect((await errorOf(provider.listCalendars())).code).toBe('provider-error');
    expect(waits).toHaveLength(3);
  });
});

describe('Google events', () => {
  const draft = {
    title: 'Planning',
    start: Date.UTC(2024, 2, 6, 9),
    end: Date.UTC(2024, 2, 6, 10),
    timeZone: 'Europe/Berlin',
    attendees: [{ email: 'bo@example.com', name: 'Bo' }],
  };

  it('inserts with attendees and sendUpdates, patches with If-Match, deletes', async () => {
    const provider = await connected();
    const created = await provider.createEvent('ana@example.com', draft);
    const insert = google.requests.findLast(
      (entry) => entry.method === 'POST' && entry.path.endsWith('/events'),
    );
    expect(insert?.query.get('sendUpdates')).toBe('all');
    expect(JSON.parse(insert?.body ?? '{}')).toMatchObject({
      summary: 'Planning',
      start: { dateTime: '2024-03-06T09:00:00.000Z', timeZone: 'Europe/Berlin' },
      attendees: [{ email: 'bo@example.com', displayName: 'Bo' }],
    });
    const updated = await provider.updateEvent(created, { ...draft, title: 'Planning (moved)' });
    expect(updated.etag).not.toBe(created.etag);
    expect((await errorOf(provider.updateEvent(created, draft))).code).toBe('conflict');
    await provider.deleteEvent(updated);
  });

  it('lets guests see each other unless the organizer hides the guest list', async () => {
    const provider = await connected();
    const lastInsert = () =>
      JSON.parse(
        google.requests.findLast((entry) => entry.method === 'POST' && entry.path.endsWith('/events'))
          ?.body ?? '{}',
      );
    await provider.createEvent('ana@example.com', draft);
    expect(lastInsert().guestsCanSeeOtherGuests).toBe(true);
    await provider.createEvent('ana@example.com', { ...draft, hideGuestList: true });
    expect(lastInsert().guestsCanSeeOtherGuests).toBe(false);
  });
});

describe('Google busy time from events', () => {
  it('applies the busy rules per event: free, declined and cancelled ignored, tentative kept, all-day in the user zone', async () => {
    const tokens = await exchangeAuthorizationCode(config(), 'good-code', createPkcePair().verifier, http());
    const calendar = 'rules@example.com';
    const insert = async (event: object) => {
      const response = await fetch(`${google.apiBaseUrl}/calendars/${encodeURIComponent(calendar)}/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(event),
      });
      return ((await response.json()) as { id: string }).id;
    };
    const at = (hour: number) => ({ dateTime: `2024-03-05T${String(hour).padStart(2, '0')}:00:00+01:00` });
    await insert({ start: at(9), end: at(10) });
    await insert({ start: at(11), end: at(12), transparency: 'transparent' });
    await insert({
      start: at(13),
      end: at(14),
      attendees: [{ email: 'ana@example.com', self: true, responseStatus: 'declined' }],
    });
    const tentative = await insert({
      start: at(15),
      end: at(16),
      attendees: [{ email: 'ana@example.com', self: true, responseStatus: 'tentative' }],
    });
    await insert({ start: { date: '2024-03-07' }, end: { date: '2024-03-08' } });
    const provider = new GoogleCalendarProvider({
      apiBaseUrl: google.apiBaseUrl,
      session: new OAuthSession(config(), tokens, http()),
      userZone: 'America/New_York',
      ...http(),
    });
    const window = { start: Date.UTC(2024, 2, 4), end: Date.UTC(2024, 2, 10) };
    const first = await provider.syncBusy(calendar, window);
    expect(first?.full).toBe(true);
    const intervals = first!.changed.flatMap((item) => item.intervals);
    expect(intervals.sort((a, b) => a.start - b.start)).toEqual([
      { start: Date.UTC(2024, 2, 5, 8), end: Date.UTC(2024, 2, 5, 9), kind: 'busy' },
      { start: Date.UTC(2024, 2, 5, 14), end: Date.UTC(2024, 2, 5, 15), kind: 'tentative' },
      // Midnight to midnight in New York.
      { start: Date.UTC(2024, 2, 7, 5), end: Date.UTC(2024, 2, 8, 5), kind: 'busy' },
    ]);

    // A cancelled event comes back as a removal, and only changes are listed.
    await provider.deleteEvent({ calendarId: calendar, eventId: tentative });
    const next = await provider.syncBusy(calendar, window, first!.token!);
    expect(next).toMatchObject({ full: false, changed: [], removed: [tentative] });
  });
});

describe('Google reads only the time fields', () => {
  const primary = 'ana@example.com';
  const block = { start: '2024-03-05T09:00:00Z', end: '2024-03-05T10:00:00Z' };
  const listOf = (calendarId: string) =>
    google.requests.filter(
      (entry) =>
        entry.method === 'GET' &&
        entry.path === `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`,
    );
  const replay = async (entry: FakeGoogle['requests'][number], fields?: string) => {
    const query = new URLSearchParams(entry.query);
    if (fields === undefined) query.delete('fields');
    else query.set('fields', fields);
    return fetch(`${google.url}${entry.path}?${query}`, {
      headers: { authorization: entry.headers.authorization! },
    });
  };

  it('asks events.list for the time fields only, so no title, place or other attendee arrives', async () => {
    google.busy[primary] = [block];
    const provider = await connected();
    const read = await provider.syncBusy(primary, range);
    expect(read?.changed.flatMap((item) => item.intervals)).toContainEqual({
      start: Date.parse(block.start),
      end: Date.parse(block.end),
      kind: 'busy',
    });
    const sent = listOf(primary).at(-1)!;
    expect(sent.query.get('fields')).toBe(googleBusyFields);
    const answer = await replay(sent, googleBusyFields);
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(body).toContain(block.start);
    expect(body).not.toContain(PRIVATE_EVENT_TEXT);
    expect(body).not.toContain('dr.wolf@praxis.example');
    expect(body).not.toContain(`"email"`);
    expect(google.violations).toEqual([]);
  });

  it('the fake fails a read without fields, or one that would let a title or an attendee through', async () => {
    google.busy[primary] = [block];
    await (await connected()).syncBusy(primary, range);
    const sent = listOf(primary).at(-1)!;
    const before = google.violations.length;
    for (const fields of [
      undefined,
      'items',
      '*',
      'items(id,start,end,summary)',
      'items(id,start,end,attendees)',
    ]) {
      const answer = await replay(sent, fields);
      expect(answer.status).toBe(400);
      expect(await answer.text()).not.toContain(PRIVATE_EVENT_TEXT);
    }
    expect(google.violations.slice(before)).toHaveLength(5);
    google.violations.length = before;
  });

  it('reads an event it wrote for its attendees’ answers without its text', async () => {
    const provider = await connected();
    const created = await provider.createEvent(primary, {
      title: PRIVATE_EVENT_TEXT,
      start: Date.UTC(2024, 2, 6, 9),
      end: Date.UTC(2024, 2, 6, 10),
      timeZone: 'Europe/Berlin',
      attendees: [{ email: 'bo@example.com' }],
    });
    google.respond(created.eventId, 'bo@example.com', 'accepted');
    const answers = await provider.readResponses(created);
    expect(answers?.responses).toEqual([{ email: 'bo@example.com', response: 'accepted' }]);
    const sent = google.requests.findLast(
      (entry) => entry.method === 'GET' && entry.path.endsWith(`/events/${created.eventId}`),
    )!;
    expect(sent.query.get('fields')).toBe(googleResponseFields);
    expect(await (await replay(sent, googleResponseFields)).text()).not.toContain(PRIVATE_EVENT_TEXT);
    expect(google.violations).toEqual([]);
  });
});
