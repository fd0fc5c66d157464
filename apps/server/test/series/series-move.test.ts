import { expect, it } from 'vitest';
import { tokenOf } from '../meetings/meeting-fixtures';
import { seriesClock as pinned } from './support/berlin-series';
import { bookedBerlinSeries, seriesOnGoogleForFile, until } from './support/series-on-google';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. "Now" is pinned to the Sunday evening
//, UTC (GMT+0) before a Berlin Monday series that crosses the EU spring change on 29 March.

const scene = seriesOnGoogleForFile();

const bookedSeries = (title: string) => bookedBerlinSeries(scene, title, { until: '2026-04-06' });

const move = (id: string, start: string, sequence: number, at = pinned) =>
  scene.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${id}/reschedule`,
    headers: { ...scene.headers, ...at },
    payload: { start: Date.parse(start), sequence },
  });

it('moves a whole booked series to another weekly slot: its cancelled date and last date move along', async () => {
  const title = 'Series that moves to Tuesdays';
  const meeting = await bookedSeries(title);
  const cancelled = await scene.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/occurrences/cancel`,
    headers: scene.headers,
    payload: { date: '2026-03-30' },
  });
  expect(cancelled.statusCode).toBe(200);
  const sequence = cancelled.json().sequence as number;
  const inserted = await until(() =>
    scene.google.requests.find((r) => r.method === 'POST' && r.body.includes(title)),
  );
  expect(inserted).toBeDefined();

  // Any date of the new weekly slot books it: Tuesday 10:00 in Berlin, sent as its second date.
  const moved = await move(meeting.id, '2026-03-24T09:00:00Z', sequence);
  expect(moved.statusCode).toBe(200);
  expect(moved.json()).toMatchObject({
    status: 'scheduled',
    sequence: sequence + 1,
    chosenStart: '2026-03-17T09:00:00.000Z',
    recurrence: { skip: ['2026-03-31'], until: '2026-04-07' },
  });
  const detail = (
    await scene.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: scene.headers })
  ).json();
  expect(
    detail.bookedOccurrences.map((o: { date: string; skipped: boolean }) => [o.date, o.skipped]),
  ).toEqual([
    ['2026-03-17', false],
    ['2026-03-24', false],
    ['2026-03-31', true],
    ['2026-04-07', false],
  ]);

  // The organizer's event is updated in place: new start, rule and exception, UNTIL in UTC.
  const patch = await until(() =>
    scene.google.requests.findLast((r) => r.method === 'PATCH' && r.body.includes('2026-03-17T10:00:00')),
  );
  const body = JSON.parse(patch!.body);
  expect(body.start).toEqual({ dateTime: '2026-03-17T10:00:00', timeZone: 'Europe/Berlin' });
  expect(body.recurrence).toEqual([
    'RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20260407T080000Z',
    'EXDATE;TZID=Europe/Berlin:20260331T100000',
  ]);

  // Each guest hears of it once, with the new rule, and their calendar file matches.
  const mails = await scene.t.database.db.execute(
    `select text from outbox where template_key = 'rescheduled' order by created_at`,
  );
  const texts = (mails as unknown as { rows: { text: string }[] }).rows
    .map((r) => r.text)
    .filter((text) => text.includes(title));
  expect(texts).toHaveLength(meeting.participants.length);
  expect(texts[0]).toContain(
    'from Monday at 15:00 (weekly, Berlin) to Tuesday 17 March 2026, 10:00–10:45, Berlin (GMT+1), then every Tuesday at the same time, until Tuesday 7 April 2026, except Tuesday 31 March 2026.',
  );
  const file = await scene.t.app.inject({
    url: `/api/participant/invitation.ics?token=${tokenOf(meeting.participants[0]!.link)}`,
    headers: pinned,
  });
  expect(file.body).toContain(`SEQUENCE:${sequence + 1}\r\n`);
  expect(file.body).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20260407T080000Z\r\n');

  // The same move again (a retry) changes nothing; an outdated SEQUENCE for another slot is refused.
  const again = await move(meeting.id, '2026-03-17T09:00:00Z', sequence + 1);
  expect(again.json().sequence).toBe(sequence + 1);
  const stale = await move(meeting.id, '2026-03-18T09:00:00Z', sequence);
  expect(stale.statusCode).toBe(409);
});

it('refuses to move a series once its first date has passed, and a time that is not a weekly slot', async () => {
  const meeting = await bookedSeries('Series that has begun');
  const detail = (
    await scene.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: scene.headers })
  ).json();
  const offHours = await move(meeting.id, '2026-03-17T05:00:00Z', detail.sequence);
  expect(offHours.statusCode).toBe(400);
  expect(offHours.json().fields.start).toContain('outside the hours the request allows');
  const begun = await move(meeting.id, '2026-03-24T09:00:00Z', detail.sequence, {
    'x-overlap-test-now': '2026-03-16T15:00:00.000Z',
  });
  expect(begun.statusCode).toBe(409);
  expect(begun.json().message).toContain('This series has begun');
  const after = (
    await scene.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: scene.headers })
  ).json();
  expect(after).toMatchObject({ sequence: detail.sequence, chosenStart: '2026-03-16T14:00:00.000Z' });
});
