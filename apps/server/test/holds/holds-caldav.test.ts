import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalDavTestServer } from '../support/caldav-server';
import { calDavServers } from '../support/caldav-servers';
import { startTestApp, type TestApp } from '../support/test-app';
import { ownerAndStranger, testCredentialsKey } from '../connections/support';
import { holdsJourney, orphanSweep, type HeldEvent } from './holds-journey';

describe.each(calDavServers)('holds on $name', ({ start }) => {
  let server: CalDavTestServer;
  let calendarUrl: string;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];

  beforeAll(async () => {
    server = await start();
    calendarUrl = await server.createCalendar('meetings', 'Meetings');
    t = await startTestApp({
      TEST_CLOCK_HEADER: 'true',
      CREDENTIALS_KEY: testCredentialsKey,
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    });
    ({ owner } = await ownerAndStranger(t));
    const connected = await t.app.inject({
      method: 'POST',
      url: '/api/calendar-connections',
      headers: owner.headers,
      payload: {
        provider: 'caldav',
        serverUrl: server.url,
        username: server.username,
        password: server.password,
      },
    });
    expect(connected.json().calendars[0]).toMatchObject({ name: 'Meetings', writeTarget: true });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  /** Every event in the calendar, each object fetched from the server and read with ical.js. */
  async function calendar(): Promise<HeldEvent[]> {
    const listing = await fetch(calendarUrl, {
      method: 'PROPFIND',
      headers: { depth: '1', authorization: server.authorization, 'content-type': 'application/xml' },
      body: '<?xml version="1.0"?><d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>',
    });
    const hrefs = [...(await listing.text()).matchAll(/<(?:\w+:)?href>([^<]+\.ics)</g)].map((m) => m[1]!);
    const events: HeldEvent[] = [];
    for (const href of hrefs) {
      const object = await fetch(new URL(href, calendarUrl), {
        headers: { authorization: server.authorization },
      });
      // Deleted between the listing and this read (the sweep at work): not in the calendar any more.
      if (object.status === 404) continue;
      const vevent = new ICAL.Component(ICAL.parse(await object.text())).getFirstSubcomponent('vevent')!;
      const tag = vevent.getFirstPropertyValue('x-overlap-hold');
      if (!tag) continue;
      events.push({
        title: String(vevent.getFirstPropertyValue('summary')),
        start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
        end: (vevent.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().getTime(),
        tentative: vevent.getFirstPropertyValue('status') === 'TENTATIVE',
        tag: String(tag),
      });
    }
    return events;
  }

  it('writes, moves and removes the organizer’s holds', async () => {
    await holdsJourney(t, owner.headers, calendar);
  }, 120_000);

  it('sweeps holds a lost job left behind', async () => {
    await orphanSweep(t, owner.headers, calendar);
  }, 60_000);
});
