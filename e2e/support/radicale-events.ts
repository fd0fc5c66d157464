import { RADICALE_USER, radicalePort } from './radicale-account';

const port = Number(process.env.E2E_PORT ?? 3210);
export const radicaleUrl = `http://127.0.0.1:${radicalePort(port)}/`;
const authorization = `Basic ${Buffer.from(`${RADICALE_USER.username}:${RADICALE_USER.password}`).toString('base64')}`;

/** The collections support/radicale-server.ts creates, by display name. */
export const RADICALE_CALENDARS = {
  Personal: 'personal',
  'Team meetings': 'team-meetings',
} as const;
export type RadicaleCalendarName = keyof typeof RADICALE_CALENDARS;

const decodeXml = (text: string) =>
  text
    .replace(/&#13;/g, '\r')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Every event stored in one of the test account's calendars, read straight from Radicale with a CalDAV
 * REPORT (calendar-query), as unfolded iCalendar text with \n line ends.
 */
export async function radicaleEvents(calendar: RadicaleCalendarName): Promise<string[]> {
  const response = await fetch(`${radicaleUrl}${RADICALE_USER.username}/${RADICALE_CALENDARS[calendar]}/`, {
    method: 'REPORT',
    headers: { authorization, depth: '1', 'content-type': 'application/xml; charset=utf-8' },
    body: `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><D:getetag/><C:calendar-data/></D:prop>
  <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT"/></C:comp-filter></C:filter>
</C:calendar-query>`,
  });
  const body = await response.text();
  if (response.status !== 207) throw new Error(`REPORT on ${calendar} answered ${response.status}: ${body}`);
  return [...body.matchAll(/<(?:\w+:)?calendar-data[^>]*>([\s\S]*?)<\/(?:\w+:)?calendar-data>/g)].map(
    (match) =>
      decodeXml(match[1]!)
        .replace(/\r\n?/g, '\n')
        .replace(/\n[ \t]/g, ''),
  );
}
