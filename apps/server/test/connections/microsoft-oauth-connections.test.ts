import { afterAll, beforeAll, expect, it } from 'vitest';
import { graphBusySelect } from '../../src/features/calendars/microsoft/microsoft-adapter';
import { microsoftSettings, startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';
import { startTestApp, type TestApp } from '../support/test-app';
import { ownerAndStranger, tableDump, testCredentialsKey, tomorrowAt } from './support';

let microsoft: FakeMicrosoft;
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];

beforeAll(async () => {
  microsoft = await startFakeMicrosoft();
  t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    ...microsoftSettings(microsoft),
  });
});
afterAll(async () => {
  await t?.close();
  await microsoft?.close();
});

it('connects Microsoft through OAuth with PKCE and lists its calendars, keeping tokens encrypted', async () => {
  ({ owner } = await ownerAndStranger(t));
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
  expect(finish.json()).toMatchObject({
    provider: 'microsoft',
    providerName: 'Microsoft 365 / Outlook.com',
    // The account's address from Graph /me, not the calendar's name.
    accountLabel: 'mia@contoso.example',
  });
  expect(url.searchParams.get('scope')).toContain('User.Read');
  expect(finish.json().calendars).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'Calendar', writeTarget: true, checkConflicts: true }),
      // Outlook's own Birthdays and Holidays calendars are listed but off until ticked.
      expect.objectContaining({ name: 'Birthdays', canWrite: false, checkConflicts: false }),
      expect.objectContaining({ name: 'United States holidays', checkConflicts: false }),
      expect.objectContaining({ name: 'Team rota', checkConflicts: true }),
    ]),
  );
  const dump = await tableDump(t, 'calendar_connections');
  expect(dump).not.toMatch(/ms-refresh-|ms-access-/);
});

it('refreshes busy time by reading calendarView again, narrowly, and never reads an unticked calendar', async () => {
  const at = (hour: number) => tomorrowAt(hour).toISOString();
  microsoft.view.push(
    { id: 'standup', showAs: 'busy', start: at(9), end: at(10) },
    { id: 'review', showAs: 'tentative', start: at(13), end: at(14) },
    { id: 'lunch', showAs: 'free', start: at(12), end: at(13) },
  );
  const busyOfDefault = async () => {
    const res = await t.app.inject({ url: '/api/calendar-connections/busy-preview', headers: owner.headers });
    const calendar = res.json().calendars.find((c: { name: string }) => c.name === 'Calendar');
    expect(calendar.stale).toBe(false);
    return calendar.busy;
  };
  microsoft.requests.length = 0;
  expect(await busyOfDefault()).toEqual([
    { start: at(9), end: at(10), kind: 'busy' },
    { start: at(13), end: at(14), kind: 'tentative' },
  ]);

  // The stand-up moves and the review is deleted.
  microsoft.view.splice(0, microsoft.view.length, {
    id: 'standup',
    showAs: 'busy',
    start: at(15),
    end: at(16),
  });
  microsoft.view.push({ id: 'lunch', showAs: 'free', start: at(12), end: at(13) });
  await t.database.db.execute(`update calendar_busy_cache set fetched_at = now() - interval '1 hour'`);
  expect(await busyOfDefault()).toEqual([{ start: at(15), end: at(16), kind: 'busy' }]);
  const views = microsoft.requests.filter((request) => request.path.includes('/calendarView'));
  expect(views.length).toBeGreaterThan(0);
  expect(views.every((request) => request.path.endsWith('/calendarView'))).toBe(true);
  expect(views.every((request) => request.query.get('$select') === graphBusySelect)).toBe(true);
  // Birthdays and holidays are off: never asked for.
  expect(views.filter((request) => /AAMkCal[23]/.test(request.path))).toEqual([]);
  expect(microsoft.violations).toEqual([]);
});
