import { expect } from 'vitest';
import type { CreateMeetingRequest } from '@overlap/contracts/schemas';
import type { TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;

/** Midnight UTC, `days` from now: windows in tests start on whole days so slots are easy to reason about. */
export function dayFromNow(days: number): number {
  const today = Math.floor(Date.now() / DAY) * DAY;
  return today + days * DAY;
}

export function meetingRequest(overrides: Partial<CreateMeetingRequest> = {}): CreateMeetingRequest {
  return {
    title: 'Quarterly planning',
    description: 'Agree the plan for next quarter.',
    durationMinutes: 30,
    participants: [
      { email: 'ana@example.com', name: 'Ana', required: true },
      { email: 'ben@example.com', name: 'Ben', required: true },
      { email: 'cy@example.com', required: false },
    ],
    windowStart: new Date(dayFromNow(2)).toISOString(),
    windowEnd: new Date(dayFromNow(9)).toISOString(),
    allowedWeekdays: [1, 2, 3, 4, 5, 6, 7],
    allowedHours: null,
    organizerZone: 'UTC',
    deadline: null,
    location: 'https://meet.example.com/abc',
    autoSchedule: false,
    ...overrides,
  };
}

/** The server's answer to a new meeting request, whatever it is. */
export function postMeeting(
  t: TestApp,
  headers: Record<string, string>,
  overrides: Partial<CreateMeetingRequest> = {},
) {
  return t.app.inject({ method: 'POST', url: '/api/meetings', headers, payload: meetingRequest(overrides) });
}

/** The meeting `meetingRequest(overrides)` creates as the organizer whose `headers` are given. */
export async function createdMeeting(
  t: TestApp,
  headers: Record<string, string>,
  overrides: Partial<CreateMeetingRequest> = {},
) {
  const res = await postMeeting(t, headers, overrides);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

/** A guest's painted answer through their personal link (`headers` may pin the test clock). */
export async function paintedAnswer(
  t: TestApp,
  link: string,
  answer: { timeZone: string; available: { start: number; end: number }[] },
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${tokenOf(link)}`,
    headers,
    payload: { painted: true, ...answer },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Midnight UTC of the `nth` Monday-to-Friday day at least `minDays` ahead: default working hours apply. */
export function workdayFromNow(minDays: number, nth = 0): number {
  let found = -1;
  for (let days = minDays; ; days++) {
    const weekday = new Date(dayFromNow(days)).getUTCDay();
    if (weekday >= 1 && weekday <= 5 && ++found === nth) return dayFromNow(days);
  }
}

/** Books the meeting at `start` as its organizer (whose `headers` are given): the booking succeeds. */
export async function bookMeeting(t: TestApp, headers: Record<string, string>, id: string, start: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${id}/book`,
    headers,
    payload: { start },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** Cancels the meeting as its organizer (whose `headers` are given): the cancellation succeeds. */
export async function cancelMeeting(t: TestApp, headers: Record<string, string>, id: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/meetings/${id}/cancel`, headers, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** A meeting over one workday at least three days ahead, with Ana as its one, required, guest. */
export async function workdayMeetingWithAna(t: TestApp, headers: Record<string, string>) {
  const day = workdayFromNow(3);
  const meeting = (await createdMeeting(t, headers, {
    windowStart: new Date(day).toISOString(),
    windowEnd: new Date(day + DAY).toISOString(),
    participants: [{ email: 'ana@example.com', name: 'Ana', required: true }],
  })) as { id: string; participants: { link: string }[] };
  return { id: meeting.id, day, token: tokenOf(meeting.participants[0]!.link) };
}
