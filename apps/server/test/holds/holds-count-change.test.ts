import { describe, expect, it } from 'vitest';
import { HOLD_LIMITS } from '@overlap/contracts/schemas';
import { dataOf, typedClient } from '../support/typed-client';
import { googleOwnerForFile } from '../connections/support';
import { eventually } from '../support/eventually';
import { meetingRequest } from '../meetings/meeting-fixtures';
import { createMeeting, untilHolds } from './holds-journey';

const bed = googleOwnerForFile(
  { TEST_CLOCK_HEADER: 'true' },
  {
    then: async ({ t, owner }) => {
      const key = await t.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: owner.headers,
        payload: { name: 'Holds script', scopes: ['meetings:read', 'meetings:write'] },
      });
      expect(key.statusCode).toBe(201);
      return { apiKey: key.json().key as string };
    },
  },
);

/** The titles of the meeting's holds in the fake's primary calendar, by start. */
function heldTitles(meetingId: string): string[] {
  return bed.google
    .written()
    .filter((event) => event.calendarId === 'ana@example.com')
    .filter(
      (event) =>
        (event.extendedProperties as { private?: Record<string, string> } | undefined)?.private
          ?.overlapHold === meetingId,
    )
    .map((event) => String(event.summary))
    .sort();
}

const patchHolds = (
  id: string,
  holds: unknown,
  url = `/api/meetings/${id}/settings`,
  headers = bed.owner.headers,
) => bed.t.app.inject({ method: 'PATCH', url, headers, payload: { holds } });

const calendarHas = (meetingId: string, titles: string[], what: string) =>
  eventually(
    async () => heldTitles(meetingId),
    (now) => JSON.stringify(now) === JSON.stringify(titles),
    what,
  );

const options = (title: string, of: number) =>
  Array.from({ length: of }, (_, i) => `Hold: ${title} (option ${i + 1} of ${of})`);

describe('changing how many times a request holds', () => {
  it('writes more, takes some back and removes them all, through the web app’s route and /api/v1', async () => {
    const m = await createMeeting(bed.t, bed.owner.headers, 3, 'Changing holds');
    await untilHolds(
      bed.t,
      bed.owner.headers,
      m.id,
      (s) => s.state === 'written' && s.holds.length === 3,
      '3 held',
    );
    expect(heldTitles(m.id)).toEqual(options('Changing holds', 3));

    const more = await patchHolds(m.id, 5);
    expect(more.statusCode).toBe(200);
    expect(more.json().holds).toBe(5);
    await untilHolds(bed.t, bed.owner.headers, m.id, (s) => s.count === 5 && s.holds.length === 5, '5 held');
    await calendarHas(m.id, options('Changing holds', 5), 'five holds, renumbered');

    const fewer = await typedClient(bed.t.app, bed.apiKey).PATCH('/api/v1/meetings/{id}/settings', {
      params: { path: { id: m.id } },
      body: { holds: 1 },
    });
    expect(dataOf(fewer).holds).toBe(1);
    await untilHolds(bed.t, bed.owner.headers, m.id, (s) => s.holds.length === 1, 'one held');
    await calendarHas(m.id, options('Changing holds', 1), 'one hold left');

    expect((await patchHolds(m.id, 0)).statusCode).toBe(200);
    const off = await untilHolds(bed.t, bed.owner.headers, m.id, (s) => s.state === 'off', 'holds off');
    expect(off).toMatchObject({ count: 0, holds: [] });
    await calendarHas(m.id, [], 'no hold left');
    expect(bed.google.violations).toEqual([]);
  }, 120_000);

  it('refuses a count out of range, a series, a booked request and someone else’s', async () => {
    const m = await createMeeting(bed.t, bed.owner.headers, 0, 'Bounded holds');
    for (const bad of [HOLD_LIMITS.perMeeting + 1, -1, 1.5, 'three']) {
      const res = await patchHolds(m.id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.holds).toMatch(/\w/);
    }
    expect((await patchHolds(m.id, 2, undefined, bed.stranger.headers)).statusCode).toBe(404);

    // A series answers a typical week: it has no top times to hold.
    const pinned = { ...bed.owner.headers, 'x-overlap-test-now': '2026-03-09T09:00:00Z' };
    const series = await bed.t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: pinned,
      payload: {
        ...meetingRequest({
          title: 'Weekly',
          windowStart: '2026-03-16T00:00:00Z',
          windowEnd: '2026-03-23T00:00:00Z',
        }),
        recurrence: { frequency: 'weekly', startDate: '2026-03-16', count: 4 },
      },
    });
    expect(series.statusCode).toBe(201);
    const seriesHolds = await patchHolds(series.json().id, 2, undefined, pinned);
    expect(seriesHolds.statusCode).toBe(400);
    expect(seriesHolds.json().fields.holds).toBe('A repeating meeting cannot hold times.');

    const booked = await createMeeting(bed.t, bed.owner.headers, 0, 'Booked already');
    const slots = await bed.t.app.inject({
      url: `/api/meetings/${booked.id}/suggestions`,
      headers: bed.owner.headers,
    });
    const start = slots.json().ranking.slots[0].start as number;
    const book = await bed.t.app.inject({
      method: 'POST',
      url: `/api/meetings/${booked.id}/book`,
      headers: bed.owner.headers,
      payload: { start },
    });
    expect(book.statusCode).toBe(200);
    const closed = await patchHolds(booked.id, 2);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('conflict');
  });

  it('keeps an account to 50 holds at once, also when two changes race', async () => {
    // Nine other requests hold 5 each (45), this one 3: 48 of 50.
    const fillers: string[] = [];
    for (let i = 0; i < 9; i++)
      fillers.push((await createMeeting(bed.t, bed.owner.headers, 0, `Filler ${i}`)).id);
    await bed.t.database.db.execute(
      `update meetings set hold_count = 5 where id in (${fillers.map((id) => `'${id}'`).join(', ')})`,
    );
    const held = await createMeeting(bed.t, bed.owner.headers, 3, 'Near the limit');
    const other = await createMeeting(bed.t, bed.owner.headers, 0, 'One too many');

    expect((await patchHolds(held.id, 5)).statusCode).toBe(200);
    const refused = await patchHolds(other.id, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'hold_limit', params: { limit: 50, held: 50 } });
    expect(
      (await bed.t.app.inject({ url: `/api/meetings/${other.id}`, headers: bed.owner.headers })).json().holds,
    ).toBe(0);

    // Back to 48: two changes of 1 and 2 more fit one at a time, never both.
    expect((await patchHolds(held.id, 3)).statusCode).toBe(200);
    const raced = await Promise.all([patchHolds(other.id, 1), patchHolds(held.id, 5)]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = (await bed.t.database.db.execute(
      `select coalesce(sum(hold_count), 0)::int as total from meetings where status in ('collecting', 'ready')`,
    )) as unknown as { rows: { total: number }[] };
    expect(rows.rows[0]!.total).toBeLessThanOrEqual(HOLD_LIMITS.perAccount);
  }, 120_000);
});
