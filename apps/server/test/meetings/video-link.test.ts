import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectOAuthCalendar, ownerAndStranger, testCredentialsKey } from '../connections/support';
import { googleSettings, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { microsoftSettings, startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';
import { startTestApp, type TestApp } from '../support/test-app';
import { signedInUser } from '../auth/support/signed-in-user';
import { meetingRequest, tokenOf, workdayFromNow } from './meeting-fixtures';
import { eventually } from '../support/eventually';

const HOUR = 3600_000;
let google: FakeGoogle;
let microsoft: FakeMicrosoft;
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];

beforeAll(async () => {
  google = await startFakeGoogle();
  microsoft = await startFakeMicrosoft();
  t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    ...googleSettings(google),
    ...microsoftSettings(microsoft),
  });
  ({ owner } = await ownerAndStranger(t));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await google?.close();
  await microsoft?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = owner.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const detailOf = async (id: string, headers: Record<string, string> = owner.headers) =>
  (await t.app.inject({ url: `/api/meetings/${id}`, headers })).json();

const connect = (provider: 'google' | 'microsoft', headers: Record<string, string>) =>
  connectOAuthCalendar(t, provider, headers);

it('a pasted https link and a generated Jitsi room go into the e-mail, the invitation, the .ics and /winner', async () => {
  const pasted = await post(
    '/api/meetings',
    meetingRequest({
      title: 'Pasted link',
      location: null,
      videoLink: { kind: 'link', url: 'https://zoom.us/j/123' },
    }),
  );
  expect(pasted.json()).toMatchObject({ conference: 'link', videoLink: 'https://zoom.us/j/123' });

  const jitsi = (
    await post(
      '/api/meetings',
      meetingRequest({ title: 'Jitsi room', location: null, videoLink: { kind: 'jitsi' } }),
    )
  ).json();
  expect(jitsi.conference).toBe('jitsi');
  expect(jitsi.videoLink).toMatch(/^https:\/\/meet\.jit\.si\/Overlap-[0-9a-f]{32}$/);
  const other = (
    await post('/api/meetings', meetingRequest({ title: 'Jitsi two', videoLink: { kind: 'jitsi' } }))
  ).json();
  expect(other.videoLink).not.toBe(jitsi.videoLink);

  const start = workdayFromNow(3) + 10 * HOUR;
  expect((await post(`/api/meetings/${jitsi.id}/book`, { start })).statusCode).toBe(200);
  const mails = (await t.database.db.execute(
    `select text, ics from outbox where template_key = 'scheduled'`,
  )) as unknown as { rows: { text: string; ics: string }[] };
  const ours = mails.rows.filter((m) => m.text.includes('Jitsi room'));
  expect(ours).toHaveLength(3);
  for (const mail of ours) {
    expect(mail.text).toContain(`Join the video call: ${jitsi.videoLink}`);
    expect(mail.ics.replace(/\r\n /g, '')).toContain(`URL:${jitsi.videoLink}`);
    expect(mail.ics.replace(/\r\n /g, '')).toContain(`LOCATION:${jitsi.videoLink}`);
  }
  const token = tokenOf(jitsi.participants[0].link);
  const view = (await t.app.inject({ url: `/api/participant/meeting?token=${token}` })).json();
  expect(view.meeting).toMatchObject({ conference: 'jitsi', videoLink: jitsi.videoLink });
  const ics = await t.app.inject({ url: `/api/participant/invitation.ics?token=${token}` });
  expect(ics.body.replace(/\r\n /g, '')).toContain(`URL:${jitsi.videoLink}`);

  // Changing the link of a booked meeting sends everyone the update (SEQUENCE + 1).
  const changed = await t.app.inject({
    method: 'PATCH',
    url: `/api/meetings/${jitsi.id}/settings`,
    headers: owner.headers,
    payload: { videoLink: { kind: 'link', url: 'https://meet.example.org/room-2' } },
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({
    sequence: 2,
    videoLink: 'https://meet.example.org/room-2',
    conference: 'link',
  });
  const updates = (await t.database.db.execute(
    `select text, ics from outbox where template_key = 'meeting_updated'`,
  )) as unknown as { rows: { text: string; ics: string }[] };
  const updated = updates.rows.filter((m) => m.text.includes('Jitsi room'));
  expect(updated).toHaveLength(3);
  expect(updated[0]!.text).toContain('the video link changed');
  expect(updated[0]!.ics).toContain('SEQUENCE:2');
});

it('refuses a video link that is not https, on creation and in the settings, with its own code', async () => {
  const created = await post(
    '/api/meetings',
    meetingRequest({ videoLink: { kind: 'link', url: 'http://zoom.us/j/1' } }),
  );
  expect(created.statusCode).toBe(400);
  expect(created.json()).toMatchObject({
    code: 'video_link_not_https',
    message: 'The video link must be a web address starting with https://',
  });
  const meeting = (await post('/api/meetings', meetingRequest())).json();
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/api/meetings/${meeting.id}/settings`,
    headers: owner.headers,
    payload: { videoLink: { kind: 'link', url: 'ftp://files.example.com/room' } },
  });
  expect(patched.statusCode).toBe(400);
  expect(patched.json().code).toBe('video_link_not_https');
});

it('the default from Settings applies when a meeting names none', async () => {
  const me = await t.app.inject({ url: '/api/me/settings', headers: owner.headers });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/me/settings',
    headers: owner.headers,
    payload: { ...(me.json() as object), timeZone: 'UTC', videoDefault: { kind: 'jitsi' } },
  });
  expect(saved.statusCode).toBe(200);
  const meeting = (await post('/api/meetings', meetingRequest({ title: 'Default video' }))).json();
  expect(meeting.conference).toBe('jitsi');
  expect(meeting.videoLink).toMatch(/^https:\/\/meet\.jit\.si\/Overlap-/);
  const none = (await post('/api/meetings', meetingRequest({ videoLink: { kind: 'none' } }))).json();
  expect(none).toMatchObject({ conference: 'none', videoLink: null });
});

it('Google Meet through conferenceData when the write target is Google, Teams through isOnlineMeeting when it is Graph', async () => {
  const googleUser = await signedInUser(t, 'gina@example.com', 'Gina Google');
  await connect('google', googleUser.headers);
  const meet = (
    await post(
      '/api/meetings',
      meetingRequest({ title: 'Meet call', videoLink: { kind: 'google-meet' } }),
      googleUser.headers,
    )
  ).json();
  expect(meet).toMatchObject({ conference: 'google-meet', videoLink: null });
  await post(`/api/meetings/${meet.id}/book`, { start: workdayFromNow(3) + 11 * HOUR }, googleUser.headers);
  const withMeet = await eventually(
    () => detailOf(meet.id, googleUser.headers),
    (d) => d.videoLink !== null,
    'the Meet link is read back',
  );
  expect(withMeet.videoLink).toMatch(/^https:\/\/meet\.google\.com\/abc-\d{4}-xyz$/);
  const insert = google.requests.find((r) => r.method === 'POST' && r.body.includes('Meet call'))!;
  expect(insert.query.get('conferenceDataVersion')).toBe('1');
  expect(JSON.parse(insert.body).conferenceData.createRequest.conferenceSolutionKey).toEqual({
    type: 'hangoutsMeet',
  });

  const msUser = await signedInUser(t, 'mia@example.com', 'Mia Microsoft');
  await connect('microsoft', msUser.headers);
  const teams = (
    await post(
      '/api/meetings',
      meetingRequest({ title: 'Teams call', videoLink: { kind: 'teams' } }),
      msUser.headers,
    )
  ).json();
  await post(`/api/meetings/${teams.id}/book`, { start: workdayFromNow(3) + 12 * HOUR }, msUser.headers);
  const withTeams = await eventually(
    () => detailOf(teams.id, msUser.headers),
    (d) => d.videoLink !== null,
    'the Teams link is read back',
  );
  expect(withTeams.videoLink).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//);
  const created = microsoft.requests.find((r) => r.method === 'POST' && r.body.includes('Teams call'))!;
  expect(JSON.parse(created.body)).toMatchObject({
    isOnlineMeeting: true,
    onlineMeetingProvider: 'teamsForBusiness',
  });
}, 60_000);
