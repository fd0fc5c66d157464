import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDraft } from '../../src/features/calendars/provider-port';
import { startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { startFakeMicrosoft, type FakeMicrosoft } from '../support/fake-microsoft';
import {
  connectedGoogle,
  connectedMicrosoft,
  radicaleCalendar,
  type RadicaleCalendar,
} from '../support/connected-providers';
import { expectFourBerlinMondaysOnGoogle } from './support/series-on-google';

// Mondays 15:00 in Berlin from 16 March 2026, four of them, the second skipped: the EU change on
// 29 March moves the UTC time an hour earlier.
const series: EventDraft = {
  title: 'Weekly sync',
  start: Date.parse('2026-03-16T14:00:00Z'),
  end: Date.parse('2026-03-16T14:45:00Z'),
  timeZone: 'Europe/Berlin',
  organizerEmail: 'ana@example.com',
  attendees: [{ email: 'bo@example.com', name: 'Bo' }],
  uid: 'weekly-sync@overlap',
  sequence: 0,
  repeat: {
    zone: 'Europe/Berlin',
    frequency: 'weekly',
    interval: 1,
    weekday: 1,
    count: 4,
    skipped: [new Date('2026-03-23T14:00:00Z')],
  },
};
const EXPECTED = ['2026-03-16T14:00:00.000Z', '2026-03-30T13:00:00.000Z', '2026-04-06T13:00:00.000Z'];

describe('a series on CalDAV (Radicale)', () => {
  let radicale: RadicaleCalendar;
  let provider: RadicaleCalendar['provider'];
  let calendarUrl: string;

  beforeAll(async () => {
    radicale = await radicaleCalendar('series', 'Series', 'America/New_York');
    ({ provider, calendarUrl } = radicale);
  }, 30_000);
  afterAll(() => radicale?.stop());

  it('writes one object with RRULE and EXDATE that Radicale expands to the Berlin instants', async () => {
    const created = await provider.createEvent(calendarUrl, series);
    // Radicale finds the series by time range; Radicale 3.1 returns the master (no CALDAV:expand), so the
    // object read back is expanded here with its own VTIMEZONE.
    const report = await fetch(calendarUrl, {
      method: 'REPORT',
      headers: { authorization: radicale.authorization, depth: '1', 'content-type': 'application/xml' },
      body: `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">
    <C:time-range start="20260301T000000Z" end="20260501T000000Z"/>
  </C:comp-filter></C:comp-filter></C:filter>
</C:calendar-query>`,
    });
    expect(report.status).toBe(207);
    const xml = await report.text();
    const data = /<[^>]*calendar-data[^>]*>([\s\S]*?)<\/[^>]*calendar-data>/
      .exec(xml)![1]!
      .replace(/&#13;/g, '\r')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    const calendar = new ICAL.Component(ICAL.parse(data));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    ICAL.TimezoneService.register(zone);
    const instances: string[] = [];
    try {
      const iterator = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).iterator();
      for (let next = iterator.next(); next && instances.length < 60; next = iterator.next())
        instances.push(next.toJSDate().toISOString());
    } finally {
      ICAL.TimezoneService.remove(zone.tzid);
    }
    expect(instances).toEqual(EXPECTED);
    // Read back through the adapter as busy time, for a reader in New York.
    const busy = await provider.readBusyTime([calendarUrl], {
      start: Date.parse('2026-03-01T00:00:00Z'),
      end: Date.parse('2026-05-01T00:00:00Z'),
    });
    expect(busy.intervals.map((i) => new Date(i.start).toISOString())).toEqual(EXPECTED);
    await provider.deleteEvent(created);
  });
});

describe('a series at Google (fake)', () => {
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(() => google?.close());

  it('sends recurrence lines with the start in the organizer’s zone', async () => {
    const provider = await connectedGoogle(google);
    const created = await provider.createEvent('ana@example.com', series);
    const insert = google.requests.findLast((r) => r.method === 'POST' && r.path.endsWith('/events'));
    const body = JSON.parse(insert!.body);
    expectFourBerlinMondaysOnGoogle(body);
    expect(body.iCalUID).toBe('weekly-sync@overlap');
    await provider.updateEvent(created, { ...series, title: 'Weekly sync (renamed)' });
    const patch = google.requests.findLast((r) => r.method === 'PATCH');
    expect(JSON.parse(patch!.body).recurrence).toEqual(body.recurrence);
  });
});

describe('a series at Microsoft Graph (fake)', () => {
  let graph: FakeMicrosoft;
  beforeAll(async () => {
    graph = await startFakeMicrosoft();
  });
  afterAll(() => graph?.close());

  const connected = () => connectedMicrosoft(graph);

  it('sends a weekly patternedRecurrence in the organizer’s zone, and deletes the skipped occurrence', async () => {
    const provider = await connected();
    const created = await provider.createEvent('cal-1', series);
    const listed = graph.requests.findLast((r) => r.path.endsWith('/instances'))!;
    expect(listed.path).toBe(`/v1.0/me/events/${created.eventId}/instances`);
    expect(listed.query.get('startDateTime')).toBe('2026-03-23T14:00:00.000Z');
    expect(graph.deletedOccurrences).toEqual([`${created.eventId}-occ-20260323T140000000Z`]);
    // Writing the series again (an update) finds the occurrence already gone.
    await provider.updateEvent(created, series);
    expect(graph.deletedOccurrences).toHaveLength(1);
    const body = JSON.parse(
      graph.requests.findLast((r) => r.method === 'POST' && /\/events$/.test(r.path))!.body,
    );
    expect(body.start).toEqual({ dateTime: '2026-03-16T15:00:00', timeZone: 'Europe/Berlin' });
    expect(body.recurrence).toEqual({
      pattern: { type: 'weekly', interval: 1, daysOfWeek: ['monday'], firstDayOfWeek: 'monday' },
      range: {
        type: 'numbered',
        numberOfOccurrences: 4,
        startDate: '2026-03-16',
        recurrenceTimeZone: 'Europe/Berlin',
      },
    });
  });

  it('sends the last Friday of every other month until a date as relativeMonthly with an end date', async () => {
    const provider = await connected();
    await provider.createEvent('cal-1', {
      ...series,
      start: Date.parse('2026-09-25T20:00:00Z'),
      end: Date.parse('2026-09-25T21:00:00Z'),
      timeZone: 'America/New_York',
      repeat: {
        zone: 'America/New_York',
        frequency: 'monthly',
        interval: 2,
        weekday: 5,
        ordinal: -1,
        until: new Date('2027-01-29T21:00:00Z'),
        skipped: [],
      },
    });
    const body = JSON.parse(
      graph.requests.findLast((r) => r.method === 'POST' && /\/events$/.test(r.path))!.body,
    );
    expect(body.start).toEqual({ dateTime: '2026-09-25T16:00:00', timeZone: 'America/New_York' });
    expect(body.recurrence).toEqual({
      pattern: { type: 'relativeMonthly', interval: 2, daysOfWeek: ['friday'], index: 'last' },
      range: {
        type: 'endDate',
        endDate: '2027-01-29',
        startDate: '2026-09-25',
        recurrenceTimeZone: 'America/New_York',
      },
    });
  });
});
