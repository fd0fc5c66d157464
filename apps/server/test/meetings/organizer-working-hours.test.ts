import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';
import { meetingRequest, tokenOf, workdayFromNow } from './meeting-fixtures';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
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
      workingHours: {
        mon: NOON_TO_TWO,
        tue: NOON_TO_TWO,
        wed: NOON_TO_TWO,
        thu: NOON_TO_TWO,
        fri: NOON_TO_TWO,
        sat: [],
        sun: [],
      },
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
  const day = workdayFromNow(3);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: organizer.headers,
    payload: meetingRequest({
      windowStart: new Date(day).toISOString(),
      windowEnd: new Date(day + DAY).toISOString(),
      participants: [{ email: 'ana@example.com', name: 'Ana', required: true }],
    }),
  });
  expect(created.statusCode).toBe(201);
  const meeting = created.json() as { id: string; participants: { link: string }[] };
  const answered = await t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${tokenOf(meeting.participants[0]!.link)}`,
    payload: answer,
  });
  expect(answered.statusCode).toBe(200);
  return { id: meeting.id, day };
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
