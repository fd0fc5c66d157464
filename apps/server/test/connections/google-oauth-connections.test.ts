import { describe, expect, it } from 'vitest';
import { googleOwnerForFile, tableDump, tomorrowAt } from './support';

const bed = googleOwnerForFile({}, { connect: false });

async function start(headers = bed.owner.headers) {
  const res = await bed.t.app.inject({
    method: 'POST',
    url: '/api/calendar-connections/oauth/start',
    headers,
    payload: { provider: 'google' },
  });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().authorizeUrl);
  return { url, state: url.searchParams.get('state')! };
}

const finish = (payload: object, headers = bed.owner.headers) =>
  bed.t.app.inject({ method: 'POST', url: '/api/calendar-connections/oauth/finish', headers, payload });

describe('connecting Google through OAuth', () => {
  it('lists Google as available and Microsoft as unavailable with the reason', async () => {
    const res = await bed.t.app.inject({ url: '/api/calendar-providers', headers: bed.owner.headers });
    const byKind = Object.fromEntries(res.json().map((p: { provider: string }) => [p.provider, p]));
    expect(byKind.google).toMatchObject({ available: true, method: 'oauth' });
    expect(byKind.microsoft).toMatchObject({
      available: false,
      unavailableReason: expect.stringContaining('MICROSOFT_CLIENT_ID'),
    });
    expect(byKind.icloud).toMatchObject({ available: true, method: 'form' });
  });

  it('sends the browser to the provider with a state and a PKCE challenge', async () => {
    const { url, state } = await start();
    expect(url.origin + url.pathname).toBe(`${bed.google.url}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('google-client');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/calendar/callback');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(await tableDump(bed.t, 'calendar_oauth_states')).not.toContain(state);
  });

  it('binds the state to the user who started, stores the tokens encrypted and refuses a replay', async () => {
    const { state } = await start();
    const stolen = await finish({ state, code: 'good-code' }, bed.stranger.headers);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toMatch(/not valid or has already been used/);

    const res = await finish({ state, code: 'good-code' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      provider: 'google',
      accountLabel: 'ana@example.com',
      status: 'active',
    });
    expect(res.json().calendars).toHaveLength(2);
    expect(res.json().calendars).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'ana@example.com', writeTarget: true, checkConflicts: true }),
        expect.objectContaining({ name: 'Team', writeTarget: false, canWrite: false }),
      ]),
    );
    const token = bed.google.requests.find(
      (r) => r.path === '/token' && r.body.includes('authorization_code'),
    );
    expect(new URLSearchParams(token!.body).get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const dump = await tableDump(bed.t, 'calendar_connections');
    expect(dump).not.toContain('google-refresh-1');
    expect(dump).not.toContain('google-access-');

    const replay = await finish({ state, code: 'good-code' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/already been used/);

    const again = await finish({ state: (await start()).state, code: 'good-code' });
    expect(again.json().id).toBe(res.json().id);
    const list = await bed.t.app.inject({ url: '/api/calendar-connections', headers: bed.owner.headers });
    expect(list.json()).toHaveLength(1);
  });

  it('refuses an expired state', async () => {
    const { state } = await start();
    await bed.t.database.db.execute(
      `update calendar_oauth_states set expires_at = now() - interval '1 minute'`,
    );
    const res = await finish({ state, code: 'good-code' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('explains a denied consent and connects nothing', async () => {
    const before = (
      await bed.t.app.inject({ url: '/api/calendar-connections', headers: bed.owner.headers })
    ).json();
    const { state } = await start();
    const res = await finish({ state, error: 'access_denied' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/did not allow Overlap/);
    const after = (
      await bed.t.app.inject({ url: '/api/calendar-connections', headers: bed.owner.headers })
    ).json();
    expect(after).toHaveLength(before.length);
  });

  it('reads busy time through the stored grant, and marks the connection when the grant is revoked', async () => {
    bed.google.busy['ana@example.com'] = [
      { start: tomorrowAt(9).toISOString(), end: tomorrowAt(10).toISOString() },
    ];
    const preview = await bed.t.app.inject({
      url: '/api/calendar-connections/busy-preview',
      headers: bed.owner.headers,
    });
    const primary = preview.json().calendars.find((c: { name: string }) => c.name === 'ana@example.com');
    expect(primary).toMatchObject({ stale: false });
    expect(primary.busy).toEqual([
      { start: tomorrowAt(9).toISOString(), end: tomorrowAt(10).toISOString(), kind: 'busy' },
    ]);
    // The fake answers notFound for the Team calendar: only that one is stale, and the connection says so.
    const team = preview.json().calendars.find((c: { name: string }) => c.name === 'Team');
    expect(team).toMatchObject({ stale: true, busy: [] });
    const [listed] = (
      await bed.t.app.inject({ url: '/api/calendar-connections', headers: bed.owner.headers })
    ).json();
    expect(listed).toMatchObject({ status: 'error', lastError: expect.stringMatching(/^Team: /) });

    bed.google.expireAccessTokens();
    bed.google.revokeRefreshTokens();
    await bed.t.database.db.execute(`update calendar_busy_cache set fetched_at = now() - interval '1 hour'`);
    const stale = await bed.t.app.inject({
      url: '/api/calendar-connections/busy-preview',
      headers: bed.owner.headers,
    });
    const again = stale.json().calendars.find((c: { name: string }) => c.name === 'ana@example.com');
    expect(again).toMatchObject({ stale: true });
    expect(again.busy).toHaveLength(1);
    const [connection] = (
      await bed.t.app.inject({ url: '/api/calendar-connections', headers: bed.owner.headers })
    ).json();
    expect(connection).toMatchObject({
      status: 'needs_reconnect',
      lastError: expect.stringMatching(/Reconnect/),
    });
  });
});
