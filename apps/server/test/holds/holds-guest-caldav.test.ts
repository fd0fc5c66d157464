import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { ownerAndStranger, testCredentialsKey } from '../connections/support';
import type { CalDavTestServer } from '../support/caldav-server';
import { calDavServers } from '../support/caldav-servers';
import { startTestApp, type TestApp } from '../support/test-app';
import { guestHoldsJourney, guestOrphanSweep } from './guest-holds-journey';
import type { HeldEvent } from './holds-journey';

describe.each(calDavServers)('a signed-in guest’s holds on $name', ({ start }) => {
  let server: CalDavTestServer;
  let calendarUrl: string;
  let t: TestApp;
  let owner: Record<string, string>;
  let ana: Record<string, string>;

  beforeAll(async () => {
    server = await start();
    calendarUrl = await server.createCalendar('meetings', 'Meetings');
    t = await startTestApp({
      TEST_CLOCK_HEADER: 'true',
      CREDENTIALS_KEY: testCredentialsKey,
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    });
    owner = (await ownerAndStranger(t)).owner.headers;
    // Only the guest connects the server: every hold in it is hers.
    ana = (await signedInUser(t, 'ana@example.com', 'Ana Guest')).headers;
    const connected = await t.app.inject({
      method: 'POST',
      url: '/api/calendar-connections',
      headers: ana,
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

  /** Every hold in the calendar, each object fetched from the server and read with ical.js. */
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

  it('writes, moves and removes her holds, busy for her other meetings only', async () => {
    await guestHoldsJourney(t, owner, ana, calendar);
  }, 120_000);

  it('sweeps her holds once her opt-in is gone', async () => {
    await guestOrphanSweep(t, owner, ana, calendar);
  }, 60_000);
});
