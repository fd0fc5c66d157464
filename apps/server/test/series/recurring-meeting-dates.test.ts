import { describe, expect, it } from 'vitest';
import { type RecurrenceRequest } from '@overlap/contracts/schemas';
import { meetingRequest, tokenOf } from '../meetings/meeting-fixtures';
import { at, type Meeting, weekly, pinned, recurringAppForFile } from './support/recurring-requests';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const { bed, create, paint, series } = recurringAppForFile();

describe('calendar answers over the series', () => {
  it('keeps busy time past the window for a series, so a later clash counts as missed', async () => {
    const meeting: Meeting = (await create(weekly)).json();
    await paint(meeting, 'ben@example.com', 'Europe/Berlin', '2026-03-02T14:00Z', '2026-03-02T16:00Z');
    // Ana answers from her calendar alone: busy on 16 March, a week after the window ends.
    const link = meeting.participants.find((p) => p.email === 'ana@example.com')!.link;
    const answered = await bed.t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${tokenOf(link)}`,
      headers: pinned,
      payload: {
        timeZone: 'America/New_York',
        painted: false,
        busy: [{ start: at('2026-03-16T13:30Z'), end: at('2026-03-16T14:30Z') }],
      },
    });
    expect(answered.statusCode).toBe(200);
    // 15:00 Berlin (14:00Z) would clash on 16 March, so the spread suggestions lead with 15:30, which does not;
    // with the clash forgotten, 15:00 would lead as it does when everyone paints.
    const [top] = (await series(meeting.id)).slots;
    expect(top!.slot).toEqual({ weekday: 1, time: '15:30' });
    expect(top!.missedCount).toBe(0);
    expect(top!.everyoneCount).toBe(6);
  });
});

describe('skipping occurrences', () => {
  it('stores the dates as the series’ EXDATE and ranks without them', async () => {
    const meeting: Meeting = (await create(weekly)).json();
    await paint(meeting, 'ana@example.com', 'America/New_York', '2026-03-02T14:00Z', '2026-03-02T16:00Z');
    await paint(meeting, 'ben@example.com', 'Europe/Berlin', '2026-03-02T14:00Z', '2026-03-02T16:00Z');
    const res = await bed.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}/settings`,
      headers: bed.headers,
      payload: { skippedOccurrences: ['2026-03-23', '2026-03-16', '2026-03-16'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().recurrence.skip).toEqual(['2026-03-16', '2026-03-23']);
    const [top] = (await series(meeting.id)).slots;
    expect(top!.slot).toEqual({ weekday: 1, time: '15:00' });
    expect(top!.occurrences.map((o) => o.index)).toEqual([0, 1, 4, 5]);
    expect(top!.everyoneCount).toBe(4);
  });

  it('refuses skipped dates on a single meeting, and dates that are not dates', async () => {
    const single: Meeting = (await create(undefined)).json();
    const res = await bed.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${single.id}/settings`,
      headers: bed.headers,
      payload: { skippedOccurrences: ['2026-03-16'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only a recurring meeting has occurrences to change.');
    const bad = await bed.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${single.id}/settings`,
      headers: bed.headers,
      payload: { skippedOccurrences: ['16 March'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['skippedOccurrences.0']).toBe('Each skipped date must be a date (YYYY-MM-DD)');
  });
});

describe('the window of a repeating request', () => {
  // The form's single-meeting window (late November) sent beside a Berlin series from Monday 1 March 2027.
  const march: RecurrenceRequest = { frequency: 'weekly', startDate: '2027-03-01', count: 8 };
  const request = (overrides: Record<string, unknown> = {}) =>
    bed.t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: bed.headers,
      payload: {
        ...meetingRequest({
          windowStart: '2026-11-28T00:00:00.000Z',
          windowEnd: '2026-12-12T00:00:00.000Z',
          allowedWeekdays: [1, 2, 3, 4, 5],
          allowedHours: { start: '15:00', end: '18:00' },
          organizerZone: 'Europe/Berlin',
        }),
        recurrence: march,
        ...overrides,
      },
    });

  it('is the series’ first week on the organizer’s clock, whatever window was sent', async () => {
    const res = await request();
    expect(res.statusCode).toBe(201);
    const meeting = res.json();
    expect(meeting.windowStart).toBe('2027-02-28T23:00:00.000Z');
    expect(meeting.windowEnd).toBe('2027-03-07T23:00:00.000Z');
    const link = meeting.participants[0].link;
    const view = await bed.t.app.inject({
      url: `/api/participant/meeting?token=${tokenOf(link)}`,
      headers: pinned,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().meeting).toMatchObject({
      windowStart: '2027-02-28T23:00:00.000Z',
      windowEnd: '2027-03-07T23:00:00.000Z',
    });
  });

  it('keeps what a guest marks in that week and drops the November dates', async () => {
    const meeting: Meeting = (await request()).json();
    const link = meeting.participants.find((p) => p.email === 'ana@example.com')!.link;
    const res = await bed.t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${tokenOf(link)}`,
      headers: pinned,
      payload: {
        timeZone: 'America/New_York',
        painted: true,
        available: [
          // Monday 1 March 2027, 09:00–11:00 in New York (EST), and a Monday in November.
          { start: at('2027-03-01T14:00Z'), end: at('2027-03-01T16:00Z') },
          { start: at('2026-11-30T14:00Z'), end: at('2026-11-30T16:00Z') },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().answer.available).toEqual([
      { start: at('2027-03-01T14:00Z'), end: at('2027-03-01T16:00Z') },
    ]);
  });

  it('keeps the guest’s link open past the first week, and refuses to move the window', async () => {
    const meeting: Meeting = (await request()).json();
    const link = meeting.participants[0]!.link;
    const later = { 'x-overlap-test-now': '2027-03-20T12:00:00.000Z' };
    const view = await bed.t.app.inject({
      url: `/api/participant/meeting?token=${tokenOf(link)}`,
      headers: later,
    });
    expect(view.statusCode).toBe(200);
    const res = await bed.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${meeting.id}/settings`,
      headers: bed.headers,
      payload: { windowEnd: '2027-03-20T23:00:00.000Z' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.windowEnd).toBe(
      'A repeating meeting is answered in the week from its first date, so its window cannot change.',
    );
  });

  it('checks the deadline against the series’ week', async () => {
    const res = await request({ deadline: '2027-03-10T12:00:00.000Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.deadline).toBe('The deadline must be before the window ends');
  });
});
