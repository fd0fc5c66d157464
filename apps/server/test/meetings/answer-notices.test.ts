import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeetingServices } from '../../src/features/meetings/meeting-services';
import { createMailNotifier } from '../../src/features/meetings/notifications';
import { organizerOfMeeting } from '../../src/features/meetings/records';
import { createMailService } from '../../src/features/mail/mail-service';
import { signedInUser } from '../auth/support/signed-in-user';
import { linkSealerLike, startTestApp, type TestApp } from '../support/test-app';
import { meetingRequest, tokenOf } from './meeting-fixtures';

// Every request at a pinned instant; the digest job's handler runs here a day later, at a pinned instant.
const NOW = '2026-03-02T08:00:00.000Z';
const at = (iso = NOW) => ({ 'x-overlap-test-now': iso });
const DAY = 24 * 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK_HEADER: 'true' });
});
afterAll(() => t?.close());

async function organizer(email: string, answerNotices: string, locale = 'en') {
  const { headers } = await signedInUser(t, email, 'Olga Organizer');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/me/settings',
    headers: { ...headers, ...at() },
    payload: {
      name: 'Olga Organizer',
      timeZone: 'Europe/Berlin',
      workingHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
      theme: 'system',
      locale,
      answerNotices,
    },
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().answerNotices).toBe(answerNotices);
  return { ...headers, ...at() };
}

async function meetingOf(headers: Record<string, string>, title: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers,
    payload: meetingRequest({
      title,
      windowStart: '2026-03-03T00:00:00Z',
      windowEnd: '2026-03-10T00:00:00Z',
    }),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; participants: { email: string; link: string }[] };
}

function answer(meeting: { participants: { email: string; link: string }[] }, email: string, iso = NOW) {
  const link = meeting.participants.find((p) => p.email === email)!.link;
  const start = Date.parse('2026-03-03T10:00:00Z');
  return t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${tokenOf(link)}`,
    headers: at(iso),
    payload: { timeZone: 'UTC', painted: true, available: [{ start, end: start + 3_600_000 }] },
  });
}

async function organizerMail(to: string) {
  const result = (await t.database.db.execute(
    `select template_key, subject, text from outbox where to_address = '${to}' order by created_at`,
  )) as unknown as { rows: { template_key: string; subject: string; text: string }[] };
  return result.rows;
}

describe('answer notices', () => {
  it('refuses a choice that is not one of the three, naming the field', async () => {
    const { headers } = await signedInUser(t, 'wrong@example.com', 'Wanda');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/settings',
      headers: { ...headers, ...at() },
      payload: {
        name: 'Wanda',
        timeZone: 'UTC',
        workingHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
        theme: 'system',
        answerNotices: 'hourly',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.answerNotices).toBe('Choose each answer, a daily digest or only when ready');
  });

  it('tells the organizer of nothing but readiness by default', async () => {
    const headers = await organizer('ready@example.com', 'ready');
    const meeting = await meetingOf(headers, 'Only when ready');
    for (const email of ['ana@example.com', 'ben@example.com', 'cy@example.com'])
      expect((await answer(meeting, email)).statusCode).toBe(200);
    expect((await organizerMail('ready@example.com')).map((m) => m.template_key)).toEqual(['all_answered']);
  });

  it('e-mails each answer and decline, in the organizer’s language', async () => {
    const headers = await organizer('each@example.com', 'each', 'de');
    const meeting = await meetingOf(headers, 'Jede Antwort');
    await answer(meeting, 'ana@example.com');
    const cy = meeting.participants.find((p) => p.email === 'cy@example.com')!;
    await t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${tokenOf(cy.link)}`,
      headers: at(),
      payload: {},
    });
    const mails = (await organizerMail('each@example.com')).filter(
      (m) => m.template_key === 'answer_received',
    );
    expect(mails.map((m) => m.subject)).toEqual(['Neue Antwort: Jede Antwort', 'Neue Antwort: Jede Antwort']);
    expect(mails[0]!.text).toContain(
      'Ana hat die Verfügbarkeit geteilt für „Jede Antwort“. 1 von 3 haben geantwortet.',
    );
    expect(mails[1]!.text).toContain(
      'cy@example.com kann nicht kommen für „Jede Antwort“. 2 von 3 haben geantwortet.',
    );
  });

  it('gathers a day’s answers into one digest, sent by the digest job', async () => {
    const headers = await organizer('digest@example.com', 'digest');
    const first = await meetingOf(headers, 'Digest one');
    const second = await meetingOf(headers, 'Digest two');
    await answer(first, 'ana@example.com');
    await answer(second, 'ben@example.com', '2026-03-02T12:00:00.000Z');
    await answer(first, 'ben@example.com', '2026-03-02T13:00:00.000Z');
    expect(
      (await organizerMail('digest@example.com')).filter((m) => m.template_key.startsWith('answer')),
    ).toEqual([]);

    const { timers } = createMeetingServices({
      db: t.database.db,
      links: await linkSealerLike(t.database.db),
      notifier: createMailNotifier({
        // The outbox row is real; its delivery job is left to the app's own queue.
        mail: createMailService({
          jobs: { send: async () => 'job' } as never,
          from: { name: 'Overlap', address: 'o@example.com' },
        }),
        organizerOf: organizerOfMeeting,
        guestsOf: async () => [],
        publicUrl: 'http://localhost:3000',
      }),
      publicUrl: 'http://localhost:3000',
      mailDelivery: 'outbox',
      mailFrom: { name: 'Overlap', address: 'o@example.com' },
      clock: () => Date.parse(NOW) + DAY,
    });
    const organizerId = (
      (await t.database.db.execute(`select id from users where email = 'digest@example.com'`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
    await timers.answerDigest(organizerId);
    await timers.answerDigest(organizerId);
    const digests = (await organizerMail('digest@example.com')).filter(
      (m) => m.template_key === 'answer_digest',
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('New answers to your meeting requests (3)');
    expect(digests[0]!.text).toContain('Digest one: Ana and Ben (2 of 3 have answered)');
    expect(digests[0]!.text).toContain('Digest two: Ben (1 of 3 have answered)');
  });

  it('charges each notice to the organizer’s daily e-mail quota and skips notices past it, never the answer', async () => {
    // Four e-mails a day for a new account on this server.
    await t.close();
    t = await startTestApp({ TEST_CLOCK_HEADER: 'true', QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY: '4' });
    const headers = await organizer('quota@example.com', 'each');
    // Three invitations of the four allowed today; one notice fits, the next ones are skipped.
    const meeting = await meetingOf(headers, 'Past the quota');
    for (const email of ['ana@example.com', 'ben@example.com', 'cy@example.com'])
      expect((await answer(meeting, email)).statusCode).toBe(200);
    const notices = (await organizerMail('quota@example.com')).filter(
      (m) => m.template_key === 'answer_received',
    );
    expect(notices).toHaveLength(1);
  });
});
