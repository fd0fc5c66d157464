import type { IncomingMessage, ServerResponse } from 'node:http';

/** An event calendarView serves, with times in UTC. */
export interface ViewEvent {
  id: string;
  showAs: string;
  start: string;
  end: string;
  isCancelled?: boolean;
  response?: string;
  /** Single-value extended properties the writer set, answered only when `$expand` names one. */
  extended?: { id: string; value: string }[];
}

const propertyFilter =
  /^singleValueExtendedProperties\/Any\(ep: ep\/id eq '([^']+)' and ep\/value eq '((?:[^']|'')*)'\)$/;

/** How the fake Graph answers: JSON, and errors in Graph's documented shape. */
export interface GraphAnswers {
  json(res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>): void;
  graphError(res: ServerResponse, status: number, code: string, message: string): void;
}

/** The events Overlap writes through Graph: create, read with answers, patch, delete, skip an occurrence. */
export function createGraphEvents({ json, graphError }: GraphAnswers) {
  let counter = 0;
  const events = new Map<string, { etag: string; calendarId?: string; body: Record<string, unknown> }>();
  const deletedOccurrences: string[] = [];
  const responses = new Map<string, string>();

  /** Answers the request when it is one of these calls; `'not-mine'` when it is not, and nothing is sent. */
  const handle = (
    req: IncomingMessage,
    res: ServerResponse,
    body: string,
    url: URL,
    path: string,
  ): void | 'not-mine' => {
    const createMatch = /^\/me\/calendars\/([^/]+)\/events$/.exec(path);
    if (createMatch && req.method === 'POST') {
      const id = `AAMkEvt${++counter}`;
      const etag = `W/"${counter}"`;
      const created = JSON.parse(body) as Record<string, unknown>;
      // Graph makes the Teams meeting when asked and answers its join URL in `onlineMeeting`.
      if (created.isOnlineMeeting === true && created.onlineMeetingProvider === 'teamsForBusiness')
        created.onlineMeeting = {
          joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${id}%40thread.v2/0`,
        };
      events.set(id, { etag, calendarId: decodeURIComponent(createMatch[1] as string), body: created });
      return json(res, 201, {
        '@odata.etag': etag,
        id,
        iCalUId: `040000008200E00074C5B7101A82E008${counter}`,
        ...created,
      });
    }
    // A calendar's events filtered on a single-value extended property (the documented `Any` filter).
    if (createMatch && req.method === 'GET') {
      const filter = propertyFilter.exec(url.searchParams.get('$filter') ?? '');
      if (!filter || url.searchParams.get('$select') !== 'id')
        return graphError(res, 400, 'BadRequest', 'The fake answers only a property filter selecting id.');
      const [, propertyId, value] = filter as unknown as [string, string, string];
      const calendarId = decodeURIComponent(createMatch[1] as string);
      const wanted = value.replace(/''/g, "'");
      const matching = [...events.entries()].filter(
        ([, event]) =>
          event.calendarId === calendarId &&
          (event.body.singleValueExtendedProperties as { id: string; value: string }[] | undefined)?.some(
            (p) => p.id.toLowerCase() === propertyId.toLowerCase() && p.value === wanted,
          ),
      );
      return json(res, 200, { value: matching.map(([id, event]) => ({ '@odata.etag': event.etag, id })) });
    }
    // A series' occurrences in a range. The fake does not expand patterns: it answers one occurrence at
    // the range's start, as an event of its own that can be deleted (Graph's way of skipping one).
    const instancesMatch = /^\/me\/events\/([^/]+)\/instances$/.exec(path);
    if (instancesMatch && req.method === 'GET') {
      const master = events.get(decodeURIComponent(instancesMatch[1] as string));
      if (!master)
        return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      const startDateTime = url.searchParams.get('startDateTime') ?? '';
      const id = `${instancesMatch[1]}-occ-${startDateTime.replace(/\W/g, '')}`;
      if (!master.body.recurrence || deletedOccurrences.includes(id)) return json(res, 200, { value: [] });
      events.set(id, {
        etag: `W/"${++counter}"`,
        body: { type: 'occurrence', seriesMasterId: instancesMatch[1] },
      });
      return json(res, 200, {
        value: [
          { id, type: 'occurrence', start: { dateTime: startDateTime.replace('Z', ''), timeZone: 'UTC' } },
        ],
      });
    }
    const eventMatch = /^\/me\/events\/([^/]+)$/.exec(path);
    if (eventMatch) {
      const stored = events.get(decodeURIComponent(eventMatch[1] as string));
      if (!stored)
        return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      const ifMatch = req.headers['if-match'];
      if (ifMatch && ifMatch !== stored.etag)
        return graphError(res, 412, 'ErrorIrresolvableConflict', 'The change key does not match.');
      if (req.method === 'GET') {
        const attendees =
          (stored.body.attendees as { emailAddress: { address: string } }[] | undefined) ?? [];
        return json(res, 200, {
          '@odata.etag': stored.etag,
          id: eventMatch[1],
          ...stored.body,
          attendees: attendees.map((a) => ({
            ...a,
            status: {
              response: responses.get(`${eventMatch[1]}:${a.emailAddress.address}`) ?? 'none',
              time: '0001-01-01T00:00:00Z',
            },
          })),
        });
      }
      if (req.method === 'PATCH') {
        stored.etag = `W/"${++counter}"`;
        stored.body = { ...stored.body, ...JSON.parse(body) };
        // Turning an event into a Teams meeting makes the meeting; one that has it keeps its join URL.
        if (
          stored.body.isOnlineMeeting === true &&
          stored.body.onlineMeetingProvider === 'teamsForBusiness' &&
          !stored.body.onlineMeeting
        )
          stored.body.onlineMeeting = {
            joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${eventMatch[1]}%40thread.v2/0`,
          };
        return json(res, 200, { '@odata.etag': stored.etag, id: eventMatch[1], ...stored.body });
      }
      if (req.method === 'DELETE') {
        if (stored.body.type === 'occurrence')
          deletedOccurrences.push(decodeURIComponent(eventMatch[1] as string));
        events.delete(decodeURIComponent(eventMatch[1] as string));
        res.writeHead(204).end();
        return;
      }
    }
    return 'not-mine';
  };

  return {
    handle,
    deletedOccurrences,
    /** Every event Overlap wrote, as stored (tests read holds back here). */
    written: () => [...events.entries()].map(([id, event]) => ({ id, etag: event.etag, ...event.body })),
    /** The events Overlap wrote as calendarView serves them, with their extended properties. */
    asView: (): ViewEvent[] =>
      [...events.entries()].flatMap(([id, { body }]) => {
        const start = (body.start as { dateTime?: string } | undefined)?.dateTime;
        const end = (body.end as { dateTime?: string } | undefined)?.dateTime;
        if (!start || !end || body.type === 'occurrence') return [];
        const extended =
          (body.singleValueExtendedProperties as { id: string; value: string }[] | undefined) ?? [];
        return [{ id, showAs: String(body.showAs ?? 'busy'), start: `${start}Z`, end: `${end}Z`, extended }];
      }),
    respond(eventId: string, email: string, response: string) {
      responses.set(`${eventId}:${email}`, response);
      const stored = events.get(eventId);
      if (stored) stored.etag = `W/"${++counter}"`;
    },
  };
}
