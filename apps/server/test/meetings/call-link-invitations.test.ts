import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectOAuthCalendar, testCredentialsKey } from '../connections/support';
import { googleSettings, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { microsoftSettings, startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';
import { startTestApp, type TestApp } from '../support/test-app';
import { signedInUser } from '../auth/support/signed-in-user';
import { meetingRequest, tokenOf } from './meeting-fixtures';
import { eventually } from '../support/eventually';

/** The first invitation of a meeting whose call Google or Teams makes already carries the call's link. */

const HOUR = 3600_000;
// A Monday morning; every meeting is booked on the Thursday after it, inside the default working hours.
const NOW = '2031-03-03T08:00:00.000Z';
const pinned = { 'x-overlap-test-now': NOW };
const THURSDAY = Date.parse('2031-03-06T00:00:00.000Z');
const pinnedRequest = (overrides: Parameters<typeof meetingRequest>[0]) =>
  meetingRequest({
    windowStart: '2031-03-05T00:00:00.000Z',
    windowEnd: '2031-03-12T00:00:00.000Z',
    location: null,
    ...overrides,
  });
let google: FakeGoogle;
let microsoft: FakeMicrosoft;
let t: TestApp;

beforeAll(async () => {
  google = await startFakeGoogle();
  microsoft = await startFakeMicrosoft();
  t = await startTestApp({
    TEST_CLOCK_HEADER: 'true',
    CREDENTIALS_KEY: testCredentialsKey,
    ...googleSettings(google),
    ...microsoftSettings(microsoft),
  });
  await signedInUser(t, 'admin@example.com', 'Ada Admin');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await google?.close();
  await microsoft?.close();
});

type Headers = Record<string, string>;
const post = (url: string, payload: unknown, headers: Headers) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, ...pinned }, payload: payload as object });
const detailOf = async (id: string, headers: Headers) =>
  (await t.app.inject({ url: `/api/meetings/${id}`, headers: { ...headers, ...pinned } })).json();
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

const connect = (provider: 'google' | 'microsoft', headers: Headers) =>
  connectOAuthCalendar(t, provider, headers);

async function outboxOf(title: string) {
  const rows = (await t.database.db.execute(
    `select template_key as "templateKey", text, ics from outbox order by created_at`,
  )) as unknown as { rows: { templateKey: string; text: string; ics: string | null }[] };
  return rows.rows.filter((m) => m.text.includes(title));
}

async function bookWithCall(email: string, kind: 'google-meet' | 'teams', title: string, hour: number) {
  const user = await signedInUser(t, email, title);
  await connect(kind === 'google-meet' ? 'google' : 'microsoft', user.headers);
  const meeting = (
    await post('/api/meetings', pinnedRequest({ title, videoLink: { kind } }), user.headers)
  ).json();
  expect(meeting).toMatchObject({ conference: kind, videoLink: null });
  const booked = await post(
    `/api/meetings/${meeting.id}/book`,
    { start: THURSDAY + hour * HOUR },
    user.headers,
  );
  expect(booked.statusCode).toBe(200);
  return { user, meeting };
}

it('Google Meet: the first invitations, their .ics, /winner and Your meeting carry the Meet link, each sent once', async () => {
  const { user, meeting } = await bookWithCall('gwen@example.com', 'google-meet', 'Meet first', 11);
  const sent = await eventually(
    () => outboxOf('Meet first'),
    (mails) => mails.some((m) => m.templateKey === 'scheduled'),
    'the invitations go out after the calendar write',
  );
  const detail = await detailOf(meeting.id, user.headers);
  const link = detail.videoLink as string;
  expect(link).toMatch(/^https:\/\/meet\.google\.com\/abc-\d{4}-xyz$/);
  const invitations = sent.filter((m) => m.templateKey === 'scheduled');
  expect(invitations).toHaveLength(3);
  for (const mail of invitations) {
    expect(mail.text).toContain(`Join the video call: ${link}`);
    expect(unfold(mail.ics!)).toContain(`URL:${link}`);
    expect(unfold(mail.ics!)).toContain(`LOCATION:${link}`);
    expect(mail.ics).toContain('SEQUENCE:1');
  }
  const token = tokenOf(detail.participants[0].link);
  const winner = (
    await t.app.inject({ url: `/api/participant/meeting?token=${token}`, headers: pinned })
  ).json();
  expect(winner.meeting).toMatchObject({ conference: 'google-meet', videoLink: link });
  const ics = await t.app.inject({
    url: `/api/participant/invitation.ics?token=${token}`,
    headers: pinned,
  });
  expect(unfold(ics.body)).toContain(`URL:${link}`);

  // One write made one call: no second event, no update e-mail.
  const others = (await outboxOf('Meet first')).filter(
    (m) => !['invitation', 'scheduled'].includes(m.templateKey),
  );
  expect(others).toEqual([]);
  const inserts = google.requests.filter((r) => r.method === 'POST' && r.body.includes('Meet first'));
  expect(inserts).toHaveLength(1);
}, 60_000);

