import { expect } from 'vitest';
import { createdMeeting, dayFromNow, tokenOf } from '../meetings/meeting-fixtures';
import { eventually } from '../support/eventually';
import type { TestApp } from '../support/test-app';

/** A hold as read back from the provider's own copy of the calendar. */
export interface HeldEvent {
  title: string;
  start: number;
  end: number;
  tentative: boolean;
  /** The meeting id the tag names, as the provider stores it. */
  tag: string | null;
}

type Headers = Record<string, string>;
interface HoldStatus {
  count: number;
  state: string;
  calendarName: string | null;
  message: string | null;
  holds: { rank: number; start: string; end: string }[];
}

export const rows = async <T>(t: TestApp, sql: string) =>
  ((await t.database.db.execute(sql)) as unknown as { rows: T[] }).rows;

export async function holdStatus(t: TestApp, headers: Headers, id: string): Promise<HoldStatus> {
  const res = await t.app.inject({ url: `/api/meetings/${id}/holds`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

export const untilHolds = (
  t: TestApp,
  headers: Headers,
  id: string,
  done: (s: HoldStatus) => boolean,
  what: string,
) => eventually(() => holdStatus(t, headers, id), done, what);

export async function createMeeting(
  t: TestApp,
  headers: Headers,
  holds: number,
  title = 'Quarterly planning',
) {
  const participants = [{ email: 'ana@example.com', required: true }];
  const created = await createdMeeting(t, headers, { title, holds, participants });
  return created as { id: string; holds: number; participants: { link: string }[] };
}

export async function topStarts(t: TestApp, headers: Headers, id: string, n = 3): Promise<number[]> {
  await t.database.db.execute(`update calendar_busy_cache set fetched_at = now() - interval '1 hour'`);
  const res = await t.app.inject({ url: `/api/meetings/${id}/suggestions`, headers });
  expect(res.statusCode).toBe(200);
  return (res.json().ranking.slots as { start: string | number }[])
    .slice(0, n)
    .map((s) => new Date(s.start).getTime());
}

/** Lets the queued (debounced) holds job of a meeting run now, as if its slot had come. */
export async function runDueHoldJob(t: TestApp, meetingId: string) {
  const queued = await rows<{ id: string }>(
    t,
    `select id from pgboss.job where name = 'meeting-holds-sync' and data->>'meetingId' = '${meetingId}' and state = 'created'`,
  );
  expect(queued).toHaveLength(1);
  await t.database.db.execute(`update pgboss.job set start_after = now() where id = '${queued[0]!.id}'`);
  await eventually(
    () => rows(t, `select 1 from pgboss.job where id = '${queued[0]!.id}' and state = 'completed'`),
    (done) => done.length === 1,
    'the holds job to complete',
  );
}

/**
 * The organizer's holds on one provider: written as tentative tagged events, left out of their own
 * meeting's busy time but counted for another, moved when the top changes, removed at booking and cancel.
 */
export async function holdsJourney(t: TestApp, headers: Headers, calendar: () => Promise<HeldEvent[]>) {
  const a = await createMeeting(t, headers, 3);
  expect(a.holds).toBe(3);
  const written = await untilHolds(t, headers, a.id, (s) => s.state === 'written', 'the holds are written');
  expect(written.holds).toHaveLength(3);
  const held = written.holds.map((h) => ({ start: Date.parse(h.start), end: Date.parse(h.end) }));
  const events = (await calendar()).sort((x, y) => x.title.localeCompare(y.title));
  expect(events.map((e) => e.title)).toEqual([
    'Hold: Quarterly planning (option 1 of 3)',
    'Hold: Quarterly planning (option 2 of 3)',
    'Hold: Quarterly planning (option 3 of 3)',
  ]);
  expect(events.map((e) => ({ start: e.start, end: e.end }))).toEqual(held);
  expect(events.every((e) => e.tentative && e.tag === a.id)).toBe(true);

  // Read back from the calendar, the holds do not block their own meeting: its top stays where it was.
  expect(await topStarts(t, headers, a.id)).toEqual(held.map((h) => h.start));
  // They do block the organizer's other requests: the same request without holds avoids those times.
  const b = await createMeeting(t, headers, 0, 'Other request');
  const other = await topStarts(t, headers, b.id);
  expect(other.some((start) => held.some((h) => start < h.end && start + 30 * 60_000 > h.start))).toBe(false);

  // Ana can only make one afternoon: the top changes, and the holds move at the next slot, once.
  const day = dayFromNow(5);
  const ana = tokenOf(a.participants[0]!.link);
  // Both answers at one instant, so they fall in one slot whenever the test runs (TEST_CLOCK_HEADER).
  const answeredAt = { 'x-overlap-test-now': new Date().toISOString() };
  const answerAfternoon = () =>
    t.app.inject({
      method: 'PUT',
      headers: answeredAt,
      url: `/api/participant/availability?token=${ana}`,
      payload: {
        timeZone: 'UTC',
        painted: true,
        available: [{ start: day + 14 * 3600_000, end: day + 16 * 3600_000 }],
      },
    });
  const answer = await answerAfternoon();
  expect(answer.statusCode).toBe(200);
  // A second answer in the same slot asks again: still one move queued for the slot.
  const again = await answerAfternoon();
  expect(again.statusCode).toBe(200);
  await runDueHoldJob(t, a.id);
  const moved = await untilHolds(
    t,
    headers,
    a.id,
    (s) => s.holds.length === 3 && Date.parse(s.holds[0]!.start) >= day + 14 * 3600_000,
    'the holds move to the new top',
  );
  const movedTimes = moved.holds.map((h) => ({ start: Date.parse(h.start), end: Date.parse(h.end) }));
  const afterMove = await calendar();
  expect(afterMove).toHaveLength(3);
  expect(afterMove.map((e) => ({ start: e.start, end: e.end })).sort((x, y) => x.start - y.start)).toEqual(
    [...movedTimes].sort((x, y) => x.start - y.start),
  );

  // Booking removes every hold.
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${a.id}/book`,
    headers,
    payload: { start: movedTimes[0]!.start },
  });
  expect(booked.statusCode).toBe(200);
  await untilHolds(
    t,
    headers,
    a.id,
    (s) => s.state === 'removed' && s.holds.length === 0,
    'the holds go at booking',
  );
  expect((await calendar()).filter((e) => e.tag === a.id)).toEqual([]);

  // Cancelling a request removes its holds too.
  const c = await createMeeting(t, headers, 2, 'Cancelled request');
  await untilHolds(
    t,
    headers,
    c.id,
    (s) => s.state === 'written' && s.holds.length === 2,
    'the second holds',
  );
  expect((await calendar()).filter((e) => e.tag === c.id)).toHaveLength(2);
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${c.id}/cancel`,
    headers,
    payload: {},
  });
  expect(cancelled.statusCode).toBe(200);
  await untilHolds(
    t,
    headers,
    c.id,
    (s) => s.state === 'removed' && s.holds.length === 0,
    'the holds go at cancel',
  );
  expect((await calendar()).filter((e) => e.tag === c.id)).toEqual([]);
}

/** Lets the next queued holds sweep run now, as if its slot had come. */
export async function runNextSweep(t: TestApp) {
  const due = await rows<{ id: string }>(
    t,
    `select id from pgboss.job where name = 'meeting-holds-sweep' and state = 'created' order by start_after limit 1`,
  );
  expect(due).toHaveLength(1);
  await t.database.db.execute(`update pgboss.job set start_after = now() where id = '${due[0]!.id}'`);
}

/**
 * Holds a lost job left behind (the meeting booked without its holds job) are found by the sweep, when its
 * slot comes, and removed from the calendar.
 */
export async function orphanSweep(t: TestApp, headers: Headers, calendar: () => Promise<HeldEvent[]>) {
  const d = await createMeeting(t, headers, 2, 'Orphaned request');
  await untilHolds(t, headers, d.id, (s) => s.state === 'written' && s.holds.length === 2, 'the holds');
  await t.database.db.execute(`update meetings set status = 'cancelled' where id = '${d.id}'`);
  expect((await calendar()).filter((e) => e.tag === d.id)).toHaveLength(2);
  await runNextSweep(t);
  await eventually(
    async () => (await calendar()).filter((e) => e.tag === d.id),
    (left) => left.length === 0,
    'the sweep removes the stray holds',
  );
  expect(await rows(t, `select 1 from meeting_holds where meeting_id = '${d.id}'`)).toEqual([]);
}
