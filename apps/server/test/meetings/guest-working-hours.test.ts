import { expect, it } from 'vitest';
import { appWithPeopleForFile } from '../auth/support/signed-in-user';
import { mondayToFriday, NINE_TO_FIVE } from '../support/working-week';
import { workdayMeetingWithAna } from './meeting-fixtures';

const HOUR = 3600_000;
const MORNING = [{ start: '09:00', end: '12:00' }];
const morningWeek = mondayToFriday(MORNING);
const bed = appWithPeopleForFile();

const meetingForAna = () => workdayMeetingWithAna(bed.t, bed.olga.headers);

const answer = (token: string, payload: object) =>
  bed.t.app.inject({ method: 'PUT', url: `/api/participant/availability?token=${token}`, payload });

it('tells a guest without an account the hours assumed for them: Mon–Fri 09:00–17:00', async () => {
  const { token } = await meetingForAna();
  const view = (await bed.t.app.inject({ url: `/api/participant/meeting?token=${token}` })).json();
  expect(view.participant.workingHours).toEqual(mondayToFriday(NINE_TO_FIVE));
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
