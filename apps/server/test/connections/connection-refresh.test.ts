import { expect, it } from 'vitest';
import { googleBusyFields } from '../../src/features/calendars/google/google-adapter';
import { googleOwnerForFile, tomorrowAt } from './support';

const bed = googleOwnerForFile(
  {},
  {
    then: async ({ t, owner }) => ({
      connectionId: (
        await t.app.inject({ url: '/api/calendar-connections', headers: owner.headers })
      ).json()[0].id as string,
    }),
  },
);

const refresh = (headers: Record<string, string>) =>
  bed.t.app.inject({ method: 'POST', url: `/api/calendar-connections/${bed.connectionId}/refresh`, headers });
const eventLists = () =>
  bed.google.requests.filter((request) => request.method === 'GET' && request.path.endsWith('/events'));

it('lists a calendar added at the provider and reads the ticked calendars now, saying when', async () => {
  bed.google.moreCalendars.push({
    id: 'family@group.calendar.google.com',
    summary: 'Family',
    accessRole: 'owner',
  });
  bed.google.busy['ana@example.com'] = [
    { start: tomorrowAt(9).toISOString(), end: tomorrowAt(10).toISOString() },
  ];
  bed.google.busy['team@group.calendar.google.com'] = [];
  bed.google.requests.length = 0;
  const before = Date.now();
  const res = await refresh(bed.owner.headers);
  expect(res.statusCode).toBe(200);
  const connection = res.json();
  expect(connection).toMatchObject({ status: 'active', lastError: null });
  expect(Date.parse(connection.lastSyncedAt)).toBeGreaterThanOrEqual(before - 1000);
  expect(connection.calendars.map((c: { name: string }) => c.name)).toContain('Family');
  // Read now, narrowly, and only what is ticked (the new calendar counts by default).
  const lists = eventLists();
  expect(lists.length).toBeGreaterThan(0);
  expect(lists.every((request) => request.query.get('fields') === googleBusyFields)).toBe(true);
  expect(bed.google.violations).toEqual([]);
});

it('shows the real outcome when the provider fails, and reads nothing of an unticked calendar', async () => {
  const calendars = (
    await bed.t.app.inject({ url: '/api/calendar-connections', headers: bed.owner.headers })
  ).json()[0].calendars as { id: string; name: string }[];
  const family = calendars.find((calendar) => calendar.name === 'Family')!;
  await bed.t.app.inject({
    method: 'PATCH',
    url: `/api/connected-calendars/${family.id}`,
    headers: bed.owner.headers,
    payload: { checkConflicts: false },
  });
  bed.google.failNext(
    `/calendar/v3/calendars/${encodeURIComponent('ana@example.com')}/events`,
    { status: 500, body: { error: { code: 500, message: 'Backend Error' } } },
    5,
  );
  bed.google.requests.length = 0;
  const res = await refresh(bed.owner.headers);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    status: 'error',
    lastError: expect.stringContaining('ana@example.com'),
  });
  expect(eventLists().filter((request) => request.path.includes('family'))).toEqual([]);
});

it('refreshes only one’s own connections', async () => {
  expect((await refresh(bed.stranger.headers)).statusCode).toBe(404);
});
