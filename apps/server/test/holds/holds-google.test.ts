import { expect, it } from 'vitest';
import { holdsInGoogle } from './google-holds';
import { googleOwnerForFile } from '../connections/support';
import { eventually } from '../support/eventually';
import { killedWrites } from './crashed-writes';
import { createMeeting, holdsJourney, orphanSweep, untilHolds } from './holds-journey';

const bed = googleOwnerForFile({ TEST_CLOCK_HEADER: 'true' });

const calendar = async () => holdsInGoogle(bed.google);

it('writes, moves and removes the organizer’s holds in Google Calendar', async () => {
  await holdsJourney(bed.t, bed.owner.headers, calendar);
  expect(bed.google.violations).toEqual([]);
}, 120_000);

it('sweeps holds a lost job left in Google Calendar', async () => {
  await orphanSweep(bed.t, bed.owner.headers, calendar);
}, 60_000);

it('adopts or removes a hold written by an instance killed before it listed it', async () => {
  await killedWrites(bed.t, bed.env, bed.owner.headers, calendar);
  expect(bed.google.violations).toEqual([]);
}, 120_000);

it('records a refused write with its reason, and Retry writes the holds once Google accepts', async () => {
  bed.google.refuseWrites = { status: 403 };
  const m = await createMeeting(bed.t, bed.owner.headers, 2, 'Refused request');
  const failed = await untilHolds(
    bed.t,
    bed.owner.headers,
    m.id,
    (s) => s.state === 'failed',
    'the refusal is recorded',
  );
  expect(failed).toMatchObject({
    message: 'The calendar provider answered with an error. Please try again later.',
    reason: 'provider-error',
  });
  expect(failed.holds).toEqual([]);
  expect((await calendar()).filter((e) => e.tag === m.id)).toEqual([]);

  bed.google.refuseWrites = null;
  const retried = await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${m.id}/holds/retry`,
    headers: bed.owner.headers,
  });
  expect(retried.statusCode).toBe(200);
  expect(retried.json()).toMatchObject({ state: 'written', message: null, reason: null });
  expect((await calendar()).filter((e) => e.tag === m.id)).toHaveLength(2);
}, 60_000);

it('holds the top times again when a booked request is reopened for new answers', async () => {
  const m = await createMeeting(bed.t, bed.owner.headers, 2, 'Reopened request');
  const first = await untilHolds(bed.t, bed.owner.headers, m.id, (s) => s.state === 'written', 'the holds');
  const start = Date.parse(first.holds[0]!.start);
  const book = () =>
    bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${m.id}/book`,
      headers: bed.owner.headers,
      payload: { start },
    });
  expect((await book()).statusCode).toBe(200);
  await untilHolds(bed.t, bed.owner.headers, m.id, (s) => s.state === 'removed', 'the holds go at booking');
  const reopened = await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${m.id}/reopen`,
    headers: bed.owner.headers,
  });
  expect(reopened.statusCode).toBe(200);
  await untilHolds(
    bed.t,
    bed.owner.headers,
    m.id,
    (s) => s.state === 'written' && s.holds.length === 2,
    'held again',
  );
  expect((await calendar()).filter((e) => e.tag === m.id)).toHaveLength(2);
}, 60_000);

it('moves the holds off a time the organizer’s own calendar fills, at the sweep’s check, without an answer', async () => {
  const m = await createMeeting(bed.t, bed.owner.headers, 1, 'Calendar changes');
  const before = await untilHolds(bed.t, bed.owner.headers, m.id, (s) => s.state === 'written', 'the hold');
  const held = before.holds[0]!;
  bed.google.busy['ana@example.com'] = [{ start: held.start, end: held.end }];
  await bed.t.database.db.execute(`update calendar_busy_cache set fetched_at = now() - interval '1 hour'`);
  const rows = async <T>(sql: string) =>
    ((await bed.t.database.db.execute(sql)) as unknown as { rows: T[] }).rows;
  const due = async (name: string, meetingId?: string) => {
    const filter = meetingId ? ` and data->>'meetingId' = '${meetingId}'` : '';
    const [job] = await rows<{ id: string }>(
      `select id from pgboss.job where name = '${name}' and state = 'created'${filter} order by start_after limit 1`,
    );
    expect(job).toBeDefined();
    await bed.t.database.db.execute(`update pgboss.job set start_after = now() where id = '${job!.id}'`);
    return job!.id;
  };
  await due('meeting-holds-sweep');
  await eventually(
    () =>
      rows(
        `select 1 from pgboss.job where name = 'meeting-holds-sync' and state = 'created' and data->>'meetingId' = '${m.id}'`,
      ),
    (queued) => queued.length === 1,
    'the sweep queues a check of the meeting',
  );
  await due('meeting-holds-sync', m.id);
  const after = await untilHolds(
    bed.t,
    bed.owner.headers,
    m.id,
    (s) => s.holds[0]?.start !== held.start,
    'the hold moves',
  );
  expect(after.holds).toHaveLength(1);
  expect(
    (await calendar()).filter((e) => e.tag === m.id).map((e) => new Date(e.start).toISOString()),
  ).toEqual([after.holds[0]!.start]);
  bed.google.busy['ana@example.com'] = [];
}, 60_000);

it('writes each hold once when two Retries (or two instances) run at the same moment', async () => {
  bed.google.refuseWrites = { status: 403 };
  const m = await createMeeting(bed.t, bed.owner.headers, 2, 'Twice at once');
  await untilHolds(bed.t, bed.owner.headers, m.id, (s) => s.state === 'failed', 'the refusal');
  bed.google.refuseWrites = null;
  const retry = () =>
    bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${m.id}/holds/retry`,
      headers: bed.owner.headers,
    });
  const answers = await Promise.all([retry(), retry()]);
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
  await untilHolds(bed.t, bed.owner.headers, m.id, (s) => s.state === 'written', 'the holds are written');
  expect((await calendar()).filter((e) => e.tag === m.id)).toHaveLength(2);
}, 60_000);
