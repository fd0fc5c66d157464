import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { postMeeting, tokenOf } from '../meetings/meeting-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { createMeeting, holdStatus, untilHolds } from './holds-journey';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  await signedInUser(t, 'admin@example.com', 'Ada Admin');
  ({ headers } = await signedInUser(t, 'olga@example.com', 'Olga Owner'));
}, 60_000);
afterAll(async () => t?.close());

it('refuses more than 5 holds for one meeting, naming the field', async () => {
  const res = await postMeeting(t, headers, { holds: 6 });
  expect(res.statusCode).toBe(400);
  expect(res.json().fields.holds).toBe('Hold at most 5 times per meeting');
});

it('refuses a request that would pass 50 holds on one account at once', async () => {
  for (let i = 0; i < 10; i++) await createMeeting(t, headers, 5, `Request ${i}`);
  const res = await postMeeting(t, headers, { holds: 1 });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({
    code: 'hold_limit',
    fields: { holds: 'At most 50 holds per account at once' },
    // True whether the account holds 50 already or fewer and this request would pass 50.
    message: expect.stringMatching(/^That would hold more than 50 times in your calendars/),
  });
  // Without holds the request is fine, and a booked or cancelled meeting frees its holds.
  expect((await postMeeting(t, headers)).statusCode).toBe(201);
  const [first] = (await t.app.inject({ url: '/api/meetings', headers }))
    .json()
    .filter((m: { holds: number }) => m.holds === 5);
  await t.app.inject({ method: 'POST', url: `/api/meetings/${first.id}/cancel`, headers, payload: {} });
  const again = await postMeeting(t, headers, { holds: 5 });
  expect(again.statusCode).toBe(201);
});

it('says holds are off, or that no write calendar is chosen', async () => {
  const { headers: other } = await signedInUser(t, 'nia@example.com', 'Nia Nocal');
  const off = await createMeeting(t, other, 0, 'No holds');
  expect(await holdStatus(t, other, off.id)).toMatchObject({ count: 0, state: 'off', holds: [] });
  const on = await createMeeting(t, other, 3, 'Holds without a calendar');
  await untilHolds(t, other, on.id, (s) => s.state === 'no_calendar', 'no calendar is recorded');
});

it('offers guests a feed of the current holds as tentative events, empty once booked', async () => {
  const { headers: feedOwner } = await signedInUser(t, 'fay@example.com', 'Fay Feed');
  const m = await createMeeting(t, feedOwner, 3, 'Feed request');
  const token = tokenOf(m.participants[0]!.link);
  const read = async () => {
    const res = await t.app.inject({ url: `/api/participant/holds.ics?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    return new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent');
  };
  const events = await read();
  expect(events.map((e) => e.getFirstPropertyValue('summary'))).toEqual([
    'Hold: Feed request (option 1 of 3)',
    'Hold: Feed request (option 2 of 3)',
    'Hold: Feed request (option 3 of 3)',
  ]);
  expect(events.every((e) => e.getFirstPropertyValue('status') === 'TENTATIVE')).toBe(true);
  const suggestions = (
    await t.app.inject({ url: `/api/meetings/${m.id}/suggestions`, headers: feedOwner })
  ).json();
  const top = suggestions.ranking.slots
    .slice(0, 3)
    .map((s: { start: string | number }) => new Date(s.start).getTime());
  expect(events.map((e) => (e.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime())).toEqual(
    top,
  );

  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${m.id}/book`,
    headers: feedOwner,
    payload: { start: top[0] },
  });
  expect(booked.statusCode).toBe(200);
  expect(await read()).toEqual([]);
  expect(
    (await t.app.inject({ url: '/api/participant/holds.ics?token=not-a-real-token-000' })).statusCode,
  ).toBe(404);
});
