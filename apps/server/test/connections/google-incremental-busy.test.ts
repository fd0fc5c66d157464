import { expect, it } from 'vitest';
import { googleOwnerForFile, tomorrowAt } from './support';

const bed = googleOwnerForFile();
const primaryId = 'ana@example.com';

const block = (from: number, to: number) => ({
  start: tomorrowAt(from).toISOString(),
  end: tomorrowAt(to).toISOString(),
});

async function primaryBusy() {
  const res = await bed.t.app.inject({
    url: '/api/calendar-connections/busy-preview',
    headers: bed.owner.headers,
  });
  const calendar = res.json().calendars.find((c: { name: string }) => c.name === primaryId);
  expect(calendar.stale).toBe(false);
  return (calendar.busy as { start: string; end: string }[]).map(({ start, end }) => ({ start, end }));
}

const outdate = () =>
  bed.t.database.db.execute(`update calendar_busy_cache set fetched_at = now() - interval '1 hour'`);
const eventLists = () =>
  bed.google.requests.filter(
    (request) =>
      request.method === 'GET' && request.path.endsWith(`/${encodeURIComponent(primaryId)}/events`),
  );

it('reads the window once, then only the changes since the syncToken', async () => {
  bed.google.busy[primaryId] = [block(9, 10), block(13, 14)];
  bed.google.requests.length = 0;
  expect(await primaryBusy()).toEqual([block(9, 10), block(13, 14)]);
  const [first] = eventLists();
  expect(first?.query.get('timeMin')).toBeTruthy();
  expect(first?.query.get('syncToken')).toBeNull();

  // One block moves (an event changes), the other is deleted.
  bed.google.busy[primaryId] = [block(15, 16)];
  await outdate();
  bed.google.requests.length = 0;
  expect(await primaryBusy()).toEqual([block(15, 16)]);
  const [incremental] = eventLists();
  expect(incremental?.query.get('syncToken')).toMatch(/^sync-\d+$/);
  expect(incremental?.query.get('timeMin')).toBeNull();
  expect(eventLists()).toHaveLength(1);
});

it('starts over with a full read of the window when Google answers 410 Gone', async () => {
  bed.google.busy[primaryId] = [block(15, 16), block(17, 18)];
  await outdate();
  bed.google.failNext(`/calendar/v3/calendars/${encodeURIComponent(primaryId)}/events`, {
    status: 410,
    body: {
      error: {
        code: 410,
        message: 'Sync token is no longer valid, a full sync is required.',
        errors: [{ domain: 'calendar', reason: 'fullSyncRequired' }],
      },
    },
  });
  bed.google.requests.length = 0;
  expect(await primaryBusy()).toEqual([block(15, 16), block(17, 18)]);
  const lists = eventLists();
  expect(lists).toHaveLength(2);
  expect(lists[0]?.query.get('syncToken')).toBeTruthy();
  expect(lists[1]?.query.get('syncToken')).toBeNull();
  expect(lists[1]?.query.get('timeMin')).toBeTruthy();
});

it('reads a calendar shared for free/busy only through freeBusy', async () => {
  const res = await bed.t.app.inject({
    url: '/api/calendar-connections/busy-preview',
    headers: bed.owner.headers,
  });
  const team = res.json().calendars.find((c: { name: string }) => c.name === 'Team');
  // The fake knows no busy data for it: freeBusy answers notFound, so that copy is marked stale.
  expect(team).toMatchObject({ stale: true });
  expect(bed.google.requests.some((request) => request.path === '/calendar/v3/freeBusy')).toBe(true);
});
