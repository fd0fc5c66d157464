import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { seriesMailAppForFile } from './support/booked-series';
import { berlinSeriesRequest } from './support/berlin-series';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. "Now" is pinned to the Sunday evening before
// a Berlin rotation of Monday 16:00 and Wednesday 08:00: Mon 16, Wed 25, Mon 30 March, Wed 8, Mon 13 April.
const SLOTS = [
  { weekday: 1, time: '16:00' },
  { weekday: 3, time: '08:00' },
];

const { bed } = seriesMailAppForFile();

async function bookedRotation(title: string) {
  const created = await bed.t.app.inject({
    method: 'POST',
    url: '/api/meetings',
    headers: bed.headers,
    payload: berlinSeriesRequest(
      title,
      { count: 5 },
      { participants: [{ email: 'nia@example.com', name: 'Nia', required: true }] },
    ),
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  const booked = await bed.t.app.inject({
    method: 'POST',
    url: `/api/meetings/${id}/book-rotation`,
    headers: bed.headers,
    payload: { slots: SLOTS },
  });
  expect(booked.statusCode).toBe(200);
  return { id, uids: booked.json().invitation.uids as string[], sequence: booked.json().sequence as number };
}

async function mailsAbout(title: string) {
  const result = await bed.t.database.db.execute(
    `select template_key as template, text, ics, ics_method as method from outbox order by created_at, id`,
  );
  const rows = (result as unknown as { rows: Record<string, string | null>[] }).rows;
  return rows.filter((r) => r.text!.includes(title));
}

const eventsOf = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => ({
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    exdates: vevent.getAllProperties('exdate').length,
  }));

describe('a rotation series left without dates', () => {
  for (const [how, patch] of [
    ['by an earlier last date', { seriesUntil: '2026-03-20' }],
    ['by skipping all its dates', { skippedOccurrences: ['2026-03-25', '2026-04-08'] }],
  ] as const) {
    it(`is withdrawn by a CANCEL naming its UID, ${how}, while the other series is updated`, async () => {
      const title = `Rotation emptied ${how}`;
      const { id, uids, sequence } = await bookedRotation(title);
      const changed = await bed.t.app.inject({
        method: 'PATCH',
        url: `/api/meetings/${id}/settings`,
        headers: bed.headers,
        payload: patch,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().sequence).toBe(sequence + 1);

      const mails = await mailsAbout(title);
      const update = mails.find((m) => m.template === 'meeting_updated')!;
      expect(update.method).toBe('REQUEST');
      expect(eventsOf(update.ics!).map((e) => [e.uid, e.sequence])).toEqual([[uids[0]!, sequence + 1]]);

      const cancel = mails.find((m) => m.method === 'CANCEL')!;
      expect(cancel).toBeDefined();
      expect(cancel.ics).toContain('METHOD:CANCEL');
      expect(eventsOf(cancel.ics!)).toEqual([{ uid: uids[1]!, sequence: sequence + 1, exdates: 0 }]);
      expect(cancel.text).toContain('Wednesday at 08:00');
      expect(cancel.text).toContain('only this time of the rotation');
    });
  }

  it('sends no CANCEL when every series keeps a date', async () => {
    const title = 'Rotation that keeps both series';
    const { id } = await bookedRotation(title);
    const changed = await bed.t.app.inject({
      method: 'PATCH',
      url: `/api/meetings/${id}/settings`,
      headers: bed.headers,
      payload: { skippedOccurrences: ['2026-03-25'] },
    });
    expect(changed.statusCode).toBe(200);
    expect((await mailsAbout(title)).filter((m) => m.method === 'CANCEL')).toEqual([]);
  });
});
