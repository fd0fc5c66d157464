import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  graphBusySelect,
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
import { codeOf } from './support/provider-error-code';
import { PRIVATE_GRAPH_TEXT, startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';

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
  it('lists calendars, marking Outlook’s Birthdays and Holidays calendars off by default', async () => {
    const { provider } = await connected();
    expect(await provider.listCalendars()).toEqual([
      { id: 'AAMkCal1', name: 'Calendar', primary: true, canWrite: true },
      { id: 'AAMkCal2', name: 'Birthdays', primary: false, canWrite: false, offByDefault: true },
      {
        id: 'AAMkCal3',
        name: 'United States holidays',
        primary: false,
        canWrite: false,
        offByDefault: true,
      },
      { id: 'AAMkCal4', name: 'Team rota', primary: false, canWrite: false },
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

  it('asks calendarView for the time fields only, so no subject, body, place or attendee arrives', async () => {
    const { provider } = await connected();
    graph.requests.length = 0;
    await provider.readBusyTime(['AAMkCal1'], range);
    const views = graph.requests.filter((request) => request.path.endsWith('/calendarView'));
    expect(views.length).toBeGreaterThan(1);
    for (const view of views) expect(view.query.get('$select')).toBe(graphBusySelect);
    const answer = await fetch(`${graph.url}${views[0]!.path}?${views[0]!.query}`, {
      headers: { authorization: views[0]!.headers.authorization!, prefer: 'outlook.timezone="UTC"' },
    });
    const body = (await answer.json()) as { value: Record<string, unknown>[] };
    // What still arrives: Graph's id and etag, and the selected fields (responseStatus with its time).
    expect(Object.keys(body.value[0]!).sort()).toEqual(
      ['@odata.etag', 'end', 'id', 'isCancelled', 'responseStatus', 'showAs', 'start'].sort(),
    );
    expect(JSON.stringify(body)).not.toContain(PRIVATE_GRAPH_TEXT);
    expect(graph.violations).toEqual([]);
  });

  it('the fake fails a read without $select, with a wider one, or through delta', async () => {
    const { session } = await connected();
    const token = await session.accessToken();
    const read = (path: string, select?: string) =>
      fetch(
        `${graph.apiBaseUrl}${path}?startDateTime=2024-03-04T00:00:00Z&endDateTime=2024-03-11T00:00:00Z${select ? `&$select=${select}` : ''}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
    const before = graph.violations.length;
    for (const answer of [
      await read('/me/calendars/AAMkCal1/calendarView'),
      await read('/me/calendars/AAMkCal1/calendarView', 'start,end,subject'),
      await read('/me/calendars/AAMkCal1/calendarView', 'start,end,attendees'),
      await read('/me/calendars/AAMkCal1/calendarView/delta', graphBusySelect),
    ]) {
      expect(answer.status).toBe(400);
      expect(await answer.text()).not.toContain(PRIVATE_GRAPH_TEXT);
    }
    expect(graph.violations.slice(before)).toHaveLength(4);
    graph.violations.length = before;
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
