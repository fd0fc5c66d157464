import { afterAll, beforeAll, expect, it } from 'vitest';
import { googleSettings, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { startTestApp, type TestApp } from '../support/test-app';
import { connectGoogle, ownerAndStranger, testCredentialsKey } from '../connections/support';
import { createMeeting, holdsJourney, orphanSweep, untilHolds, type HeldEvent } from './holds-journey';

let google: FakeGoogle;
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await startTestApp({
    TEST_CLOCK_HEADER: 'true',
    CREDENTIALS_KEY: testCredentialsKey,
    ...googleSettings(google),
  });
  ({ owner } = await ownerAndStranger(t));
  await connectGoogle(t, owner.headers);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await google?.close();
});

/** The holds in the fake's primary calendar, as Google keeps them (extendedProperties.private). */
async function calendar(): Promise<HeldEvent[]> {
  return google
    .written()
    .filter((event) => event.calendarId === 'ana@example.com')
    .flatMap((event) => {
      const tag = (event.extendedProperties as { private?: Record<string, string> } | undefined)?.private
        ?.overlapHold;
      if (!tag) return [];
      const time = (v: unknown) => Date.parse((v as { dateTime: string }).dateTime);
      return [
        {
          title: String(event.summary),
          start: time(event.start),
          end: time(event.end),
          tentative: event.status === 'tentative',
          tag,
        },
      ];
    });
}

it('writes, moves and removes the organizer’s holds in Google Calendar', async () => {
  await holdsJourney(t, owner.headers, calendar);
  expect(google.violations).toEqual([]);
}, 120_000);

it('sweeps holds a lost job left in Google Calendar', async () => {
  await orphanSweep(t, owner.headers, calendar);
}, 60_000);

it('records a refused write with its reason, and Retry writes the holds once Google accepts', async () => {
  google.refuseWrites = { status: 403 };
  const m = await createMeeting(t, owner.headers, 2, 'Refused request');
  const failed = await untilHolds(
    t,
    owner.headers,
    m.id,
    (s) => s.state === 'failed',
    'the refusal is recorded',
  );
  expect(failed.message).toMatch(/\w/);
  expect(failed.holds).toEqual([]);
  expect((await calendar()).filter((e) => e.tag === m.id)).toEqual([]);

  google.refuseWrites = null;
  const retried = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${m.id}/holds/retry`,
    headers: owner.headers,
  });
  expect(retried.statusCode).toBe(200);
  expect(retried.json()).toMatchObject({ state: 'written', message: null });
  expect((await calendar()).filter((e) => e.tag === m.id)).toHaveLength(2);
}, 60_000);

it('holds the top times again when a booked request is reopened for new answers', async () => {
  const m = await createMeeting(t, owner.headers, 2, 'Reopened request');
  const first = await untilHolds(t, owner.headers, m.id, (s) => s.state === 'written', 'the holds');
  const start = Date.parse(first.holds[0]!.start);
  const book = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/meetings/${m.id}/book`,
      headers: owner.headers,
      payload: { start },
    });
  expect((await book()).statusCode).toBe(200);
  await untilHolds(t, owner.headers, m.id, (s) => s.state === 'removed', 'the holds go at booking');
  const reopened = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${m.id}/reopen`,
    headers: owner.headers,
  });
  expect(reopened.statusCode).toBe(200);
  await untilHolds(
    t,
    owner.headers,
    m.id,
    (s) => s.state === 'written' && s.holds.length === 2,
    'held again',
  );
  expect((await calendar()).filter((e) => e.tag === m.id)).toHaveLength(2);
}, 60_000);
