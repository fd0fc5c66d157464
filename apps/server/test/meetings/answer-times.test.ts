import { describe, expect, it } from 'vitest';
import { appWithPeopleForFile } from '../auth/support/signed-in-user';
import { meetingRequest, tokenOf } from './meeting-fixtures';

// Monday 10 March 2025, 22:30 UTC: late evening, when a far-east guest's day has long passed.
const NOW = '2025-03-10T22:30:00.000Z';
const at = (iso: string) => Date.parse(iso);
const pinned = { 'x-overlap-test-now': NOW };

const bed = appWithPeopleForFile({ TEST_CLOCK_HEADER: 'true' });

async function newMeeting() {
  const res = await bed.t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: { ...bed.olga.headers, ...pinned },
    payload: meetingRequest({
      windowStart: '2025-03-10T00:00:00Z',
      windowEnd: '2025-03-14T00:00:00Z',
      participants: [
        { email: 'ana@example.com', name: 'Ana', required: true },
        { email: 'kiran@example.com', name: 'Kiran', required: true },
      ],
    }),
  });
  expect(res.statusCode).toBe(201);
  const meeting = res.json() as { id: string; participants: { email: string; link: string }[] };
  const token = (email: string) => tokenOf(meeting.participants.find((p) => p.email === email)!.link);
  return { id: meeting.id, ana: token('ana@example.com'), kiran: token('kiran@example.com') };
}

