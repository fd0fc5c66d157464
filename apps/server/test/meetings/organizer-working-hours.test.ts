import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';
import { mondayToFriday } from '../support/working-week';
import { workdayFromNow, workdayMeetingWithAna } from './meeting-fixtures';

const HOUR = 3600_000;
const NOON_TO_TWO = [{ start: '12:00', end: '14:00' }];
let t: TestApp;
let organizer: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await startTestApp();
  await signedInUser(t, 'admin@example.com', 'Ada Admin');
  organizer = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
  // Olga works 12:00–14:00 UTC on weekdays (Settings); she has no calendar connected.
  const settings = await t.app.inject({
    method: 'PUT',
    url: '/api/me/settings',
    headers: organizer.headers,
    payload: {
      name: 'Olga Organizer',
      timeZone: 'UTC',
      workingHours: mondayToFriday(NOON_TO_TWO),
      theme: 'system',
      clock: '24h',
      videoDefault: { kind: 'none' },
    },
  });
  expect(settings.statusCode).toBe(200);
});
afterAll(() => t.close());

interface Ranking {
  viableCount: number;
  slots: { start: number }[];
  relaxations: { kind: string }[];
}

async function meetingWithAna(answer: object) {
  const { id, day, token } = await workdayMeetingWithAna(t, organizer.headers);
  const answered = await t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${token}`,
    payload: answer,
  });
  expect(answered.statusCode).toBe(200);
  return { id, day };
}

const allowOutside = (id: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/meetings/${id}/settings`,
    headers: organizer.headers,
    payload: { allowOutsideWorkingHours: true },
  });

async function ranking(id: string): Promise<Ranking> {
  const res = await t.app.inject({ url: `/api/meetings/${id}/suggestions`, headers: organizer.headers });
  expect(res.statusCode).toBe(200);
  return res.json().ranking;
}

it("keeps the organizer's working hours from Settings after allowing times outside working hours", async () => {
  // Ana shares only her calendar, from Auckland: her working day (20:00–04:00 UTC) misses Olga's.
  const { id, day } = await meetingWithAna({ timeZone: 'Pacific/Auckland', painted: false });
  expect((await ranking(id)).viableCount).toBe(0);

  expect((await allowOutside(id)).statusCode).toBe(200);
  const after = await ranking(id);
  // Ana now counts as free all day; Olga still only 12:00–14:00: starts 12:00 to 13:30, every 15 minutes.
  expect(after.viableCount).toBe(7);
  for (const slot of after.slots) {
    expect(slot.start).toBeGreaterThanOrEqual(day + 12 * HOUR);
    expect(slot.start).toBeLessThanOrEqual(day + 13.5 * HOUR);
  }
});

it('does not offer times outside working hours when only the organizer is outside theirs', async () => {
  // Ana paints only 18:00–19:00 UTC: allowing outside hours frees calendar-only guests, not Olga.
  const day = workdayFromNow(3);
  const { id } = await meetingWithAna({
    timeZone: 'UTC',
    painted: true,
    available: [{ start: day + 18 * HOUR, end: day + 19 * HOUR }],
  });
  const before = await ranking(id);
  expect(before.viableCount).toBe(0);
  expect(before.relaxations.map((r) => r.kind)).not.toContain('allow-outside-working-hours');
  expect((await allowOutside(id)).statusCode).toBe(200);
  expect((await ranking(id)).viableCount).toBe(0);
});
