import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectGoogle, ownerAndStranger, testCredentialsKey } from '../connections/support';
import { googleSettings, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { eventually } from '../support/eventually';
import { startTestApp, type TestApp } from '../support/test-app';
import { meetingRequest, workdayFromNow } from './meeting-fixtures';

let google: FakeGoogle;
let t: TestApp;

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    ...googleSettings(google),
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await google?.close();
});

it('with Google as write target: Google is told to send nothing, so the participants get our invitation', async () => {
  const { owner } = await ownerAndStranger(t);
  await connectGoogle(t, owner.headers);

  const meeting = (
    await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: owner.headers,
      payload: meetingRequest({ title: 'Google booking 4e' }),
    })
  ).json();
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/book`,
    headers: owner.headers,
    payload: { start: workdayFromNow(3) + 10 * 3600_000 },
  });
  expect(booked.statusCode).toBe(200);

  const detail = await eventually(
    async () => (await t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: owner.headers })).json(),
    (read) => read.delivery.calendar.state !== 'pending',
    'the calendar write has run',
  );
  expect(detail.delivery).toMatchObject({
    calendar: { state: 'written', provider: 'google' },
    invitationsFromCalendar: false,
  });
  const insert = google.requests.find((r) => r.method === 'POST' && /\/events$/.test(r.path));
  expect(insert?.query.get('sendUpdates')).toBe('none');

  const mails = (await t.database.db.execute(
    `select ics_method, text from outbox where template_key = 'scheduled'`,
  )) as unknown as { rows: { ics_method: string | null; text: string }[] };
  const ours = mails.rows.filter((r) => r.text.includes('Google booking 4e'));
  expect(ours.map((r) => r.ics_method)).toEqual(['REQUEST', 'REQUEST', 'REQUEST']);
});
