import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MicrosoftCalendarProvider,
  parseGraphUtc,
} from '../../src/features/calendars/microsoft/microsoft-adapter';
import { microsoftOAuthConfig } from '../../src/features/calendars/microsoft/microsoft-config';
import {
  buildAuthorizationUrl,
  exchangeAuthorizationCode,
  type TokenSet,
} from '../../src/features/calendars/oauth/oauth-client';
import { OAuthSession } from '../../src/features/calendars/oauth/oauth-session';
import { createPkcePair } from '../../src/features/calendars/oauth/pkce';
import { isProviderError } from '../../src/features/calendars/provider-error';
import { startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';

let graph: FakeMicrosoft;
let waits: number[];
const http = () => ({ sleep: async (ms: number) => void waits.push(ms), timeoutMs: 5_000 });
const config = () =>
  microsoftOAuthConfig({
    clientId: 'ms-client',
    redirectUri: 'https://overlap.test/calendar/callback',
    authorizeUrl: `${graph.url}/common/oauth2/v2.0/authorize`,
    tokenUrl: graph.tokenUrl,
  });

async function connected(stored: TokenSet[] = []) {
  const tokens = await exchangeAuthorizationCode(config(), 'ms-code', createPkcePair().verifier, http());
  const session = new OAuthSession(config(), tokens, http(), (next) => void stored.push(next));
  return {
    provider: new MicrosoftCalendarProvider({ apiBaseUrl: graph.apiBaseUrl, session, ...http() }),
    session,
  };
}

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isProviderError(error)) return error.code;
    throw error;
  }
  return 'no error';
}

beforeAll(async () => {
  graph = await startFakeMicrosoft();
  graph.view.push(
    { id: 'e1', showAs: 'busy', start: '2024-03-05T09:00:00Z', end: '2024-03-05T10:00:00Z' },
    { id: 'e2', showAs: 'tentative', start: '2024-03-05T11:00:00Z', end: '2024-03-05T11:30:00Z' },
    { id: 'e3', showAs: 'free', start: '2024-03-05T12:00:00Z', end: '2024-03-05T13:00:00Z' },
    { id: 'e4', showAs: 'oof', start: '2024-03-06T00:00:00Z', end: '2024-03-07T00:00:00Z' },
    { id: 'e5', showAs: 'workingElsewhere', start: '2024-03-08T08:00:00Z', end: '2024-03-08T17:00:00Z' },
    {
      id: 'e6',
      showAs: 'busy',
      start: '2024-03-08T09:00:00Z',
      end: '2024-03-08T10:00:00Z',
      isCancelled: true,
    },
    {
      id: 'e7',
      showAs: 'busy',
      start: '2024-03-08T11:00:00Z',
      end: '2024-03-08T12:00:00Z',
      response: 'declined',
    },
  );
});
afterAll(() => graph.close());
beforeEach(() => {
  waits = [];
});

const range = { start: Date.UTC(2024, 2, 4), end: Date.UTC(2024, 2, 11) };

