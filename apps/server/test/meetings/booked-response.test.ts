import type { NextBestTimeDto } from '@overlap/contracts/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerAndStranger } from '../connections/support';
import { startTestApp, type TestApp } from '../support/test-app';
import { meetingRequest, tokenOf, workdayFromNow } from './meeting-fixtures';

const HOUR = 3600_000;
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];

beforeAll(async () => {
  t = await startTestApp();
  ({ owner } = await ownerAndStranger(t));
}, 60_000);
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = owner.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const detailOf = async (id: string) =>
  (await t.app.inject({ url: `/api/meetings/${id}`, headers: owner.headers })).json();

async function mailsTo(address: string, template: string, title: string) {
  const result = (await t.database.db.execute(
    `select template_key, to_address, text from outbox where to_address = '${address}' and template_key = '${template}'`,
  )) as unknown as { rows: { text: string }[] };
  return result.rows.filter((r) => r.text.includes(title));
}

/** A booked meeting where everyone painted the same two working days, so other good times exist. */
async function bookedAfterAnswers(title: string) {
  const day = workdayFromNow(3);
  const meeting = (
    await post(
      '/api/meetings',
      meetingRequest({
        title,
        windowStart: new Date(day).toISOString(),
        windowEnd: new Date(day + 2 * 24 * HOUR).toISOString(),
      }),
    )
  ).json();
  const tokens: Record<string, string> = {};
  for (const p of meeting.participants as { email: string; link: string }[]) {
    tokens[p.email] = tokenOf(p.link);
    const painted = await t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${tokens[p.email]}`,
      payload: {
        timeZone: 'UTC',
        painted: true,
        available: [
          { start: day + 9 * HOUR, end: day + 17 * HOUR },
          { start: day + 33 * HOUR, end: day + 41 * HOUR },
        ],
      },
    });
    expect(painted.statusCode).toBe(200);
  }
  const start = day + 10 * HOUR;
  expect((await post(`/api/meetings/${meeting.id}/book`, { start })).statusCode).toBe(200);
  return { id: meeting.id as string, tokens, start };
}

const respond = (token: string, body: unknown) =>
  post(`/api/participant/booked-response?token=${token}`, body, {});

it('a required guest declining after booking: a first-class decline, the organizer told once, next best times, one call to move', async () => {
  const { id, tokens, start } = await bookedAfterAnswers('Decline after booking');
  const declined = await respond(tokens['ben@example.com']!, {
    response: 'declined',
    note: 'A client visit came up.',
  });
  expect(declined.statusCode).toBe(200);
  expect(declined.json()).toMatchObject({
    canRespond: true,
    participant: { response: 'declined', declineNote: 'A client visit came up.' },
  });
  // Saying it again changes nothing and tells nobody twice.
  expect(
    (await respond(tokens['ben@example.com']!, { response: 'declined', note: 'A client visit came up.' }))
      .statusCode,
  ).toBe(200);
  const told = await mailsTo('olga@example.com', 'booked_declined', 'Decline after booking');
  expect(told).toHaveLength(1);
  expect(told[0]!.text).toContain('Ben, who is required, cannot make "Decline after booking"');
  expect(told[0]!.text).toContain('They wrote: “A client visit came up.”');

  const detail = await detailOf(id);
  expect(detail.allRequiredAccepted).toBe(false);
  expect(detail.participants.find((p: { email: string }) => p.email === 'ben@example.com')).toMatchObject({
    response: 'declined',
    responseSource: 'link',
  });
  expect(detail.declineOffer.declined).toEqual([
    expect.objectContaining({ email: 'ben@example.com', name: 'Ben', note: 'A client visit came up.' }),
  ]);
  const times = detail.declineOffer.nextBestTimes as NextBestTimeDto[];
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) {
    const s = Date.parse(time.start);
    expect(s + 30 * 60_000 <= start || s >= start + 30 * 60_000).toBe(true);
    // Structured beside the English words, one for one, for the web to word in the reader's language.
    expect(time.structuredReasons).toHaveLength(time.reasons.length);
    expect(time.structuredReasons[0]!.kind).toMatch(/free$/);
  }

  const moved = await post(`/api/meetings/${id}/reschedule`, {
    start: Date.parse(times[0]!.start),
    sequence: detail.sequence,
  });
  expect(moved.statusCode).toBe(200);
  const after = await detailOf(id);
  expect(after).toMatchObject({
    chosenStart: times[0]!.start,
    declineOffer: null,
    allRequiredAccepted: false,
  });
  // A new time asks everyone again.
  expect(after.participants.map((p: { response: string }) => p.response)).toEqual([
    'needs-action',
    'needs-action',
    'needs-action',
  ]);
});

it('"All participants confirmed" only once every required person accepted; optional people do not hold it back', async () => {
  const { id, tokens } = await bookedAfterAnswers('Everyone accepted');
  expect((await respond(tokens['ana@example.com']!, { response: 'accepted' })).statusCode).toBe(200);
  expect((await detailOf(id)).allRequiredAccepted).toBe(false);
  expect((await respond(tokens['ben@example.com']!, { response: 'tentative' })).statusCode).toBe(200);
  expect((await detailOf(id)).allRequiredAccepted).toBe(false);
  expect((await respond(tokens['ben@example.com']!, { response: 'accepted' })).statusCode).toBe(200);
  const detail = await detailOf(id);
  expect(detail.allRequiredAccepted).toBe(true);
  expect(detail.participants.find((p: { email: string }) => p.email === 'cy@example.com').response).toBe(
    'needs-action',
  );
  // An optional person declining tells nobody.
  expect((await respond(tokens['cy@example.com']!, { response: 'declined' })).statusCode).toBe(200);
  expect(await mailsTo('olga@example.com', 'booked_declined', 'Everyone accepted')).toEqual([]);
  expect((await detailOf(id)).declineOffer).toBeNull();
});

it('refuses an answer to a meeting that is not booked, and an unknown answer, with a clear 4xx', async () => {
  const meeting = (await post('/api/meetings', meetingRequest({ title: 'Not booked yet' }))).json();
  const token = tokenOf(meeting.participants[0].link);
  const early = await respond(token, { response: 'accepted' });
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe('This meeting is collecting, so there is no booked time to answer.');
  const wrong = await respond(token, { response: 'maybe' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toBe('Say whether you will come: accepted, tentative or declined');
  // The note goes into the organizer's e-mail: a bell or escape character never reaches it.
  for (const note of ['Running late\u0007', 'Sorry\u001b[31m', 'x\u0000y']) {
    const control = await respond(token, { response: 'declined', note });
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toMatch(/^Note /);
  }
});
