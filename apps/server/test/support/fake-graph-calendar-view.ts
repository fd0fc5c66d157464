import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphAnswers, ViewEvent } from './fake-graph-events';

export type { ViewEvent } from './fake-graph-events';

/** The one `$expand` a busy read may ask for: an extended property by id (Overlap's hold tag). */
const propertyExpand = /^singleValueExtendedProperties\(\$filter=id eq '([^']+)'\)$/;

/** What a busy read may select of an event: times, state, and the reader's own answer. */
const busySelectable = new Set([
  'start',
  'end',
  'showAs',
  'isAllDay',
  'isCancelled',
  'type',
  'seriesMasterId',
  'responseStatus',
]);
/** Calendar content a busy read must never receive; the fake puts it on every event it serves. */
export const PRIVATE_GRAPH_TEXT = 'Private: 1:1 with HR about my leave';

// UTC as Graph writes it under the UTC preference: no offset, seven fraction digits.
const graphTime = (iso: string) => ({
  dateTime: `${iso.replace(/Z$/, '').replace(/\.\d+$/, '')}.0000000`,
  timeZone: 'UTC',
});

/**
 * Answers calendarView (and refuses its delta): only time fields may be selected, and what is selected is
 * all that arrives, two events a page.
 */
export function answerCalendarView(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
  viewMatch: RegExpExecArray,
  view: ViewEvent[],
  violations: string[],
  { json, graphError }: GraphAnswers,
): void {
  const utcPreferred = /outlook\.timezone="UTC"/.test(String(req.headers.prefer ?? ''));
  const select = url.searchParams.get('$select');
  const expand = url.searchParams.get('$expand');
  const expandMatch = expand === null ? null : propertyExpand.exec(expand);
  const wide = viewMatch[2]
    ? 'a calendarView delta read answers whole events ($select is not supported there)'
    : expand !== null && !expandMatch
      ? `$expand=${expand} would bring more than one named property`
      : select === null
        ? 'no $select: every field would arrive'
        : select
            .split(',')
            .filter((field) => !busySelectable.has(field))
            .map((field) => `${field} is not a time field`)[0];
  if (wide) {
    violations.push(`${path}: ${wide}`);
    return graphError(res, 400, 'NarrowReadRequired', `Fake Graph refuses a wide calendar read: ${wide}`);
  }
  const selected = new Set(select!.split(','));
  const skip = Number(url.searchParams.get('$skip') ?? '0');
  const page = view.slice(skip, skip + 2).map((event) => {
    const whole: Record<string, unknown> = {
      subject: PRIVATE_GRAPH_TEXT,
      bodyPreview: PRIVATE_GRAPH_TEXT,
      location: { displayName: PRIVATE_GRAPH_TEXT },
      attendees: [{ emailAddress: { name: 'Hanna HR', address: 'hanna.hr@contoso.example' } }],
      showAs: event.showAs,
      isCancelled: event.isCancelled ?? false,
      isAllDay: false,
      type: 'singleInstance',
      seriesMasterId: null,
      responseStatus: { response: event.response ?? 'organizer', time: '0001-01-01T00:00:00Z' },
      start: utcPreferred
        ? graphTime(event.start)
        : { dateTime: event.start, timeZone: 'Pacific Standard Time' },
      end: utcPreferred ? graphTime(event.end) : { dateTime: event.end, timeZone: 'Pacific Standard Time' },
    };
    const property = expandMatch
      ? (event.extended ?? []).filter((p) => p.id.toLowerCase() === expandMatch[1]!.toLowerCase())
      : [];
    return {
      '@odata.etag': `W/"${event.id}"`,
      id: event.id,
      ...Object.fromEntries(Object.entries(whole).filter(([field]) => selected.has(field))),
      ...(property.length > 0 ? { singleValueExtendedProperties: property } : {}),
    };
  });
  const more = skip + 2 < view.length;
  const next = new URL(`http://${req.headers.host}${url.pathname}`);
  url.searchParams.forEach((value, key) => next.searchParams.set(key, value));
  next.searchParams.set('$skip', String(skip + 2));
  return json(res, 200, { value: page, ...(more ? { '@odata.nextLink': next.href } : {}) });
}