it('Teams: the first e-mails carry the Teams join link Graph made', async () => {
  const { user, meeting } = await bookWithCall('tess@example.com', 'teams', 'Teams first', 12);
  const sent = await eventually(
    () => outboxOf('Teams first'),
    (mails) => mails.some((m) => m.templateKey === 'scheduled'),
    'the e-mails go out after the calendar write',
  );
  const link = (await detailOf(meeting.id, user.headers)).videoLink as string;
  expect(link).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//);
  const invitations = sent.filter((m) => m.templateKey === 'scheduled');
  expect(invitations).toHaveLength(3);
  for (const mail of invitations) expect(mail.text).toContain(`Join the video call: ${link}`);
}, 60_000);

it.each([
  { kind: 'google-meet' as const, provider: 'google' as const, link: /^https:\/\/meet\.google\.com\// },
  { kind: 'teams' as const, provider: 'microsoft' as const, link: /^https:\/\/teams\.microsoft\.com\// },
])(
  'choosing $kind after booking makes the call on the written event, and the update e-mails carry its link',
  async ({ kind, provider, link }) => {
    const title = `Late ${kind}`;
    const user = await signedInUser(t, `late-${kind}@example.com`, 'Lee Late');
    await connect(provider, user.headers);
    const meeting = (await post('/api/meetings', pinnedRequest({ title }), user.headers)).json();
    const hour = kind === 'teams' ? 15 : 14;
    await post(`/api/meetings/${meeting.id}/book`, { start: THURSDAY + hour * HOUR }, user.headers);
    await eventually(
      async () => (await detailOf(meeting.id, user.headers)).delivery.calendar.state,
      (state) => state === 'written',
      'the booked meeting is written',
    );
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}/settings`,
      headers: { ...user.headers, ...pinned },
      payload: { videoLink: { kind } },
    });
    expect(changed.statusCode).toBe(200);
    const updates = await eventually(
      async () => (await outboxOf(title)).filter((m) => m.templateKey === 'meeting_updated'),
      (mails) => mails.length > 0,
      'the update goes out after the calendar write',
    );
    const detail = await detailOf(meeting.id, user.headers);
    expect(detail).toMatchObject({ conference: kind, sequence: 2 });
    expect(detail.videoLink).toMatch(link);
    expect(updates).toHaveLength(3);
    for (const mail of updates) expect(mail.text).toContain(`Join the video call: ${detail.videoLink}`);
  },
  60_000,
);

// Last: the failures it sets up outlast it (the job's next retry is half a minute away).
it('a failing Google write does not keep the invitations back: they go out after the first attempt', async () => {
  const user = await signedInUser(t, 'fred@example.com', 'Fred Fails');
  await connect('google', user.headers);
  const meeting = (
    await post(
      '/api/meetings',
      pinnedRequest({ title: 'Meet failing', videoLink: { kind: 'google-meet' } }),
      user.headers,
    )
  ).json();
  // Google is down for a while: the provider's own quick retries fail too.
  google.failNext('/calendar/v3/calendars/', { status: 503, body: { error: { code: 503 } } }, 10);
  const booked = await post(
    `/api/meetings/${meeting.id}/book`,
    { start: THURSDAY + 13 * HOUR },
    user.headers,
  );
  expect(booked.statusCode).toBe(200);
  const sent = await eventually(
    () => outboxOf('Meet failing'),
    (mails) => mails.some((m) => m.templateKey === 'scheduled'),
    'the invitations go out although the write failed',
  );
  const invitations = sent.filter((m) => m.templateKey === 'scheduled');
  expect(invitations).toHaveLength(3);
  expect(invitations[0]!.text).not.toContain('Join the video call');
  const detail = await detailOf(meeting.id, user.headers);
  expect(detail.delivery.calendar.state).toBe('failed');
}, 60_000);
