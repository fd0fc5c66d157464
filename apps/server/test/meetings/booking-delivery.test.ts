import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerAndStranger, testCredentialsKey } from '../connections/support';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/support/smtp-test-server';
import { microsoftSettings, startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';
import { startTestApp, type TestApp } from '../support/test-app';
import { workdayFromNow, createdMeeting } from './meeting-fixtures';
import { eventually } from '../support/eventually';

let microsoft: FakeMicrosoft;
let smtp: TestSmtpServer;
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];
let stranger: Awaited<ReturnType<typeof ownerAndStranger>>['stranger'];

beforeAll(async () => {
  microsoft = await startFakeMicrosoft();
  smtp = await startTestSmtpServer();
  t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    SMTP_URL: smtp.url,
    ...microsoftSettings(microsoft),
  });
  ({ owner, stranger } = await ownerAndStranger(t));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await microsoft?.close();
});

interface Delivery {
  calendar: { state: string; calendarName: string | null; provider: string | null; message: string | null };
  invitationsFromCalendar: boolean;
  emails: { participantId: string; state: string; message: string | null; reason: string | null }[];
}

const delivery = async (meetingId: string): Promise<Delivery> =>
  (await t.app.inject({ url: `/api/meetings/${meetingId}`, headers: owner.headers })).json().delivery;

async function outboxOf(title: string) {
  const result = (await t.database.db.execute(
    `select template_key, to_address, text, ics_method from outbox order by created_at, to_address`,
  )) as unknown as {
    rows: { template_key: string; to_address: string; text: string; ics_method: string | null }[];
  };
  return result.rows.filter((r) => r.text.includes(title));
}

async function book(title: string) {
  const meeting = await createdMeeting(t, owner.headers, {
    title,
    participants: [
      { email: 'ana@example.com', name: 'Ana', required: true },
      { email: 'ben@example.com', name: 'Ben', required: true },
    ],
  });
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/book`,
    headers: owner.headers,
    payload: { start: workdayFromNow(3) + 10 * 3600_000 },
  });
  expect(booked.statusCode).toBe(200);
  return meeting as { id: string; participants: { id: string; email: string }[] };
}

it('without a write calendar: our invitations go attached, and the calendar says there is none', async () => {
  const meeting = await book('Plain booking 1b');
  // Known before the job runs: with no calendar to write to, nothing is "writing the event".
  expect((await delivery(meeting.id)).calendar.state).toBe('no_calendar');
  const done = await eventually(
    () => delivery(meeting.id),
    (d) => d.calendar.state !== 'pending' && d.emails.every((e) => e.state === 'sent'),
    'the job and the e-mails are done',
  );
  expect(done.calendar).toMatchObject({ state: 'no_calendar' });
  expect(done.invitationsFromCalendar).toBe(false);
  const scheduled = (await outboxOf('Plain booking 1b')).filter((r) => r.template_key === 'scheduled');
  expect(scheduled.map((r) => r.ics_method)).toEqual(['REQUEST', 'REQUEST']);
  expect(scheduled[0]!.text).toContain('The calendar invitation is attached');
});

it('with Microsoft as write target: one invitation (Graph’s), a failed write is shown and retried once', async () => {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/calendar-connections/oauth/start',
    headers: owner.headers,
    payload: { provider: 'microsoft' },
  });
  const state = new URL(start.json().authorizeUrl).searchParams.get('state');
  const finish = await t.app.inject({
    method: 'POST',
    url: '/api/calendar-connections/oauth/finish',
    headers: owner.headers,
    payload: { state, code: 'ms-code' },
  });
  expect(finish.statusCode).toBe(201);

  // A 500 is not retried within the call: the job's attempt fails.
  microsoft.failNext(
    '/v1.0/me/calendars/',
    { status: 500, body: { error: { code: 'InternalServerError' } } },
    1,
  );
  const meeting = await book('Graph booking 2c');
  const failed = await eventually(
    () => delivery(meeting.id),
    (d) => d.calendar.state === 'failed',
    'the write fails',
  );
  expect(failed.calendar).toMatchObject({ provider: 'microsoft', calendarName: 'Calendar' });
  expect(failed.calendar.message).toMatch(/provider/i);
  expect(failed.invitationsFromCalendar).toBe(true);

  // Graph e-mails the attendees itself: ours say so and carry no iCalendar part.
  const scheduled = (await outboxOf('Graph booking 2c')).filter((r) => r.template_key === 'scheduled');
  expect(scheduled).toHaveLength(2);
  expect(scheduled.map((r) => r.ics_method)).toEqual([null, null]);
  expect(scheduled[0]!.text).toContain('comes separately from Olga Owner');

  const creates = () => microsoft.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/events'));
  const before = creates().length;
  const retries = await Promise.all(
    [1, 2, 3].map(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/meetings/${meeting.id}/calendar-write/retry`,
        headers: owner.headers,
      }),
    ),
  );
  expect(retries.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  const written = await eventually(
    () => delivery(meeting.id),
    (d) => d.calendar.state === 'written',
    'the retried write succeeds',
  );
  expect(written.calendar).toMatchObject({ calendarName: 'Calendar', message: null });
  expect(creates().length).toBe(before + 1);

  const cancel = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/cancel`,
    headers: owner.headers,
    payload: {},
  });
  expect(cancel.statusCode).toBe(200);
  const cancelled = (await outboxOf('Graph booking 2c')).filter((r) => r.template_key === 'cancelled');
  expect(cancelled.map((r) => r.ics_method)).toEqual([null, null]);
});

it('shows a refused e-mail per participant, with its reason, and sends it again once on retry', async () => {
  // Ana's mail server refuses her address: the message fails at its first attempt, with no retries.
  smtp.refuseAddress('ana@example.com');
  const meeting = await book('Mail booking 3d');
  const ana = meeting.participants.find((p) => p.email === 'ana@example.com')!;
  const failed = await eventually(
    () => delivery(meeting.id),
    (d) => d.emails.every((e) => e.state !== 'pending'),
    'Ana’s e-mail is refused and Ben’s is sent',
  );
  expect(failed.emails.find((e) => e.participantId === ana.id)).toMatchObject({
    state: 'failed',
    message: expect.stringMatching(/550/),
    reason: 'address-refused',
  });
  expect(failed.emails.find((e) => e.participantId !== ana.id)).toMatchObject({
    state: 'sent',
    reason: null,
  });
  smtp.acceptAddress('ana@example.com');

  const sentToAna = () =>
    smtp.received.filter((m) => m.to.includes('ana@example.com') && m.raw.includes('Mail booking 3d')).length;
  const before = sentToAna();
  const url = `/api/meetings/${meeting.id}/participants/${ana.id}/email/retry`;
  expect((await t.app.inject({ method: 'POST', url, headers: stranger.headers })).statusCode).toBe(404);
  const retries = await Promise.all(
    [1, 2].map(() => t.app.inject({ method: 'POST', url, headers: owner.headers })),
  );
  expect(retries.map((r) => r.statusCode)).toEqual([200, 200]);
  await eventually(
    () => delivery(meeting.id),
    (d) => d.emails.every((e) => e.state === 'sent'),
    'Ana’s e-mail is sent again',
  );
  expect(sentToAna()).toBe(before + 1);
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/meetings/${meeting.id}/calendar-write/retry`,
        headers: stranger.headers,
      })
    ).statusCode,
  ).toBe(404);
});
