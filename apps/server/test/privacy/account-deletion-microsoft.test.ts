import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { connectOAuthCalendar, createAndBook, testCredentialsKey } from '../connections/support';
import { eventually } from '../support/eventually';
import { microsoftSettings, startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';
import { startTestApp, type TestApp } from '../support/test-app';
import { countRowsReferring } from './schema-walk';

let microsoft: FakeMicrosoft;
let t: TestApp;

beforeAll(async () => {
  microsoft = await startFakeMicrosoft();
  t = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey, ...microsoftSettings(microsoft) });
  // The first account to arrive is the admin, whom an account deletion may not remove.
  const admin = await signedInUser(t, 'admin@example.com', 'Ada Admin');
  expect((await t.app.inject({ url: '/api/me', headers: admin.headers })).statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await microsoft?.close();
});

it('deletes the Outlook event and the tokens, asks Graph for nothing it would refuse, and says where to remove Overlap', async () => {
  const mia = await signedInUser(t, 'mia@example.com', 'Mia Müller');
  await connectOAuthCalendar(t, 'microsoft', mia.headers);
  const booked = await createAndBook(t, mia.headers);
  await eventually(
    async () => (await t.app.inject({ url: `/api/meetings/${booked.id}`, headers: mia.headers })).json(),
    (read) => read.delivery.calendar.state === 'written',
    'the booked meeting is in Outlook',
  );
  expect(microsoft.written()).toHaveLength(1);
  const me = (await t.app.inject({ url: '/api/me', headers: mia.headers })).json() as { id: string };

  const res = await t.app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: mia.headers,
    payload: { email: 'mia@example.com' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().connections).toEqual([
    {
      provider: 'microsoft',
      account: 'mia@contoso.example',
      outcome: 'not-supported',
      message: expect.stringContaining('account.live.com/consent/Manage'),
    },
  ]);
  expect(res.json().connections[0].message).toContain('myapps.microsoft.com');
  expect(microsoft.written()).toEqual([]);
  // Signing the person out of every app, or an admin-only grant deletion, is not Overlap's to ask.
  const refused = microsoft.requests.filter(
    (r) => r.path.includes('revokeSignInSessions') || r.path.includes('oauth2PermissionGrants'),
  );
  expect(refused).toEqual([]);
  expect(await countRowsReferring(t, 'calendar_connections', 'user_id', [me.id])).toBe(0);
  const tokensLeft = await t.database.db.execute(`select count(*)::int as n from calendar_connections`);
  expect((tokensLeft as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
});
