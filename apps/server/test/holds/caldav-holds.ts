import ICAL from 'ical.js';
import type { CalDavTestServer } from '../support/caldav-server';
import type { HeldEvent } from './holds-journey';

/** Connects the CalDAV test server for `headers`' account; its one calendar takes new meetings. */
export { connectWriteCalendar as connectCalDav } from '../connections/write-calendar-bed';

/** Every hold in the calendar, each object fetched from the server and read with ical.js. */
export async function holdsInCalendar(server: CalDavTestServer, calendarUrl: string): Promise<HeldEvent[]> {
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
