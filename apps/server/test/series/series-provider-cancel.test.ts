import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDraft } from '../../src/features/calendars/provider-port';
import { seriesEvent } from '../../src/features/meetings/series/series-event';
import { startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';
import {
  connectedGoogle,
  connectedMicrosoft,
  radicaleCalendar,
  type RadicaleCalendar,
} from '../support/connected-providers';

// Mondays 15:00 in Berlin from 16 March 2026, five of them, across the EU change on 29 March. Each
// provider gets the series, then the same series with 30 March cancelled (skipped), then with every
// date from 6 April on cancelled (UNTIL 23 March): what the occurrence-cancel route writes.
const recurrence = {
  frequency: 'weekly' as const,
  interval: 1,
  startDate: '2026-03-16',
  count: 5,
  skip: [] as string[],
};
const draftOf = (changes: Partial<typeof recurrence> & { until?: string }): EventDraft => {
  const { count, ...rest } = recurrence;
  const next = changes.until ? { ...rest, ...changes } : { ...recurrence, count, ...changes };
  const series = seriesEvent(next, 'Europe/Berlin', new Date('2026-03-16T14:00:00Z'), 45);
  return {
    title: 'Weekly sync',
    start: series.start.getTime(),
    end: series.end.getTime(),
    timeZone: 'Europe/Berlin',
    organizerEmail: 'ana@example.com',
    attendees: [{ email: 'bo@example.com', name: 'Bo' }],
    uid: 'weekly-cancel@overlap',
    sequence: 0,
    repeat: series.repeat,
  };
};
const whole = draftOf({});
const oneCancelled = { ...draftOf({ skip: ['2026-03-30'] }), sequence: 1 };
const restCancelled = { ...draftOf({ skip: [], until: '2026-03-23' }), sequence: 2 };

describe('cancelling occurrences on CalDAV (Radicale)', () => {
  let radicale: RadicaleCalendar;
  let provider: RadicaleCalendar['provider'];
  let calendarUrl: string;

  beforeAll(async () => {
    radicale = await radicaleCalendar('series-cancel', 'Series cancel', 'Australia/Sydney');
    ({ provider, calendarUrl } = radicale);
  }, 30_000);
  afterAll(() => radicale?.stop());

  const busyStarts = async () =>
    (
      await provider.readBusyTime([calendarUrl], {
        start: Date.parse('2026-03-01T00:00:00Z'),
        end: Date.parse('2026-05-01T00:00:00Z'),
      })
    ).intervals.map((i) => new Date(i.start).toISOString());

  it('reads back one object whose EXDATE and then UNTIL leave out the cancelled dates', async () => {
    let ref = await provider.createEvent(calendarUrl, whole);
    expect(await busyStarts()).toEqual([
      '2026-03-16T14:00:00.000Z',
      '2026-03-23T14:00:00.000Z',
      '2026-03-30T13:00:00.000Z',
      '2026-04-06T13:00:00.000Z',
      '2026-04-13T13:00:00.000Z',
    ]);
    ref = await provider.updateEvent(ref, oneCancelled);
    expect(await busyStarts()).toEqual([
      '2026-03-16T14:00:00.000Z',
      '2026-03-23T14:00:00.000Z',
      '2026-04-06T13:00:00.000Z',
      '2026-04-13T13:00:00.000Z',
    ]);
    ref = await provider.updateEvent(ref, restCancelled);
    expect(await busyStarts()).toEqual(['2026-03-16T14:00:00.000Z', '2026-03-23T14:00:00.000Z']);
    await provider.deleteEvent(ref);
    expect(await busyStarts()).toEqual([]);
  });
});

describe('cancelling occurrences at Google (fake)', () => {
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(() => google?.close());

  it('patches the recurrence: an EXDATE for one date, then an UNTIL for the rest', async () => {
    const provider = await connectedGoogle(google);
    let ref = await provider.createEvent('ana@example.com', whole);
    ref = await provider.updateEvent(ref, oneCancelled);
    const patched = () => JSON.parse(google.requests.findLast((r) => r.method === 'PATCH')!.body);
    expect(patched().recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=5',
      'EXDATE;TZID=Europe/Berlin:20260330T150000',
    ]);
    await provider.updateEvent(ref, restCancelled);
    expect(patched().recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20260323T140000Z']);
    expect(patched().start).toEqual({ dateTime: '2026-03-16T15:00:00', timeZone: 'Europe/Berlin' });
  });
});

describe('cancelling occurrences at Microsoft Graph (fake)', () => {
  let graph: FakeMicrosoft;
  beforeAll(async () => {
    graph = await startFakeMicrosoft();
  });
  afterAll(() => graph?.close());

  it('deletes the one instance, then ends the pattern on the new last date', async () => {
    const provider = await connectedMicrosoft(graph);
    let ref = await provider.createEvent('cal-1', whole);
    expect(graph.deletedOccurrences).toEqual([]);
    ref = await provider.updateEvent(ref, oneCancelled);
    // 15:00 in Berlin on 30 March is 13:00 UTC (summer time).
    expect(graph.deletedOccurrences).toEqual([`${ref.eventId}-occ-20260330T130000000Z`]);
    await provider.updateEvent(ref, restCancelled);
    const patch = JSON.parse(graph.requests.findLast((r) => r.method === 'PATCH')!.body);
    expect(patch.recurrence.range).toEqual({
      type: 'endDate',
      endDate: '2026-03-23',
      startDate: '2026-03-16',
      recurrenceTimeZone: 'Europe/Berlin',
    });
  });
});
