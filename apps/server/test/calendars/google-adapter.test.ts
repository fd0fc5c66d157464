import { describe, expect, it } from 'vitest';
import { googleScopes } from '../../src/features/calendars/google/google-config';
import {
  buildAuthorizationUrl,
  exchangeAuthorizationCode,
  type TokenSet,
} from '../../src/features/calendars/oauth/oauth-client';
import { createPkcePair } from '../../src/features/calendars/oauth/pkce';
import { errorOf, googleBedForFile, range } from './support/google-adapter-setup';

const bed = googleBedForFile();
const { config, connected, http } = bed;

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
    bed.google.expireAccessTokens();
    await provider.listCalendars();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.refreshToken).toBe('google-refresh-1');
  });

  it('turns invalid_grant on refresh into needs-reconnect', async () => {
    const provider = await connected();
    bed.google.expireAccessTokens();
    bed.google.revokeRefreshTokens();
    try {
      expect((await errorOf(provider.listCalendars())).code).toBe('needs-reconnect');
    } finally {
      await bed.restart();
    }
  });
});

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
    bed.google.busy['ana@example.com'] = [{ start: '2024-03-05T09:00:00Z', end: '2024-03-05T10:00:00Z' }];
    const result = await (await connected()).readBusyTime(['ana@example.com'], range);
    expect(result.intervals).toEqual([
      { start: Date.UTC(2024, 2, 5, 9), end: Date.UTC(2024, 2, 5, 10), kind: 'busy' },
    ]);
    const request = bed.google.requests.findLast((entry) => entry.path.endsWith('/freeBusy'));
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({
      timeMin: '2024-03-04T00:00:00.000Z',
      items: [{ id: 'ana@example.com' }],
    });
  });

  it('does not take a 200 with per-calendar errors for free time', async () => {
    bed.google.busy['ana@example.com'] = [];
    const provider = await connected();
    expect((await errorOf(provider.readBusyTime(['ana@example.com', 'gone@example.com'], range))).code).toBe(
      'not-a-calendar',
    );
  });

  it('retries 403 rateLimitExceeded with backoff', async () => {
    bed.google.busy['ana@example.com'] = [];
    const provider = await connected();
    bed.google.failNext('/calendar/v3/freeBusy', {
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
    expect(bed.waits).toHaveLength(1);
  });

  it('honours Retry-After on 429, and reports a long wait as rate-limited', async () => {
    bed.google.busy['ana@example.com'] = [];
    const provider = await connected();
    bed.google.failNext('/calendar/v3/freeBusy', { status: 429, headers: { 'retry-after': '2' }, body: {} });
    await provider.readBusyTime(['ana@example.com'], range);
    expect(bed.waits).toEqual([2000]);
    bed.google.failNext('/calendar/v3/freeBusy', {
      status: 429,
      headers: { 'retry-after': '120' },
      body: {},
    });
    expect(await errorOf(provider.readBusyTime(['ana@example.com'], range))).toEqual({
      code: 'rate-limited',
      retryAfterMs: 120_000,
    });
  });

  it('gives up on a server that keeps failing', async () => {
    const provider = await connected();
    bed.google.failNext('/calendar/v3/users', { status: 503, body: {} }, 4);
    expect((await errorOf(provider.listCalendars())).code).toBe('provider-error');
    expect(bed.waits).toHaveLength(3);
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
    const insert = bed.google.requests.findLast(
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

  it('writes an event again over the deleted one that keeps its UID, as Google refuses a second one (409 duplicate)', async () => {
    const provider = await connected();
    const booked = { ...draft, uid: 'meeting-rebooked@overlap' };
    const first = await provider.createEvent('ana@example.com', booked);
    await provider.deleteEvent(first);
    const again = await provider.createEvent('ana@example.com', { ...booked, title: 'Planning again' });
    expect(again.eventId).toBe(first.eventId);
    const live = bed.google.written().filter((event) => event.iCalUID === booked.uid);
    expect(live).toEqual([expect.objectContaining({ id: first.eventId, summary: 'Planning again' })]);
    // A hold comes back tentative.
    const hold = { ...draft, uid: 'hold-1-m@overlap', hold: { meetingId: 'm' } };
    await provider.deleteEvent(await provider.createEvent('ana@example.com', hold));
    await provider.createEvent('ana@example.com', hold);
    const held = bed.google.written().filter((event) => event.iCalUID === hold.uid);
    expect(held).toEqual([expect.objectContaining({ status: 'tentative' })]);
  });

  it('lets guests see each other unless the organizer hides the guest list', async () => {
    const provider = await connected();
    const lastInsert = () =>
      JSON.parse(
        bed.google.requests.findLast((entry) => entry.method === 'POST' && entry.path.endsWith('/events'))
          ?.body ?? '{}',
      );
    await provider.createEvent('ana@example.com', draft);
    expect(lastInsert().guestsCanSeeOtherGuests).toBe(true);
    await provider.createEvent('ana@example.com', { ...draft, hideGuestList: true });
    expect(lastInsert().guestsCanSeeOtherGuests).toBe(false);
  });
});
