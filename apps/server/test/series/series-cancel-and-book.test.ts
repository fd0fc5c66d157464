import { describe, expect, it } from 'vitest';
import { tokenOf } from '../meetings/meeting-fixtures';
import { seriesClock as pinned } from './support/berlin-series';
import { seriesMailAppForFile } from './support/booked-series';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. "Now" is pinned to a late Sunday evening
// UTC before a Berlin Monday series (15:00) that crosses the EU spring change on 29 March and Sydney's
// autumn change on 5 April, so the guest in Sydney meets on Tuesdays, then on a Monday.

const { bed, createSeries, answer, book } = seriesMailAppForFile();

describe('booking a series', () => {
  it('takes the start of an occurrence at a candidate weekly slot and stores the first occurrence', async () => {
    const meeting = await createSeries('Series booked by a later date');
    for (const [start, message] of [
      ['2026-03-21T14:00:00Z', 'That weekday is not one the request allows'],
      ['2026-03-16T14:07:00Z', 'A series starts on a quarter hour'],
      ['2026-03-16T18:30:00Z', 'That time is outside the hours the request allows'],
      ['2026-03-09T14:00:00Z', 'That time is not an occurrence of the series'],
    ] as const) {
      const refused = await book(meeting, start);
      expect(refused.statusCode, start).toBe(400);
      expect(refused.json().fields.start).toContain(message);
    }
    // The third Monday, 15:00 in Berlin after the change (13:00 UTC): the series starts on the first.
    const booked = await book(meeting, '2026-03-30T13:00:00Z');
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ status: 'scheduled', chosenStart: '2026-03-16T14:00:00.000Z' });
    // Sending the first occurrence again is the same booking, not a conflict.
    const again = await book(meeting, '2026-03-16T14:00:00Z');
    expect(again.statusCode).toBe(200);
    expect(again.json().sequence).toBe(booked.json().sequence);

    // A required guest declines the booked series: listed, but no single times are offered to move to.
    const sid = meeting.participants.find((p) => p.email === 'sid@example.com')!;
    const declined = await bed.t.app.inject({
      method: 'POST',
      url: `/api/participant/booked-response?token=${tokenOf(sid.link)}`,
      headers: pinned,
      payload: { response: 'declined', note: 'Mondays are full' },
    });
    expect(declined.statusCode).toBe(200);
    const detail = (
      await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: bed.headers })
    ).json();
    expect(detail.declineOffer).toMatchObject({
      declined: [{ email: 'sid@example.com', note: 'Mondays are full' }],
      nextBestTimes: [],
    });
  });

  it('refuses a series whose first date has passed', async () => {
    const meeting = await createSeries('Series booked too late');
    const late = await book(meeting, '2026-03-23T14:00:00Z', {
      'x-overlap-test-now': '2026-03-17T23:30:00Z',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().fields.start).toContain('first date has already passed');
  });
});

describe('auto-schedule for a series', () => {
  it('books the best weekly slot once every required person answered and can make every date', async () => {
    const meeting = await createSeries('Auto-booked series', {
      autoSchedule: true,
      allowedHours: { start: '14:00', end: '16:00' },
    });
    // Both can make Mondays 14:00–15:00 Berlin (a typical week painted on the first Monday).
    await answer(meeting, 'sid@example.com', 'Europe/Berlin', '2026-03-16T13:00:00Z', '2026-03-16T14:00:00Z');
    const before = (
      await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: bed.headers })
    ).json();
    expect(before.status).toBe('collecting');
    await answer(meeting, 'nia@example.com', 'Europe/Berlin', '2026-03-16T13:00:00Z', '2026-03-16T14:00:00Z');
    const after = (
      await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: bed.headers })
    ).json();
    expect(after).toMatchObject({ status: 'scheduled', chosenStart: '2026-03-16T13:00:00.000Z' });
  });

  it('leaves the series ready, not booked, when someone cannot make every date', async () => {
    const meeting = await createSeries('Series nobody can keep', {
      autoSchedule: true,
      allowedHours: { start: '14:00', end: '16:00' },
    });
    await answer(meeting, 'sid@example.com', 'Europe/Berlin', '2026-03-16T13:00:00Z', '2026-03-16T14:00:00Z');
    await answer(meeting, 'nia@example.com', 'Europe/Berlin', '2026-03-17T13:00:00Z', '2026-03-17T14:00:00Z');
    const after = (
      await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: bed.headers })
    ).json();
    expect(after).toMatchObject({ status: 'ready', chosenStart: null });
  });
});
