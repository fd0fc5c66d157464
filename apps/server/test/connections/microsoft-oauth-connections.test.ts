import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';
import { startTestApp, type TestApp } from '../support/test-app';
import { ownerAndStranger, tableDump, testCredentialsKey } from './support';

let microsoft: FakeMicrosoft;
let t: TestApp;

beforeAll(async () => {
  microsoft = await startFakeMicrosoft();
  t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    MICROSOFT_CLIENT_ID: 'ms-client',
    MICROSOFT_CLIENT_SECRET: 'ms-secret',
    MICROSOFT_AUTHORIZE_URL: `${microsoft.url}/common/oauth2/v2.0/authorize`,
    MICROSOFT_TOKEN_URL: microsoft.tokenUrl,
    MICROSOFT_API_URL: microsoft.apiBaseUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await microsoft?.close();
});

it('connects Microsoft through OAuth with PKCE and lists its calendars, keeping tokens encrypted', async () => {
  const { owner } = await ownerAndStranger(t);
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/calendar-connections/oauth/start',
    headers: owner.headers,
    payload: { provider: 'microsoft' },
  });
  expect(start.statusCode).toBe(200);
  const url = new URL(start.json().authorizeUrl);
  expect(url.searchParams.get('scope')).toContain('offline_access');
  const finish = await t.app.inject({
    method: 'POST',
    url: '/api/calendar-connections/oauth/finish',
    headers: owner.headers,
    payload: { state: url.searchParams.get('state'), code: 'ms-code' },
  });
  expect(finish.statusCode).toBe(201);
  expect(finish.json()).toMatchObject({ provider: 'microsoft', providerName: 'Microsoft 365 / Outlook.com' });
  expect(finish.json().calendars).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'Calendar', writeTarget: true }),
      expect.objectContaining({ name: 'Birthdays', canWrite: false }),
    ]),
  );
  const dump = await tableDump(t, 'calendar_connections');
  expect(dump).not.toMatch(/ms-refresh-|ms-access-/);
});
