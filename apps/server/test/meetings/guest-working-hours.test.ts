import { expect, it } from 'vitest';
import { appWithPeopleForFile } from '../auth/support/signed-in-user';
import { meetingRequest, tokenOf, workdayFromNow } from './meeting-fixtures';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const NINE_TO_FIVE = [{ start: '09:00', end: '17:00' }];
const MORNING = [{ start: '09:00', end: '12:00' }];
const morningWeek = {
  mon: MORNING,
  tue: MORNING,
  wed: MORNING,
  thu: MORNING,
  fri: MORNING,
  sat: [],
  sun: [],
};
const bed = appWithPeopleForFile();

async function meetingForAna() {
  const day = workdayFromNow(3);
  const created = await bed.t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: bed.olga.headers,
    payload: meetingRequest({
      windowStart: new Date(day).toISOString(),
      windowEnd: new Date(day + DAY).toISOString(),
      participants: [{ email: 'ana@example.com', name: 'Ana', required: true }],
    }),
  });
  expect(created.statusCode).toBe(201);
  const meeting = created.json() as { id: string; participants: { link: string }[] };
  return { id: meeting.id, day, token: tokenOf(meeting.participants[0]!.link) };
}

const answer = (token: string, payload: object) =>
  bed.t.app.inject({ method: 'PUT', url: `/api/participant/availability?token=${token}`, payload });

it('tells a guest without an account the hours assumed for them: Mon–Fri 09:00–17:00', async () => {
  const { token } = await meetingForAna();
  const view = (await bed.t.app.inject({ url: `/api/participant/meeting?token=${token}` })).json();
  expect(view.participant.workingHours).toEqual({
    mon: NINE_TO_FIVE,
    tue: NINE_TO_FIVE,
    wed: NINE_TO_FIVE,
    thu: NINE_TO_FIVE,
    fri: NINE_TO_FIVE,
    sat: [],
    sun: [],
  });
  expect(view.meeting.allowOutsideWorkingHours).toBe(false);
});

it('ranks a calendar-only answer within the working hours the guest gave, and keeps them', async () => {
  const { id, day, token } = await meetingForAna();
  // Ana (in Berlin, UTC+1 or +2) says she works 09:00–12:00; the organizer (UTC) works 09:00–17:00.
  const saved = await answer(token, { timeZone: 'Europe/Berlin', painted: false, workingHours: morningWeek });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().participant.workingHours).toEqual(morningWeek);

  const ranking = (
    await bed.t.app.inject({ url: `/api/meetings/${id}/suggestions`, headers: bed.olga.headers })
  ).json().ranking as { viableCount: number; slots: { start: number }[] };
  const berlinOffset = new Date(day).toLocaleString('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit' });
  const noonBerlin = day + (12 - Number(berlinOffset)) * HOUR;
  expect(ranking.viableCount).toBeGreaterThan(0);
  for (const slot of ranking.slots) {
    expect(slot.start).toBeGreaterThanOrEqual(day + 9 * HOUR);
    expect(slot.start + 30 * 60_000).toBeLessThanOrEqual(noonBerlin);
  }

  // Answering again without hours keeps the ones given.
  const again = await answer(token, { timeZone: 'Europe/Berlin', painted: false });
  expect(again.json().participant.workingHours).toEqual(morningWeek);
});

it('refuses working hours that are not a week of time ranges', async () => {
  const { token } = await meetingForAna();
  const bad = await answer(token, {
    timeZone: 'UTC',
    painted: false,
    workingHours: { ...morningWeek, tue: [{ start: '17:00', end: '09:00' }] },
  });
  expect(bad.statusCode).toBe(400);
  expect(JSON.stringify(bad.json())).toContain('workingHours.tue.0.end');
  const missing = await answer(token, { timeZone: 'UTC', painted: false, workingHours: { mon: MORNING } });
  expect(missing.statusCode).toBe(400);
  const off = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
  const none = await answer(token, { timeZone: 'UTC', painted: false, workingHours: off });
  expect(none.statusCode).toBe(400);
  expect(JSON.stringify(none.json())).toContain('at least one working time');
});
