import { describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { tokenOf } from '../meetings/meeting-fixtures';
import { berlinSeriesRequest, seriesClock as pinned } from './support/berlin-series';
import { bookedBerlinSeries, seriesOnGoogleForFile, until } from './support/series-on-google';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. "Now" is pinned to the Sunday evening
// (UTC) before a Berlin Monday series at 15:00 (five dates from 16 March 2026) whose organizer writes
// to Google (fake).

const scene = seriesOnGoogleForFile();

const bookedSeries = (title: string) => bookedBerlinSeries(scene, title, { count: 5 });

const post = (id: string, action: 'cancel' | 'restore', payload: unknown, extra = scene.headers) =>
  scene.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${id}/occurrences/${action}`,
    headers: extra,
    payload: payload as Record<string, unknown>,
  });

async function updatesAbout(title: string) {
  const result = await scene.t.database.db.execute(
    `select text, ics_method as method from outbox where template_key = 'meeting_updated' order by created_at`,
  );
  return (result as unknown as { rows: { text: string; method: string }[] }).rows.filter((r) =>
    r.text.includes(title),
  );
}

describe('restoring a cancelled date of a booked series', () => {
  it('puts it back on: no EXDATE, SEQUENCE + 1, everyone told once, the calendar event follows', async () => {
    const title = 'Series whose date comes back';
    const meeting = await bookedSeries(title);
    const cancelled = await post(meeting.id, 'cancel', { date: '2026-03-30' });
    expect(cancelled.statusCode).toBe(200);
    const sequence = cancelled.json().sequence as number;
    await until(() =>
      scene.google.requests.find(
        (r) => r.body.includes(title) && r.body.includes('EXDATE;TZID=Europe/Berlin'),
      ),
    );

    // Ten tabs at once: the date comes back once, the others are told it is not cancelled any more.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(meeting.id, 'restore', { date: '2026-03-30' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    const restored = answers.find((a) => a.statusCode === 200)!.json();
    expect(restored).toMatchObject({ sequence: sequence + 1, recurrence: { skip: [] } });
    expect(restored.bookedOccurrences.find((o: { date: string }) => o.date === '2026-03-30')).toMatchObject({
      skipped: false,
    });
    expect(answers.find((a) => a.statusCode === 400)!.json().fields.date).toContain('is not cancelled');

    const updates = await updatesAbout(title);
    expect(updates).toHaveLength(meeting.participants.length);
    expect(updates[0]!.method).toBe('REQUEST');
    expect(updates[0]!.text).toContain('the date Monday 30 March 2026 is back on, no longer cancelled');

    const file = await scene.t.app.inject({
      url: `/api/participant/invitation.ics?token=${tokenOf(meeting.participants[0]!.link)}`,
      headers: pinned,
    });
    expect(file.body).toContain(`SEQUENCE:${sequence + 1}\r\n`);
    expect(file.body).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=5\r\n');
    expect(file.body).not.toContain('EXDATE');

    const patch = await until(() =>
      scene.google.requests.findLast(
        (r) => r.method === 'PATCH' && r.body.includes(title) && !r.body.includes('EXDATE'),
      ),
    );
    expect(JSON.parse(patch!.body).recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=5']);
  });

  it('refuses what cannot come back with 4xx and says why', async () => {
    const meeting = await bookedSeries('Series with dates that cannot come back');
    expect((await post(meeting.id, 'cancel', { date: '2026-03-23' })).statusCode).toBe(200);
    expect((await post(meeting.id, 'cancel', { date: '2026-04-06', scope: 'following' })).statusCode).toBe(
      200,
    );
    for (const [payload, field, message] of [
      [{ date: '2026-03-31' }, 'date', 'no occurrence on 2026-03-31'],
      [{ date: '2026-04-13' }, 'date', 'later last date'],
      [{ date: '2026-03-16' }, 'date', 'is not cancelled'],
      [{ date: '23 March' }, 'date', 'YYYY-MM-DD'],
      [{ date: '2026-03-23', scope: 'this' }, null, 'Send a date only'],
    ] as const) {
      const refused = await post(meeting.id, 'restore', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(field ? refused.json().fields[field] : refused.json().message).toContain(message);
    }
    const past = await post(
      meeting.id,
      'restore',
      { date: '2026-03-23' },
      {
        ...scene.headers,
        'x-overlap-test-now': '2026-03-23T15:00:00.000Z',
      },
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.date).toContain('has already passed');
    const detail = (
      await scene.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: scene.headers })
    ).json();
    expect(detail.recurrence.skip).toEqual(['2026-03-23']);

    const single = await scene.t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: scene.headers,
      payload: berlinSeriesRequest('Not booked yet', { count: 5, skip: ['2026-03-23'] }),
    });
    const notBooked = await post(single.json().id, 'restore', { date: '2026-03-23' });
    expect(notBooked.statusCode).toBe(409);
  });

  it('is the organizer’s alone, and needs a sign-in', async () => {
    const meeting = await bookedSeries('Series someone else tries to restore');
    const mallory = { ...(await signedInUser(scene.t, 'mallory@example.com', 'Mallory')).headers, ...pinned };
    expect((await post(meeting.id, 'restore', { date: '2026-03-23' }, mallory)).statusCode).toBe(404);
    expect((await post(meeting.id, 'restore', { date: '2026-03-23' }, pinned)).statusCode).toBe(401);
  });
});
