import { PARTICIPANT_OAUTH_STATE_PREFIX } from '@overlap/contracts/schemas';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { microsoftSettings, startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  at,
  databaseText,
  meetingWithTokens,
  organizerOf,
  testCredentialsKey,
  windowEnd,
  windowStart,
} from './support';

let microsoft: FakeMicrosoft;
let t: TestApp;
let organizer: Awaited<ReturnType<typeof organizerOf>>;

beforeAll(async () => {
  microsoft = await startFakeMicrosoft();
  t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    ...microsoftSettings(microsoft),
  });
  organizer = await organizerOf(t);
});
afterAll(async () => {
  await t?.close();
  await microsoft?.close();
});

async function start(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/participant/calendar/oauth/start?token=${token}`,
    payload: { provider: 'microsoft' },
  });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().authorizeUrl);
  return { url, state: url.searchParams.get('state')! };
}

const finish = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/participant/calendar/oauth/finish?token=${token}`, payload });

const overviewOf = async (token: string) =>
  (await t.app.inject({ url: `/api/participant/calendar?token=${token}` })).json();

const iso = (ms: number) => new Date(ms).toISOString();
const requestsSince = (count: number) => microsoft.requests.slice(count);

describe('a participant reads a Microsoft calendar once through OAuth', () => {
  it('lists Microsoft as available', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const byKind = Object.fromEntries(
      (await overviewOf(tokens[0]!)).providers.map((p: { provider: string }) => [p.provider, p]),
    );
    expect(byKind.microsoft).toMatchObject({ available: true, method: 'oauth' });
  });

  it('asks only to read calendars, with PKCE S256 and a participant state, without offline access', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const { url, state } = await start(tokens[1]!);
    expect(url.origin + url.pathname).toBe(`${microsoft.url}/common/oauth2/v2.0/authorize`);
    expect(url.searchParams.get('client_id')).toBe('ms-client');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('response_mode')).toBe('query');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/calendar/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(['Calendars.Read']);
    expect(url.searchParams.get('login_hint')).toBe('ben@example.com');
    expect(state.startsWith(PARTICIPANT_OAUTH_STATE_PREFIX)).toBe(true);
    // Only the state's hash is kept.
    expect(await databaseText(t)).not.toContain(state.slice(PARTICIPANT_OAUTH_STATE_PREFIX.length));
  });

  it('exchanges the code, reads the window through calendarView, keeps only the busy time and drops the tokens', async () => {
    microsoft.view.splice(
      0,
      microsoft.view.length,
      // Starts before the window: only its part inside counts.
      { id: 'late-night', showAs: 'busy', start: iso(at(1, 23)), end: iso(at(2, 1)) },
      { id: 'standup', showAs: 'busy', start: iso(at(4, 9)), end: iso(at(4, 10)) },
      { id: 'maybe', showAs: 'tentative', start: iso(at(4, 9) + 30 * 60_000), end: iso(at(4, 11)) },
      { id: 'holiday', showAs: 'oof', start: iso(at(5, 13)), end: iso(at(5, 14)) },
      { id: 'focus', showAs: 'free', start: iso(at(6, 9)), end: iso(at(6, 10)) },
      { id: 'called-off', showAs: 'busy', isCancelled: true, start: iso(at(7, 9)), end: iso(at(7, 10)) },
      // Outside the meeting's window.
      { id: 'next-month', showAs: 'busy', start: iso(at(40, 9)), end: iso(at(40, 10)) },
    );
    // A shared calendar cannot be read: the participant is told, the first still counts.
    microsoft.failNext('/v1.0/me/calendars/AAMkCal4/', {
      status: 403,
      body: { error: { code: 'ErrorAccessDenied', message: 'Access is denied.' } },
    });
    const mine = await meetingWithTokens(t, organizer.headers);
    const other = await meetingWithTokens(t, organizer.headers);
    const { url, state } = await start(mine.tokens[1]!);

    // Another participant's link cannot use this state, and does not use it up.
    const seen = microsoft.requests.length;
    const stolen = await finish(other.tokens[1]!, { state, code: 'ms-code' });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toMatch(/not valid or has already been used/);
    expect(requestsSince(seen)).toEqual([]);

    const res = await finish(mine.tokens[1]!, { state, code: 'ms-code' });
    expect(res.statusCode).toBe(200);
    const expected = {
      busy: [
        { start: windowStart(), end: at(2, 1) },
        { start: at(4, 9), end: at(4, 10) },
        { start: at(5, 13), end: at(5, 14) },
      ],
      // Busy wins where both overlap.
      tentative: [{ start: at(4, 10), end: at(4, 11) }],
    };
    expect(res.json()).toMatchObject({
      ...expected,
      sourceLabel: expect.stringContaining('Microsoft'),
      unreadCalendars: ['Team rota'],
    });

    const calls = requestsSince(seen);
    const exchange = calls.find((r) => r.path === '/common/oauth2/v2.0/token');
    const form = new URLSearchParams(exchange!.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('code')).toBe('ms-code');
    expect(form.get('redirect_uri')).toBe(url.searchParams.get('redirect_uri'));
    const verifier = form.get('code_verifier')!;
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(
      url.searchParams.get('code_challenge'),
    );
    // One code exchange, no refresh: the grant is used once.
    expect(calls.filter((r) => r.path === '/common/oauth2/v2.0/token')).toHaveLength(1);

    const views = calls.filter((r) => r.path.endsWith('/calendarView'));
    expect(views.length).toBeGreaterThanOrEqual(2);
    // Outlook's Birthdays and Holidays calendars are not read: they are off unless someone ticks them.
    expect(views.filter((r) => /AAMkCal[23]/.test(r.path))).toEqual([]);
    expect(microsoft.violations).toEqual([]);
    for (const view of views) {
      expect(view.query.get('startDateTime')).toBe(iso(windowStart()));
      expect(view.query.get('endDateTime')).toBe(iso(windowEnd()));
      expect(view.headers.prefer).toContain('outlook.timezone="UTC"');
      expect(view.headers.authorization).toMatch(/^Bearer ms-access-\d+$/);
    }
    // Nothing is written to the participant's calendar.
    expect(calls.every((r) => r.method === 'GET' || r.path === '/common/oauth2/v2.0/token')).toBe(true);

    expect((await overviewOf(mine.tokens[1]!)).read).toMatchObject(expected);
    expect((await overviewOf(mine.tokens[0]!)).read).toBeNull();
    expect((await overviewOf(other.tokens[1]!)).read).toBeNull();

    const dump = await databaseText(t);
    expect(dump).not.toMatch(/ms-access-|ms-refresh-/);
    expect(dump).not.toContain('ms-code');
    expect(dump).not.toContain(verifier);

    const replay = await finish(mine.tokens[1]!, { state, code: 'ms-code' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/not valid or has already been used/);
  });

  it('refuses an expired round trip', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const { state } = await start(tokens[2]!);
    await t.database.db.execute(
      `update participant_calendar_oauth_states set expires_at = now() - interval '1 minute'`,
    );
    const seen = microsoft.requests.length;
    const expired = await finish(tokens[2]!, { state, code: 'ms-code' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);
    expect(requestsSince(seen)).toEqual([]);
  });

  it('explains a refused consent', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const denied = await finish(tokens[0]!, {
      state: (await start(tokens[0]!)).state,
      error: 'access_denied',
      errorDescription: 'AADSTS65004: User declined to consent to access the app.',
    });
    expect(denied.statusCode).toBe(400);
    expect(denied.json().message).toMatch(/did not allow Overlap to read your Microsoft/);
  });

  it('answers a refused code with a clear message, not a server error', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const res = await finish(tokens[0]!, { state: (await start(tokens[0]!)).state, code: 'stale-code' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Microsoft 365 / Outlook.com did not accept the sign-in, or it expired. Nothing was read. Please start again.',
    );
    expect((await overviewOf(tokens[0]!)).read).toBeNull();
  });

  it('answers Graph refusing the token, and the token endpoint refusing our client, without a 500', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    microsoft.failNext('/v1.0/', {
      status: 401,
      body: { error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty.' } },
    });
    const graph = await finish(tokens[0]!, { state: (await start(tokens[0]!)).state, code: 'ms-code' });
    expect(graph.statusCode).toBe(400);
    expect(graph.json().message).toMatch(/Microsoft .* did not accept the sign-in.*start again/);

    // Our client secret refused is the server's fault, not the participant's: unavailable, said plainly.
    microsoft.failNext('/common/oauth2/v2.0/token', {
      status: 401,
      body: { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' },
    });
    const client = await finish(tokens[0]!, { state: (await start(tokens[0]!)).state, code: 'ms-code' });
    expect(client.statusCode).toBe(503);
    expect(client.json().message).toMatch(/calendar provider answered with an error.*try again/);
    expect(client.body).not.toMatch(/AADSTS|secret/i);
    expect((await overviewOf(tokens[0]!)).read).toBeNull();
  });
});
