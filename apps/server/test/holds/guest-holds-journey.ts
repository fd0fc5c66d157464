import { expect } from 'vitest';
import { dayFromNow, meetingRequest, tokenOf } from '../meetings/meeting-fixtures';
import { eventually } from '../support/eventually';
import type { TestApp } from '../support/test-app';
import { createMeeting, runDueHoldJob, runNextSweep, topStarts, type HeldEvent } from './holds-journey';

type Headers = Record<string, string>;
type Span = { start: number; end: number };

export interface GuestHolds {
  optedIn: boolean;
  writeCalendar: string | null;
  state: string | null;
  calendarName: string | null;
  message: string | null;
  holds: { rank: number; start: string; end: string }[];
}

const optInUrl = (token: string) => `/api/participant/holds/opt-in?token=${token}`;

export async function optIn(t: TestApp, headers: Headers, token: string, method = 'PUT') {
  return t.app.inject({ method: method as 'PUT', url: optInUrl(token), headers });
}

export async function guestHolds(t: TestApp, headers: Headers, token: string): Promise<GuestHolds> {
  const res = await t.app.inject({ url: optInUrl(token), headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A request from `headers` with Ana as its one guest; its personal link's token. */
export async function guestMeeting(t: TestApp, organizer: Headers, holds: number, title: string) {
  const meeting = await createMeeting(t, organizer, holds, title);
  return { id: meeting.id, token: tokenOf(meeting.participants[0]!.link) };
}

const spans = (s: GuestHolds): Span[] =>
  s.holds.map((h) => ({ start: Date.parse(h.start), end: Date.parse(h.end) }));
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** Ana's connected calendars read for the meeting her link opens: the busy time it keeps. */
async function connectedRead(t: TestApp, headers: Headers, token: string): Promise<Span[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/participant/calendar/connected?token=${token}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().busy as { start: number | string; end: number | string }[]).map((b) => ({
    start: new Date(b.start).getTime(),
    end: new Date(b.end).getTime(),
  }));
}

/**
 * A signed-in guest's own holds on one provider: written as tentative tagged events once she opts in (and
 * once only when she asks twice), left out of her busy time for that meeting but counted for her others,
 * moved when the top changes, removed at booking, at cancel and when she opts out.
 */
export async function guestHoldsJourney(
  t: TestApp,
  organizer: Headers,
  guest: Headers,
  calendar: () => Promise<HeldEvent[]>,
) {
  const a = await guestMeeting(t, organizer, 3, 'Quarterly planning');
  const first = await optIn(t, guest, a.token);
  expect(first.statusCode).toBe(200);
  const written: GuestHolds = first.json();
  expect(written).toMatchObject({ optedIn: true, state: 'written', message: null });
  expect(written.holds).toHaveLength(3);
  expect((await optIn(t, guest, a.token)).statusCode).toBe(200);
  const held = spans(written);
  const events = (await calendar()).filter((e) => e.tag === a.id);
  expect(events.map((e) => e.title).sort()).toEqual([
    'Hold: Quarterly planning (option 1 of 3)',
    'Hold: Quarterly planning (option 2 of 3)',
    'Hold: Quarterly planning (option 3 of 3)',
  ]);
  expect(events.map((e) => ({ start: e.start, end: e.end })).sort((x, y) => x.start - y.start)).toEqual(
    [...held].sort((x, y) => x.start - y.start),
  );
  expect(events.every((e) => e.tentative)).toBe(true);

  // Not busy for their own meeting when Ana reads her calendar for it; busy for another she is asked to.
  const own = await connectedRead(t, guest, a.token);
  expect(own.every((b) => Number.isFinite(b.start) && Number.isFinite(b.end))).toBe(true);
  expect(own.filter((b) => held.some((h) => overlaps(b, h)))).toEqual([]);
  const c = await guestMeeting(t, organizer, 0, 'Another request');
  const other = await connectedRead(t, guest, c.token);
  for (const h of held) expect(other.some((b) => b.start <= h.start && b.end >= h.end)).toBe(true);
  // And busy for a request of her own: its top avoids the held times.
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: guest,
    payload: meetingRequest({
      title: 'Ana’s own',
      participants: [{ email: 'ben@example.com', required: true }],
    }),
  });
  expect(created.statusCode).toBe(201);
  const hers = await topStarts(t, guest, created.json().id);
  expect(hers.some((start) => held.some((h) => overlaps({ start, end: start + 30 * 60_000 }, h)))).toBe(
    false,
  );

  // Ana can only make one afternoon: the top changes, and her holds move with the organizer's.
  const day = dayFromNow(5);
  const answer = await t.app.inject({
    method: 'PUT',
    headers: { 'x-overlap-test-now': new Date().toISOString() },
    url: `/api/participant/availability?token=${a.token}`,
    payload: {
      timeZone: 'UTC',
      painted: true,
      available: [{ start: day + 14 * 3600_000, end: day + 16 * 3600_000 }],
    },
  });
  expect(answer.statusCode).toBe(200);
  await runDueHoldJob(t, a.id);
  const moved = await eventually(
    () => guestHolds(t, guest, a.token),
    (s) => s.holds.length === 3 && Date.parse(s.holds[0]!.start) >= day + 14 * 3600_000,
    'her holds move to the new top',
  );
  const after = (await calendar()).filter((e) => e.tag === a.id);
  expect(after.map((e) => ({ start: e.start, end: e.end })).sort((x, y) => x.start - y.start)).toEqual(
    spans(moved).sort((x, y) => x.start - y.start),
  );

  // Booking removes them from her calendar.
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${a.id}/book`,
    headers: organizer,
    payload: { start: Date.parse(moved.holds[0]!.start) },
  });
  expect(booked.statusCode).toBe(200);
  await eventually(
    () => guestHolds(t, guest, a.token),
    (s) => s.state === 'removed' && s.holds.length === 0,
    'her holds go at booking',
  );
  expect((await calendar()).filter((e) => e.tag === a.id)).toEqual([]);

  // Opting out removes them at once.
  const d = await guestMeeting(t, organizer, 2, 'Opted out');
  expect((await optIn(t, guest, d.token)).json()).toMatchObject({ state: 'written' });
  expect((await calendar()).filter((e) => e.tag === d.id)).toHaveLength(2);
  const out = await optIn(t, guest, d.token, 'DELETE');
  expect(out.statusCode).toBe(200);
  expect(out.json()).toMatchObject({ optedIn: false, state: null, holds: [] });
  expect((await calendar()).filter((e) => e.tag === d.id)).toEqual([]);

  // Cancelling removes them too.
  const e = await guestMeeting(t, organizer, 2, 'Cancelled');
  expect((await optIn(t, guest, e.token)).json()).toMatchObject({ state: 'written' });
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${e.id}/cancel`,
    headers: organizer,
    payload: {},
  });
  expect(cancelled.statusCode).toBe(200);
  await eventually(
    async () => (await calendar()).filter((ev) => ev.tag === e.id),
    (left) => left.length === 0,
    'her holds go at cancel',
  );
}

/** A guest's holds whose opt-in is gone without their removal (a lost job) are found by the sweep. */
export async function guestOrphanSweep(
  t: TestApp,
  organizer: Headers,
  guest: Headers,
  calendar: () => Promise<HeldEvent[]>,
) {
  const f = await guestMeeting(t, organizer, 2, 'Orphaned');
  expect((await optIn(t, guest, f.token)).json()).toMatchObject({ state: 'written' });
  await t.database.db.execute(`delete from guest_hold_opt_ins where meeting_id = '${f.id}'`);
  expect((await calendar()).filter((e) => e.tag === f.id)).toHaveLength(2);
  await runNextSweep(t);
  await eventually(
    async () => (await calendar()).filter((e) => e.tag === f.id),
    (left) => left.length === 0,
    'the sweep removes her stray holds',
  );
}
