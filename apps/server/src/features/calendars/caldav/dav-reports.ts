import { calendarMultiGet, calendarQuery, fetchCalendars, syncCollection } from 'tsdav';
import type { DAVAccount, DAVResponse } from 'tsdav';
import { parseCalendar, type ParsedCalendar } from '../ical/calendar-events';
import { CalendarProviderError } from '../provider-error';
import type { CalendarSummary, TimeRange } from '../provider-port';
import { davStatusError, davText } from './dav-status';

/** What every request to one CalDAV account carries: its authorization and the SSRF-guarded fetch. */
export interface DavSession {
  headers: Record<string, string>;
  fetch: typeof fetch;
}

export interface CalDavChanges {
  changed: { url: string; etag?: string }[];
  deleted: string[];
  syncToken: string;
  /** True when the old token was refused and the answer lists the whole collection. */
  fullResync: boolean;
}

/** Runs one request; a failure that is not already ours becomes a provider error naming the request. */
export async function davCall<T>(what: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof CalendarProviderError) throw error;
    throw new CalendarProviderError('provider-error', `CalDAV ${what} failed`, { cause: error });
  }
}

function toCalDavTime(epoch: number): string {
  return `${new Date(epoch).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** tsdav reports a request that got no multistatus back as one response carrying the HTTP status. */
function firstFailure(responses: DAVResponse[]): DAVResponse | undefined {
  const [only] = responses;
  const isMultistatus = Boolean((only?.raw as { multistatus?: unknown } | undefined)?.multistatus);
  return responses.length === 1 && only && !only.ok && !isMultistatus ? only : undefined;
}

/** The account's calendars that hold events; the first is taken as the primary one. */
export async function calendarsOf(session: DavSession, account: DAVAccount): Promise<CalendarSummary[]> {
  // tsdav resolves the listed hrefs against rootUrl; they belong to the calendar home, which iCloud
  // serves from another host (pNN-caldav.icloud.com) than the one discovery started at.
  const home = { ...account, rootUrl: account.homeUrl ?? account.rootUrl };
  const calendars = await davCall('calendar list', () =>
    fetchCalendars({ account: home, headers: session.headers, fetch: session.fetch }),
  );
  return calendars
    .filter(
      (calendar) =>
        calendar.components === undefined ||
        calendar.components.length === 0 ||
        calendar.components.includes('VEVENT'),
    )
    .map((calendar, index) => ({
      id: calendar.url,
      name:
        davText(calendar.displayName) ??
        new URL(calendar.url).pathname.split('/').filter(Boolean).pop() ??
        'Calendar',
      ...(typeof calendar.timezone === 'string' ? { timeZone: calendar.timezone } : {}),
      primary: index === 0,
      canWrite: true,
    }));
}

/** calendar-multiget of the named objects; objects the server no longer has are missing from the map. */
export async function objectsAt(
  session: DavSession,
  calendarUrl: string,
  urls: string[],
): Promise<Map<string, ParsedCalendar>> {
  const found = new Map<string, ParsedCalendar>();
  if (urls.length === 0) return found;
  const responses = await davCall(`calendar-multiget ${calendarUrl}`, () =>
    calendarMultiGet({
      url: calendarUrl,
      props: { 'd:getetag': {}, 'c:calendar-data': {} },
      objectUrls: urls.map((url) => new URL(url).pathname),
      depth: '1',
      headers: session.headers,
      fetch: session.fetch,
    }),
  );
  const failure = firstFailure(responses);
  if (failure) throw davStatusError(failure.status ?? 500, `calendar-multiget ${calendarUrl}`);
  for (const response of responses) {
    const data = davText(response.props?.calendarData);
    if (!response.href || !data) continue;
    try {
      found.set(new URL(response.href, calendarUrl).href, parseCalendar(data));
    } catch {
      // an unparseable object blocks no time, as in a full read
    }
  }
  return found;
}

/** calendar-query with a time range; the server filters, the caller expands (servers seldom expand correctly). */
export async function queryEventsInRange(
  session: DavSession,
  calendarUrl: string,
  range: TimeRange,
): Promise<DAVResponse[]> {
  const responses = await davCall(`calendar-query ${calendarUrl}`, () =>
    calendarQuery({
      url: calendarUrl,
      props: { 'd:getetag': {}, 'c:calendar-data': {} },
      filters: {
        'comp-filter': {
          _attributes: { name: 'VCALENDAR' },
          'comp-filter': {
            _attributes: { name: 'VEVENT' },
            'time-range': {
              _attributes: { start: toCalDavTime(range.start), end: toCalDavTime(range.end) },
            },
          },
        },
      },
      depth: '1',
      headers: session.headers,
      fetch: session.fetch,
    }),
  );
  const failure = firstFailure(responses);
  if (failure) throw davStatusError(failure.status ?? 500, `calendar-query ${calendarUrl}`);
  return responses;
}

/** RFC 6578 sync-collection: what changed since `syncToken` (all objects when it is absent or refused). */
export async function changesSince(
  session: DavSession,
  calendarUrl: string,
  syncToken?: string,
): Promise<CalDavChanges> {
  const report = (token: string) =>
    davCall('sync-collection', () =>
      syncCollection({
        url: calendarUrl,
        props: { 'd:getetag': {} },
        syncLevel: 1,
        syncToken: token,
        headers: session.headers,
        fetch: session.fetch,
      }),
    );
  // RFC 6578 refuses an expired or unknown token with 403 (valid-sync-token); others answer 409, or
  // 500 (Xandikos). Any failure with a token is taken as a refused token once: start over without one.
  let responses = syncToken ? await report(syncToken).catch(() => undefined) : undefined;
  const fullResync = !responses || firstFailure(responses) !== undefined;
  if (!responses || fullResync) responses = await report('');
  const failure = firstFailure(responses);
  if (failure) throw davStatusError(failure.status ?? 500, `sync-collection ${calendarUrl}`);
  const multistatus = (responses[0]?.raw as { multistatus?: { syncToken?: unknown } } | undefined)
    ?.multistatus;
  const changed: CalDavChanges['changed'] = [];
  const deleted: string[] = [];
  for (const response of responses) {
    if (!response.href) continue;
    const url = new URL(response.href, calendarUrl).href;
    if (url.replace(/\/$/, '') === calendarUrl.replace(/\/$/, '')) continue;
    if (response.status === 404) deleted.push(url);
    else
      changed.push({
        url,
        ...(davText(response.props?.getetag) ? { etag: davText(response.props?.getetag) } : {}),
      });
  }
  return { changed, deleted, syncToken: davText(multistatus?.syncToken) ?? '', fullResync };
}
