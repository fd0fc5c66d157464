import { describe, expect, it } from 'vitest';
import { appWithPeopleForFile } from '../auth/support/signed-in-user';
import { dayFromNow, meetingRequest, tokenOf, workdayFromNow } from './meeting-fixtures';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const bed = appWithPeopleForFile();

interface Relaxation {
  kind: string;
  participantId?: string;
  days?: number;
  durationMinutes?: number;
  viableSlots: number;
}
interface Meeting {
  id: string;
  status: string;
  windowEnd: string;
  durationMinutes: number;
  allowOutsideWorkingHours: boolean;
  participants: { id: string; email: string; link: string; required: boolean }[];
}

async function newMeeting(overrides: Parameters<typeof meetingRequest>[0] = {}): Promise<Meeting> {
  const res = await bed.t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: bed.olga.headers,
    payload: meetingRequest(overrides),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function answer(meeting: Meeting, email: string, payload: object) {
  const link = meeting.participants.find((p) => p.email === email)!.link;
  const res = await bed.t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${tokenOf(link)}`,
    payload: { timeZone: 'UTC', ...payload },
  });
  expect(res.statusCode).toBe(200);
}

async function ranking(meetingId: string) {
  const res = await bed.t.app.inject({
    url: `/api/meetings/${meetingId}/suggestions`,
    headers: bed.olga.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().ranking as { viableCount: number; relaxations: Relaxation[] };
}

const patchSettings = (id: string, payload: unknown, headers = bed.olga.headers) =>
  bed.t.app.inject({
    method: 'PATCH',
    url: `/api/meetings/${id}/settings`,
    headers,
    payload: payload as object,
  });

const patchParticipant = (id: string, participantId: string, payload: unknown, headers = bed.olga.headers) =>
  bed.t.app.inject({
    method: 'PATCH',
    url: `/api/meetings/${id}/participants/${participantId}`,
    headers,
    payload: payload as object,
  });

describe('applying the relaxations the ranking offers', () => {
  it('makes a required person optional, and the meeting becomes ready with slots that fit', async () => {
    const day = workdayFromNow(3);
    const meeting = await newMeeting({
      windowStart: new Date(day).toISOString(),
      windowEnd: new Date(day + DAY).toISOString(),
    });
    await answer(meeting, 'ana@example.com', {
      painted: true,
      available: [{ start: day + 10 * HOUR, end: day + 11 * HOUR }],
    });
    // Ben has not answered: he is what keeps every slot from fitting.
    const before = await ranking(meeting.id);
    expect(before.viableCount).toBe(0);
    const ben = meeting.participants.find((p) => p.email === 'ben@example.com')!;
    const offer = before.relaxations.find((r) => r.kind === 'make-optional');
    expect(offer).toMatchObject({ participantId: ben.id });

    const res = await patchParticipant(meeting.id, ben.id, { required: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().participants.find((p: { id: string }) => p.id === ben.id).required).toBe(false);
    expect(res.json().status).toBe('ready');
    expect((await ranking(meeting.id)).viableCount).toBe(offer!.viableSlots);
  });

  it('allows times outside working hours, and never offers to make the organizer optional', async () => {
    const day = workdayFromNow(3);
    const meeting = await newMeeting({
      windowStart: new Date(day).toISOString(),
      windowEnd: new Date(day + DAY).toISOString(),
      participants: [{ email: 'ana@example.com', name: 'Ana', required: true }],
    });
    // Ana shares only her calendar, from Auckland: her working day never meets the organizer's (UTC).
    await answer(meeting, 'ana@example.com', { painted: false, timeZone: 'Pacific/Auckland' });
    const before = await ranking(meeting.id);
    expect(before.viableCount).toBe(0);
    // The engine would also offer the organizer as optional for the evening; that cannot be applied.
    const ana = meeting.participants[0]!;
    expect(before.relaxations.map((r) => [r.kind, r.participantId])).toEqual([
      ['make-optional', ana.id],
      ['allow-outside-working-hours', undefined],
    ]);
    const outside = before.relaxations[1]!;

    const res = await patchSettings(meeting.id, { allowOutsideWorkingHours: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().allowOutsideWorkingHours).toBe(true);
    const after = await ranking(meeting.id);
    expect(after.viableCount).toBe(outside.viableSlots);
    expect(after.relaxations).toEqual([]);
  });

  it('shortens the meeting to the offered duration', async () => {
    const day = workdayFromNow(3);
    const meeting = await newMeeting({
      windowStart: new Date(day).toISOString(),
      windowEnd: new Date(day + DAY).toISOString(),
      durationMinutes: 60,
    });
    await answer(meeting, 'ana@example.com', {
      painted: true,
      available: [{ start: day + 10 * HOUR, end: day + 11 * HOUR }],
    });
    await answer(meeting, 'ben@example.com', {
      painted: true,
      available: [{ start: day + 10.5 * HOUR, end: day + 12 * HOUR }],
    });
    const offer = (await ranking(meeting.id)).relaxations.find((r) => r.kind === 'shorter-duration');
    expect(offer).toMatchObject({ durationMinutes: 30 });

    const res = await patchSettings(meeting.id, { durationMinutes: offer!.durationMinutes });
    expect(res.statusCode).toBe(200);
    expect(res.json().durationMinutes).toBe(30);
    expect((await ranking(meeting.id)).viableCount).toBe(offer!.viableSlots);
  });

  it('extends the window by the offered days', async () => {
    const day = workdayFromNow(3);
    const meeting = await newMeeting({
      windowStart: new Date(day).toISOString(),
      windowEnd: new Date(day + DAY).toISOString(),
      participants: [{ email: 'ana@example.com', name: 'Ana', required: true }],
    });
    // Ana's calendar is full for the whole window; the week after is open.
    await answer(meeting, 'ana@example.com', { painted: false, busy: [{ start: day, end: day + DAY }] });
    const offer = (await ranking(meeting.id)).relaxations.find((r) => r.kind === 'extend-window');
    expect(offer).toMatchObject({ days: 7 });

    const windowEnd = new Date(Date.parse(meeting.windowEnd) + offer!.days! * DAY).toISOString();
    const res = await patchSettings(meeting.id, { windowEnd });
    expect(res.statusCode).toBe(200);
    expect(res.json().windowEnd).toBe(windowEnd);
    expect((await ranking(meeting.id)).viableCount).toBe(offer!.viableSlots);
  });

  it('does not offer a longer window than a request may have', async () => {
    const start = dayFromNow(2);
    const meeting = await newMeeting({
      windowStart: new Date(start).toISOString(),
      windowEnd: new Date(start + 88 * DAY).toISOString(),
      participants: [{ email: 'ana@example.com', name: 'Ana', required: true }],
    });
    await answer(meeting, 'ana@example.com', {
      painted: false,
      busy: [{ start, end: start + 88 * DAY }],
    });
    const after = await ranking(meeting.id);
    expect(after.viableCount).toBe(0);
    expect(after.relaxations.map((r) => r.kind)).not.toContain('extend-window');
  });
});

describe('changing a request’s settings', () => {
  it('widens the allowed days and hours', async () => {
    const meeting = await newMeeting({
      allowedWeekdays: [1],
      allowedHours: { start: '09:00', end: '10:00' },
    });
    const res = await patchSettings(meeting.id, {
      allowedWeekdays: [3, 1, 2, 1],
      allowedHours: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ allowedWeekdays: [1, 2, 3], allowedHours: null });
  });

  it.each([
    [{}, 'Change at least one setting'],
    [
      { title: 'New' },
      'Only the duration, window end, allowed days and hours, the rule, the holds, the video link and the series’ skipped dates and end can be changed',
    ],
    [{ durationMinutes: 2 }, 'Duration must be at least 5 minutes'],
    [{ allowedWeekdays: [] }, 'Allow at least one day of the week'],
    [{ allowedHours: { start: '17:00', end: '09:00' } }, 'The end must be after the start'],
    [{ windowEnd: 'soon' }, 'Window end must be a date and time'],
    [{ windowEnd: new Date(dayFromNow(200)).toISOString() }, 'The window can be at most 90 days'],
    [{ windowEnd: new Date(dayFromNow(1)).toISOString() }, 'The window must end after it starts'],
    [{ durationMinutes: 8 * 60 }, 'The window is shorter than the meeting'],
  ])('refuses %j with a clear message', async (payload, message) => {
    const meeting = await newMeeting({ windowEnd: new Date(dayFromNow(2) + 4 * HOUR).toISOString() });
    const res = await patchSettings(meeting.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('keeps the deadline before the window end', async () => {
    const meeting = await newMeeting({ deadline: new Date(dayFromNow(5)).toISOString() });
    const res = await patchSettings(meeting.id, { windowEnd: new Date(dayFromNow(4)).toISOString() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The deadline must be before the window ends');
  });

  it('refuses timing changes once the meeting is scheduled or cancelled; who is required changes until cancelled', async () => {
    const meeting = await newMeeting();
    const book = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/book`,
      headers: bed.olga.headers,
      payload: { start: dayFromNow(3) + 10 * HOUR },
    });
    expect(book.statusCode).toBe(200);
    const settings = await patchSettings(meeting.id, { durationMinutes: 15 });
    expect(settings.statusCode).toBe(409);
    expect(settings.json().message).toContain('scheduled');
    const person = await patchParticipant(meeting.id, meeting.participants[0]!.id, { required: false });
    expect(person.statusCode).toBe(200);

    await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/cancel`,
      headers: bed.olga.headers,
      payload: {},
    });
    expect((await patchSettings(meeting.id, { durationMinutes: 15 })).statusCode).toBe(409);
    const cancelled = await patchParticipant(meeting.id, meeting.participants[0]!.id, { required: true });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().code).toBe('meeting_cancelled');
  });
});

describe('who may change a request', () => {
  it('answers 404 for another user’s meeting or participant, and 401 when signed out', async () => {
    const meeting = await newMeeting();
    const other = await newMeeting();
    const participantId = meeting.participants[0]!.id;
    expect((await patchSettings(meeting.id, { durationMinutes: 15 }, bed.sam.headers)).statusCode).toBe(404);
    expect(
      (await patchParticipant(meeting.id, participantId, { required: false }, bed.sam.headers)).statusCode,
    ).toBe(404);
    // A participant of one meeting cannot be changed through another meeting's address.
    const crossed = await patchParticipant(other.id, participantId, { required: false });
    expect(crossed.statusCode).toBe(404);
    expect((await patchParticipant(meeting.id, 'not-a-uuid', { required: false })).statusCode).toBe(404);
    expect((await patchParticipant(meeting.id, participantId, { required: 'no' })).statusCode).toBe(400);
    expect((await patchSettings('not-a-uuid', { durationMinutes: 15 })).statusCode).toBe(404);
    for (const url of [
      `/api/meetings/${meeting.id}/settings`,
      `/api/meetings/${meeting.id}/participants/${participantId}`,
    ]) {
      const res = await bed.t.app.inject({ method: 'PATCH', url, payload: { required: false } });
      expect(res.statusCode).toBe(401);
    }
    const unchanged = await bed.t.app.inject({
      url: `/api/meetings/${meeting.id}`,
      headers: bed.olga.headers,
    });
    expect(unchanged.json().participants[0].required).toBe(true);
    expect(unchanged.json().durationMinutes).toBe(30);
  });
});
