import { PARTICIPANT_OAUTH_STATE_PREFIX } from '@overlap/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleSettings, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { startTestApp, type TestApp } from '../support/test-app';
import { at, databaseText, meetingWithTokens, organizerOf, testCredentialsKey } from './support';

let google: FakeGoogle;
let t: TestApp;
let organizer: Awaited<ReturnType<typeof organizerOf>>;

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    ...googleSettings(google),
  });
  organizer = await organizerOf(t);
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

async function start(token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/participant/calendar/oauth/start?token=${token}`,
    payload: { provider: 'google' },
  });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().authorizeUrl);
  return { url, state: url.searchParams.get('state')! };
}

const finish = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/participant/calendar/oauth/finish?token=${token}`, payload });

describe('a participant reads Google Calendar once through OAuth', () => {
  it('offers Google, and does not offer the unconfigured Microsoft nor tell the guest why', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const res = await t.app.inject({ url: `/api/participant/calendar?token=${tokens[0]}` });
    const byKind = Object.fromEntries(res.json().providers.map((p: { provider: string }) => [p.provider, p]));
    expect(byKind.google).toMatchObject({ available: true, method: 'oauth' });
    expect(Object.keys(byKind)).toEqual(['google', 'icloud', 'caldav', 'ics']);
    expect(res.body).not.toContain('CLIENT_ID');
    expect(res.body).not.toContain('administrator');

    const started = await t.app.inject({
      method: 'POST',
      url: `/api/participant/calendar/oauth/start?token=${tokens[0]}`,
      payload: { provider: 'microsoft' },
    });
    expect(started.statusCode).toBe(503);
    expect(started.json().message).toBe(
      'Microsoft 365 / Outlook.com cannot be read on this server. Choose another way to share your calendar.',
    );
  });

  it('asks for read-only free/busy access with PKCE and a participant state, without offline access', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const { url, state } = await start(tokens[0]!);
    expect(url.origin + url.pathname).toBe(`${google.url}/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/calendar/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual([
      'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
      'https://www.googleapis.com/auth/calendar.freebusy',
    ]);
    expect(url.searchParams.get('access_type')).toBeNull();
    expect(state.startsWith(PARTICIPANT_OAUTH_STATE_PREFIX)).toBe(true);
    expect(await databaseText(t)).not.toContain(state);
  });

  it('exchanges the code, keeps only the busy time for that participant, drops the tokens and refuses a replay', async () => {
    google.busy['ana@example.com'] = [
      { start: new Date(at(4, 13)).toISOString(), end: new Date(at(4, 14)).toISOString() },
      { start: new Date(at(40, 13)).toISOString(), end: new Date(at(40, 14)).toISOString() },
    ];
    const mine = await meetingWithTokens(t, organizer.headers);
    const other = await meetingWithTokens(t, organizer.headers);
    const { state } = await start(mine.tokens[1]!);

    const stolen = await finish(other.tokens[1]!, { state, code: 'good-code' });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toMatch(/not valid or has already been used/);

    const res = await finish(mine.tokens[1]!, { state, code: 'good-code' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sourceLabel: 'Google Calendar ana@example.com',
      busy: [{ start: at(4, 13), end: at(4, 14) }],
      tentative: [],
      // The fake cannot read the shared Team calendar: the participant is told.
      unreadCalendars: ['Team'],
    });
    const exchange = google.requests.find(
      (r) => r.path === '/token' && r.body.includes('authorization_code'),
    );
    expect(new URLSearchParams(exchange!.body).get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const overview = await t.app.inject({ url: `/api/participant/calendar?token=${mine.tokens[1]}` });
    expect(overview.json().read.busy).toEqual([{ start: at(4, 13), end: at(4, 14) }]);
    const strangers = await t.app.inject({ url: `/api/participant/calendar?token=${other.tokens[1]}` });
    expect(strangers.json().read).toBeNull();

    const dump = await databaseText(t);
    expect(dump).not.toContain('google-access-');
    expect(dump).not.toContain('google-refresh');
    expect(dump).not.toContain('good-code');

    const replay = await finish(mine.tokens[1]!, { state, code: 'good-code' });
    expect(replay.statusCode).toBe(400);
  });

  it('explains a refused consent and an expired round trip', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const denied = await finish(tokens[0]!, {
      state: (await start(tokens[0]!)).state,
      error: 'access_denied',
    });
    expect(denied.statusCode).toBe(400);
    expect(denied.json().message).toMatch(/did not allow Overlap to read your Google Calendar/);

    const { state } = await start(tokens[0]!);
    await t.database.db.execute(
      `update participant_calendar_oauth_states set expires_at = now() - interval '1 minute'`,
    );
    const expired = await finish(tokens[0]!, { state, code: 'good-code' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);
  });

  it('refuses to start for a cancelled meeting', async () => {
    const { id, tokens } = await meetingWithTokens(t, organizer.headers);
    await t.app.inject({ method: 'POST', url: `/api/meetings/${id}/cancel`, headers: organizer.headers });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/participant/calendar/oauth/start?token=${tokens[0]}`,
      payload: { provider: 'google' },
    });
    expect(res.statusCode).toBe(409);
  });
});
