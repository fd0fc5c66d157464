import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';
import { dataOf, typedClient } from '../support/typed-client';
import { meetingRequest } from './meeting-fixtures';

// Every request at a pinned instant: the meeting is made on Monday 2 March 2026 and scheduled again on
// Tuesday 10 March, 15:20 UTC (16:20 in Berlin).
const MADE = { 'x-overlap-test-now': '2026-03-02T08:00:00Z' };
const LATER = { 'x-overlap-test-now': '2026-03-10T15:20:00Z' };
const HOUR = 3_600_000;

let t: TestApp;
let olga: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK_HEADER: 'true' });
  olga = (await signedInUser(t, 'olga@example.com', 'Olga Organizer')).headers;
  other = (await signedInUser(t, 'otto@example.com', 'Otto Other')).headers;
});
afterAll(() => t?.close());

const original = meetingRequest({
  title: 'Design review',
  description: 'Walk through the new screens.',
  durationMinutes: 45,
  participants: [
    { email: 'ana@example.com', name: 'Ana', required: true, locale: 'de' },
    { email: 'ben@example.com', required: false },
    { email: 'cy@example.com', name: 'Cy', required: false, locale: 'es' },
  ],
  windowStart: '2026-03-03T00:00:00Z',
  windowEnd: '2026-03-10T00:00:00Z',
  deadline: '2026-03-05T12:00:00Z',
  allowedWeekdays: [1, 2, 3, 4],
  allowedHours: { start: '09:00', end: '16:00' },
  organizerZone: 'Europe/Berlin',
  autoSchedule: true,
  quorumRule: { kind: 'required-plus', others: 1 },
  hideGuestList: true,
  videoLink: { kind: 'link', url: 'https://meet.example.com/design' },
});

async function create(body: unknown, headers = olga, now = MADE) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: { ...headers, ...now },
    payload: body as object,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('schedule again', () => {
  it('copies a booked meeting into a new request from today, which the organizer then sends', async () => {
    const meeting = await create(original);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/book`,
      headers: { ...olga, ...MADE },
      payload: { start: Date.parse('2026-03-03T09:00:00Z') },
    });
    expect(booked.json().status).toBe('scheduled');

    const again = await t.app.inject({
      url: `/api/meetings/${meeting.id}/schedule-again`,
      headers: { ...olga, ...LATER },
    });
    expect(again.statusCode).toBe(200);
    const { request } = again.json();
    // The old request as it was, but for a window a week from now, as the old one was a week, and the
    // deadline as far into it (2.5 days).
    expect(request).toEqual({
      ...original,
      windowStart: '2026-03-10T15:20:00.000Z',
      windowEnd: '2026-03-17T15:20:00.000Z',
      deadline: new Date(Date.parse('2026-03-10T15:20:00Z') + 60 * HOUR).toISOString(),
      recurrence: null,
    });

    // Nothing was made until the organizer sends it.
    const list = (await t.app.inject({ url: '/api/meetings', headers: { ...olga, ...LATER } })).json();
    expect(list.filter((m: { title: string }) => m.title === 'Design review')).toHaveLength(1);
    const sent = await create(request, olga, LATER);
    expect(sent).toMatchObject({
      status: 'collecting',
      quorumRule: { kind: 'required-plus', others: 1 },
      conference: 'link',
      videoLink: 'https://meet.example.com/design',
    });
    expect(sent.id).not.toBe(meeting.id);
    expect(
      sent.participants.map((p: { email: string; locale: string | null }) => [p.email, p.locale]),
    ).toEqual([
      ['ana@example.com', 'de'],
      ['ben@example.com', null],
      ['cy@example.com', 'es'],
    ]);
  });

  it('copies a series with its pattern from today, and a meeting still collecting answers', async () => {
    const series = await create({
      ...meetingRequest({
        title: 'Weekly sync',
        windowStart: '2026-03-02T00:00:00Z',
        windowEnd: '2026-03-09T00:00:00Z',
        organizerZone: 'Europe/Berlin',
      }),
      recurrence: { frequency: 'weekly', interval: 2, startDate: '2026-03-03', until: '2026-05-26' },
    });
    const { request } = (
      await t.app.inject({ url: `/api/meetings/${series.id}/schedule-again`, headers: { ...olga, ...LATER } })
    ).json();
    // 10 March in Berlin; the last date moves by the same 7 days.
    expect(request.recurrence).toEqual({
      frequency: 'weekly',
      interval: 2,
      startDate: '2026-03-10',
      until: '2026-06-02',
    });
    const sent = await create(request, olga, LATER);
    expect(sent.recurrence).toMatchObject({
      startDate: '2026-03-10',
      until: '2026-06-02',
      interval: 2,
    });
  });

  it('is the organizer’s own, and the same under /api/v1 with a read key', async () => {
    const meeting = await create(original);
    const stranger = await t.app.inject({
      url: `/api/meetings/${meeting.id}/schedule-again`,
      headers: { ...other, ...LATER },
    });
    expect(stranger.statusCode).toBe(404);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { ...olga, ...LATER },
      payload: { name: 'Again script', scopes: ['meetings:read'] },
    });
    const v1 = await typedClient(t.app, key.json().key, LATER).GET('/api/v1/meetings/{id}/schedule-again', {
      params: { path: { id: meeting.id } },
    });
    expect(dataOf(v1).request.title).toBe('Design review');
  });
});