describe('Microsoft OAuth', () => {
  it('asks for offline_access with PKCE', () => {
    const url = new URL(buildAuthorizationUrl(config(), { state: 's', codeChallenge: 'c' }));
    expect(url.searchParams.get('scope')?.split(' ')).toContain('offline_access');
    expect(url.searchParams.get('scope')?.split(' ')).toContain('Calendars.ReadWrite');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('refreshes after a 401, keeps the rotated refresh token, and needs reconnect when it is refused', async () => {
    const stored: TokenSet[] = [];
    const { provider } = await connected(stored);
    graph.expireAccessTokens();
    await provider.listCalendars();
    expect(stored[0]?.refreshToken).toMatch(/^ms-refresh-/);
    // Another login rotates the refresh token away from this session: its next refresh gets invalid_grant.
    await connected();
    graph.expireAccessTokens();
    expect(await codeOf(provider.listCalendars())).toBe('needs-reconnect');
  });
});

describe('Microsoft calendars and busy time', () => {
  it('lists calendars', async () => {
    const { provider } = await connected();
    expect(await provider.listCalendars()).toEqual([
      { id: 'AAMkCal1', name: 'Calendar', primary: true, canWrite: true },
      { id: 'AAMkCal2', name: 'Birthdays', primary: false, canWrite: false },
    ]);
  });

  it('reads calendarView in UTC across pages and maps showAs', async () => {
    const { provider } = await connected();
    const result = await provider.readBusyTime(['AAMkCal1'], range);
    expect(result.intervals).toEqual([
      { start: Date.UTC(2024, 2, 5, 9), end: Date.UTC(2024, 2, 5, 10), kind: 'busy' },
      { start: Date.UTC(2024, 2, 5, 11), end: Date.UTC(2024, 2, 5, 11, 30), kind: 'tentative' },
      { start: Date.UTC(2024, 2, 6), end: Date.UTC(2024, 2, 7), kind: 'busy' },
    ]);
    const viewRequests = graph.requests.filter((request) => request.path.endsWith('/calendarView'));
    expect(viewRequests.length).toBeGreaterThan(1);
    expect(viewRequests[0]?.headers.prefer).toBe('outlook.timezone="UTC"');
  });

  it('reads offset-less Graph times as UTC whatever the process zone', () => {
    expect(parseGraphUtc('2024-03-05T09:00:00.0000000')).toBe(Date.UTC(2024, 2, 5, 9));
  });

  it('waits as Retry-After says on 429', async () => {
    const { provider } = await connected();
    graph.failNext('/v1.0/me/calendars', {
      status: 429,
      headers: { 'retry-after': '3' },
      body: { error: { code: 'TooManyRequests' } },
    });
    await provider.listCalendars();
    expect(waits).toEqual([3000]);
  });

  it('follows the delta link and starts over when it has expired', async () => {
    const { provider } = await connected();
    const first = await provider.calendarViewDelta('AAMkCal1', range);
    expect(first.events).toHaveLength(7);
    expect(first.deltaLink).toMatch(/deltatoken=/);
    const expired = first.deltaLink!.replace(/deltatoken=[^&]+/, 'deltatoken=expired');
    const again = await provider.calendarViewDelta('AAMkCal1', range, expired);
    expect(again.fullResync).toBe(true);
    expect(again.events).toHaveLength(7);
  });
});

describe('Microsoft events', () => {
  const draft = {
    title: 'Planning',
    start: Date.UTC(2024, 2, 6, 9),
    end: Date.UTC(2024, 2, 6, 10),
    timeZone: 'Europe/Berlin',
    attendees: [{ email: 'bo@example.com', name: 'Bo', optional: true }],
  };

  it('creates with attendees, updates with If-Match (stale is a conflict) and deletes', async () => {
    const { provider } = await connected();
    const created = await provider.createEvent('AAMkCal1', draft);
    const post = graph.requests.findLast(
      (request) => request.method === 'POST' && request.path.endsWith('/events'),
    );
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      subject: 'Planning',
      start: { dateTime: '2024-03-06T09:00:00.000', timeZone: 'UTC' },
      attendees: [{ emailAddress: { address: 'bo@example.com', name: 'Bo' }, type: 'optional' }],
    });
    const updated = await provider.updateEvent(created, { ...draft, title: 'Moved' });
    expect(updated.etag).not.toBe(created.etag);
    expect(await codeOf(provider.updateEvent(created, draft))).toBe('conflict');
    await provider.deleteEvent(updated);
  });

  it('hides the attendees from each other when the organizer hides the guest list', async () => {
    const { provider } = await connected();
    const lastPost = () =>
      JSON.parse(
        graph.requests.findLast((request) => request.method === 'POST' && request.path.endsWith('/events'))
          ?.body ?? '{}',
      );
    await provider.createEvent('AAMkCal1', draft);
    expect(lastPost().hideAttendees).toBe(false);
    await provider.createEvent('AAMkCal1', { ...draft, hideGuestList: true });
    expect(lastPost().hideAttendees).toBe(true);
  });
});
