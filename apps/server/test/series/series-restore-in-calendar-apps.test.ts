import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRadicale, type RadicaleServer } from '../support/radicale';
import type { TestApp } from '../support/test-app';
import { attendeeCalendar } from './support/attendee-calendar';
import { startSeriesMailApp } from './support/berlin-series';
import { seriesCalls } from './support/booked-series';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. "Now" is pinned to the Sunday evening (UTC)
// before a Berlin Monday series at 15:00 (four dates from 16 March 2026, across the EU change to summer
// time on 29 March). Sid's calendar is a real Radicale collection that receives Overlap's e-mailed
// invitation, the CANCEL of 30 March and the REQUEST that restores it, as a calendar app applies them.

let t: TestApp;
let headers: Record<string, string>;
let radicale: RadicaleServer;

beforeAll(async () => {
  ({ t, headers } = await startSeriesMailApp());
  radicale = await startRadicale();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await radicale?.stop();
});

const { createSeries, answer, outbox, book, cancelOccurrences } = seriesCalls(() => ({ t, headers }));

const ALL_FOUR = [
  '2026-03-16T14:00:00.000Z',
  '2026-03-23T14:00:00.000Z',
  '2026-03-30T13:00:00.000Z',
  '2026-04-06T13:00:00.000Z',
];

/** The e-mailed calendar messages to Sid about `title`, in the order they were sent. */
async function sidsMessages(title: string): Promise<string[]> {
  return (await outbox(title)).filter((r) => r.to === 'sid@example.com' && r.ics).map((r) => r.ics!);
}

/** The message without its RECURRENCE-ID components: the restoring REQUEST as it was before them. */
function masterOnly(message: string): string {
  const calendar = new ICAL.Component(ICAL.parse(message));
  for (const event of calendar.getAllSubcomponents('vevent'))
    if (event.hasProperty('recurrence-id')) calendar.removeSubcomponent(event);
  return calendar.toString();
}

async function bookedSeriesWithDateRestored(title: string) {
  const meeting = await createSeries(title);
  for (const email of ['sid@example.com', 'nia@example.com'])
    await answer(meeting, email, 'Europe/Berlin', '2026-03-16T13:00:00Z', '2026-03-16T16:00:00Z');
  expect((await book(meeting, '2026-03-16T14:00:00Z')).statusCode).toBe(200);
  expect((await cancelOccurrences(meeting, { date: '2026-03-30' })).statusCode).toBe(200);
  const restored = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${meeting.id}/occurrences/restore`,
    headers,
    payload: { date: '2026-03-30' },
  });
  expect(restored.statusCode, restored.body).toBe(200);
  const [invitation, cancel, restore, ...more] = await sidsMessages(title);
  expect(more).toEqual([]);
  expect(invitation).toContain('METHOD:REQUEST\r\n');
  expect(cancel).toContain('METHOD:CANCEL\r\n');
  expect(restore).toContain('METHOD:REQUEST\r\n');
  const uid = String(
    new ICAL.Component(ICAL.parse(invitation!)).getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid'),
  );
  return { uid, invitation: invitation!, cancel: cancel!, restore: restore! };
}

describe('a restored date of a booked series in a calendar app', () => {
  it.each(['keeps-instances', 'replaces-series'] as const)(
    'is an occurrence again once the restoring REQUEST follows the CANCEL (an app that %s)',
    async (handling) => {
      const sent = await bookedSeriesWithDateRestored(`Restored date in Radicale, ${handling}`);
      const sid = attendeeCalendar(
        await radicale.createCalendar(`sid-${handling}`, 'Sid'),
        radicale.authorization,
        handling,
      );

      await sid.receive(sent.invitation);
      expect(await sid.occurrences(sent.uid)).toEqual(ALL_FOUR);
      await sid.receive(sent.cancel);
      expect(await sid.occurrences(sent.uid)).toEqual(ALL_FOUR.filter((d) => !d.startsWith('2026-03-30')));
      await sid.receive(sent.restore);
      expect(await sid.occurrences(sent.uid)).toEqual(ALL_FOUR);

      // The REQUEST names the date itself: confirmed, at the series' new SEQUENCE, beside the series.
      expect(sent.restore).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20260330T150000\r\n');
      const events = new ICAL.Component(ICAL.parse(sent.restore)).getAllSubcomponents('vevent');
      expect(events.map((e) => e.getFirstPropertyValue('status'))).toEqual(['CONFIRMED', 'CONFIRMED']);
      expect(new Set(events.map((e) => e.getFirstPropertyValue('sequence'))).size).toBe(1);
    },
  );

  it('stays cancelled in an app that keeps instances when the REQUEST carries the series alone', async () => {
    const sent = await bookedSeriesWithDateRestored('Restored date without its instance');
    const sid = attendeeCalendar(
      await radicale.createCalendar('sid-master-only', 'Sid'),
      radicale.authorization,
      'keeps-instances',
    );
    await sid.receive(sent.invitation);
    await sid.receive(sent.cancel);
    await sid.receive(masterOnly(sent.restore));
    // Why the instance is sent: the series alone leaves the stored CANCELLED instance in place.
    expect(await sid.occurrences(sent.uid)).toEqual(ALL_FOUR.filter((d) => !d.startsWith('2026-03-30')));

    // An app that replaces the series would show it again from the series alone.
    const other = attendeeCalendar(
      await radicale.createCalendar('sid-master-only-replaced', 'Sid'),
      radicale.authorization,
      'replaces-series',
    );
    for (const message of [sent.invitation, sent.cancel, masterOnly(sent.restore)])
      await other.receive(message);
    expect(await other.occurrences(sent.uid)).toEqual(ALL_FOUR);
  });
});