const put = (token: string, payload: object) =>
  bed.t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${token}`,
    headers: pinned,
    payload: { timeZone: 'Asia/Kolkata', ...payload },
  });

describe('painted times that have already passed', () => {
  it('drops intervals that ended, starts a straddling one at now, and says how many', async () => {
    const { ana } = await newMeeting();
    const res = await put(ana, {
      painted: true,
      available: [
        { start: at('2025-03-10T09:00:00Z'), end: at('2025-03-10T10:00:00Z') },
        { start: at('2025-03-10T20:00:00Z'), end: at('2025-03-10T23:00:00Z') },
        { start: at('2025-03-11T09:00:00Z'), end: at('2025-03-11T12:00:00Z') },
      ],
      ifNeedBe: [
        { start: at('2025-03-10T12:00:00Z'), end: at('2025-03-10T22:30:00Z') },
        { start: at('2025-03-12T09:00:00Z'), end: at('2025-03-12T10:00:00Z') },
      ],
    });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.droppedPast).toBe(3);
    expect(view.answer.available).toEqual([
      { start: at(NOW), end: at('2025-03-10T23:00:00Z') },
      { start: at('2025-03-11T09:00:00Z'), end: at('2025-03-11T12:00:00Z') },
    ]);
    expect(view.answer.ifNeedBe).toEqual([
      { start: at('2025-03-12T09:00:00Z'), end: at('2025-03-12T10:00:00Z') },
    ]);

    const again = await bed.t.app.inject({ url: `/api/participant/meeting?token=${ana}`, headers: pinned });
    expect(again.json().answer.available[0]).toEqual({ start: at(NOW), end: at('2025-03-10T23:00:00Z') });
    expect(again.json()).not.toHaveProperty('droppedPast');
  });

  it('reports nothing dropped when every painted time is still ahead', async () => {
    const { ana } = await newMeeting();
    const res = await put(ana, {
      painted: true,
      available: [{ start: at('2025-03-11T09:00:00Z'), end: at('2025-03-11T10:00:00Z') }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().droppedPast).toBe(0);
  });

  it('refuses an answer whose every painted time has passed, and keeps the earlier answer', async () => {
    const { ana } = await newMeeting();
    const first = [{ start: at('2025-03-11T09:00:00Z'), end: at('2025-03-11T10:00:00Z') }];
    expect((await put(ana, { painted: true, available: first })).statusCode).toBe(200);

    const res = await put(ana, {
      painted: true,
      available: [{ start: at('2025-03-10T12:00:00Z'), end: at('2025-03-10T14:00:00Z') }],
      ifNeedBe: [{ start: at('2025-03-10T21:00:00Z'), end: at(NOW) }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Every time you marked has already passed. Mark a time from now on, or decline.',
    );
    const view = await bed.t.app.inject({ url: `/api/participant/meeting?token=${ana}`, headers: pinned });
    expect(view.json().answer.available).toEqual(first);
  });

  it('keeps a calendar-only answer’s busy time as read, past or not', async () => {
    const { ana } = await newMeeting();
    const busy = [
      { start: at('2025-03-10T09:00:00Z'), end: at('2025-03-10T10:00:00Z') },
      { start: at('2025-03-11T09:00:00Z'), end: at('2025-03-11T10:00:00Z') },
    ];
    const res = await put(ana, { painted: false, busy });
    expect(res.statusCode).toBe(200);
    expect(res.json().droppedPast).toBe(0);
    expect(res.json().answer.busy).toEqual(busy);
  });

  it('never suggests a slot before now', async () => {
    const { id, ana, kiran } = await newMeeting();
    const dayAndAHalf = { start: at('2025-03-10T06:00:00Z'), end: at('2025-03-11T12:00:00Z') };
    await put(ana, { painted: true, available: [dayAndAHalf] });
    await put(kiran, { painted: true, available: [dayAndAHalf] });
    const res = await bed.t.app.inject({
      url: `/api/meetings/${id}/suggestions`,
      headers: { ...bed.olga.headers, ...pinned },
    });
    const starts: number[] = res.json().ranking.slots.map((s: { start: number }) => s.start);
    expect(starts.length).toBeGreaterThan(0);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(at(NOW));
    expect(Math.max(...starts)).toBeLessThanOrEqual(at('2025-03-11T11:30:00Z'));
  });
});

describe('declining', () => {
  it('keeps the decliner’s zone, so the organizer sees their own local time', async () => {
    const { id, kiran } = await newMeeting();
    const res = await bed.t.app.inject({
      method: 'POST',
      url: `/api/participant/decline?token=${kiran}`,
      headers: pinned,
      payload: { note: 'On leave', timeZone: 'Asia/Kolkata' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().participant).toMatchObject({ status: 'declined', timeZone: 'Asia/Kolkata' });
    const detail = await bed.t.app.inject({
      url: `/api/meetings/${id}`,
      headers: { ...bed.olga.headers, ...pinned },
    });
    const person = detail.json().participants.find((p: { email: string }) => p.email === 'kiran@example.com');
    expect(person).toMatchObject({ status: 'declined', timeZone: 'Asia/Kolkata', declineNote: 'On leave' });
  });

  it('keeps an earlier zone when a decline names none, and refuses an unknown zone', async () => {
    const { kiran } = await newMeeting();
    await put(kiran, {
      painted: true,
      available: [{ start: at('2025-03-11T09:00:00Z'), end: at('2025-03-11T10:00:00Z') }],
    });
    const decline = (payload: object) =>
      bed.t.app.inject({
        method: 'POST',
        url: `/api/participant/decline?token=${kiran}`,
        headers: pinned,
        payload,
      });
    const bad = await decline({ timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose a time zone from the list');
    const res = await decline({});
    expect(res.statusCode).toBe(200);
    expect(res.json().participant).toMatchObject({ status: 'declined', timeZone: 'Asia/Kolkata' });
  });
});

describe('suggestions near a time', () => {
  it('accepts a time inside the window and refuses anything else with a message', async () => {
    const { id } = await newMeeting();
    const near = (value: string) =>
      bed.t.app.inject({
        url: `/api/meetings/${id}/suggestions?near=${value}`,
        headers: { ...bed.olga.headers, ...pinned },
      });
    expect((await near(String(at('2025-03-12T10:00:00Z')))).statusCode).toBe(200);
    for (const [value, message] of [
      ['tomorrow', 'near must be a time in epoch milliseconds, such as 1795000000000'],
      ['12.5', 'near must be a time in epoch milliseconds, such as 1795000000000'],
      [String(at('2025-03-14T00:00:00Z')), 'Choose a time inside the meeting’s window to look near.'],
      [String(at('2025-03-09T23:45:00Z')), 'Choose a time inside the meeting’s window to look near.'],
    ]) {
      const res = await near(value!);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().message, value).toBe(message);
    }
  });
});
