import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyFieldMask, maskBeyond, parseFieldMask, type FieldMask } from './google-field-mask';

/** What Overlap may ask of a listing: the time fields, and of attendees only whether one is the reader and their answer. */
const busyListFields = parseFieldMask(
  'items(id,etag,status,start,end,transparency,eventType,recurringEventId,originalStartTime,attendees(self,responseStatus),extendedProperties/private/overlapHold),nextPageToken,nextSyncToken,kind,etag',
);
/** Of events looked up by UID: what names each and its version. */
const uidListFields = parseFieldMask('items(id,etag,status,iCalUID),nextPageToken,kind,etag');
/** Of an event Overlap wrote: its version and its attendees' answers, never its text. */
const ownEventFields = parseFieldMask('id,etag,status,attendees(email,responseStatus,self)');
/** Calendar content a busy read must never receive; the fake puts it on every event it serves. */
export const PRIVATE_EVENT_TEXT = 'Private: dentist, Praxis Dr. Wolf';

export interface StoredEvent {
  id: string;
  calendarId?: string;
  etag: string;
  status: string;
  body: Record<string, unknown>;
  changedAt: number;
}

/** How the fake Google answers: JSON, and API errors in Google's documented shape. */
export interface GoogleAnswers {
  json(res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>): void;
  apiError(res: ServerResponse, status: number, reason: string, message: string): void;
}

/**
 * The fake's calendar events: those Overlap wrote, and the `busy` blocks served as events too, so that
 * events.list and freeBusy tell the same story. Every events read must name narrow fields.
 */
export function createGoogleEvents(
  busy: Record<string, { start: string; end: string }[]>,
  violations: string[],
  { json, apiError }: GoogleAnswers,
) {
  let counter = 0;
  let clock = 0;
  const events = new Map<string, StoredEvent>();
  const blockEvents = new Map<string, StoredEvent>();
  const listOnlyFreeBusy = new Set(['team@group.calendar.google.com']);
  /** The request's field mask when it stays within `allowed`; otherwise the refusal has been answered. */
  const narrowMask = (res: ServerResponse, url: URL, allowed: FieldMask): FieldMask | null => {
    const fields = url.searchParams.get('fields');
    let why: string | null = fields === null ? 'no fields= parameter: every field would arrive' : null;
    let mask: FieldMask | null = null;
    if (fields !== null) {
      try {
        mask = parseFieldMask(fields);
        why = maskBeyond(mask, allowed);
      } catch (error) {
        why = (error as Error).message;
      }
    }
    if (why === null) return mask;
    violations.push(`${url.pathname}: ${why}`);
    apiError(res, 400, 'narrowReadRequired', `Fake Google refuses a wide events read: ${why}`);
    return null;
  };

  const observeBusyBlocks = () => {
    const current = new Set<string>();
    for (const [calendarId, blocks] of Object.entries(busy)) {
      for (const block of blocks) {
        const id = `busy${Buffer.from(`${calendarId}|${block.start}|${block.end}`).toString('hex')}`;
        current.add(id);
        const known = blockEvents.get(id);
        if (known && known.status !== 'cancelled') continue;
        blockEvents.set(id, {
          id,
          calendarId,
          etag: `"${++clock}"`,
          status: 'confirmed',
          body: {
            summary: PRIVATE_EVENT_TEXT,
            description: PRIVATE_EVENT_TEXT,
            location: PRIVATE_EVENT_TEXT,
            start: { dateTime: block.start },
            end: { dateTime: block.end },
            attendees: [
              { email: calendarId, self: true, responseStatus: 'accepted' },
              {
                email: 'dr.wolf@praxis.example',
                displayName: PRIVATE_EVENT_TEXT,
                responseStatus: 'accepted',
              },
            ],
          },
          changedAt: clock,
        });
      }
    }
    for (const event of blockEvents.values()) {
      if (current.has(event.id) || event.status === 'cancelled') continue;
      event.status = 'cancelled';
      event.changedAt = ++clock;
    }
  };
  const overlaps = (event: StoredEvent, timeMin: string | null, timeMax: string | null) => {
    const time = (value: unknown) => {
      const moment = value as { dateTime?: string; date?: string } | undefined;
      return Date.parse(moment?.dateTime ?? moment?.date ?? '');
    };
    const start = time(event.body.start);
    const end = time(event.body.end);
    if (Number.isNaN(start) || Number.isNaN(end)) return true;
    return (!timeMax || start < Date.parse(timeMax)) && (!timeMin || end > Date.parse(timeMin));
  };

  const makeMeet = (event: Record<string, unknown>, createRequest: object, n: number) => {
    const code = `abc-${String(n).padStart(4, '0')}-xyz`;
    event.hangoutLink = `https://meet.google.com/${code}`;
    event.conferenceData = {
      createRequest: { ...createRequest, status: { statusCode: 'success' } },
      entryPoints: [
        { entryPointType: 'video', uri: `https://meet.google.com/${code}`, label: `meet.google.com/${code}` },
      ],
      conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
      conferenceId: code,
    };
  };

  /** Answers an events.insert, events.list, or a read, patch or delete of one event. */
  const handle = (
    req: IncomingMessage,
    res: ServerResponse,
    body: string,
    url: URL,
    eventsMatch: RegExpExecArray,
  ): void => {
    const eventId = eventsMatch[2] ? decodeURIComponent(eventsMatch[2]) : undefined;
    if (req.method === 'POST' && !eventId) {
      const created = JSON.parse(body) as Record<string, unknown>;
      const calendarId = decodeURIComponent(eventsMatch[1] as string);
      // Google keeps a deleted event's UID: a new event with it is refused, deleted or not.
      const taken = (e: StoredEvent) => e.calendarId === calendarId && e.body.iCalUID === created.iCalUID;
      if (created.iCalUID !== undefined && [...events.values()].some(taken))
        return apiError(res, 409, 'duplicate', 'The requested identifier already exists.');
      const id = `evt${++counter}`;
      const createRequest = (created.conferenceData as { createRequest?: { requestId?: string } } | undefined)
        ?.createRequest;
      // Without conferenceDataVersion=1 Google ignores conferenceData; with it, it makes the Meet.
      if (createRequest && url.searchParams.get('conferenceDataVersion') === '1')
        makeMeet(created, createRequest, counter);
      else delete created.conferenceData;
      if (Array.isArray(created.attendees))
        created.attendees = (created.attendees as { email: string; responseStatus?: string }[]).map((a) => ({
          ...a,
          responseStatus: a.responseStatus ?? 'needsAction',
        }));
      const stored = {
        id,
        calendarId,
        etag: `"${++clock}"`,
        // An event may be written tentative; deleting it makes it cancelled whatever it was.
        status: typeof created.status === 'string' ? created.status : 'confirmed',
        body: created,
        changedAt: clock,
      };
      events.set(id, stored);
      return json(res, 200, {
        kind: 'calendar#event',
        id,
        etag: stored.etag,
        status: 'confirmed',
        iCalUID: `${id}@google.com`,
        ...stored.body,
      });
    }
    if (req.method === 'GET' && !eventId) {
      const calendarId = decodeURIComponent(eventsMatch[1] as string);
      if (listOnlyFreeBusy.has(calendarId)) {
        return apiError(res, 403, 'insufficientPermissions', 'Insufficient Permission');
      }
      const iCalUID = url.searchParams.get('iCalUID');
      // events.list?iCalUID= answers the events with that UID; deleted ones only with showDeleted=true.
      if (iCalUID !== null) {
        const mask = narrowMask(res, url, uidListFields);
        if (!mask) return;
        const showDeleted = url.searchParams.get('showDeleted') === 'true';
        const items = [...events.values()]
          .filter((event) => event.calendarId === calendarId && event.body.iCalUID === iCalUID)
          .filter((event) => showDeleted || event.status !== 'cancelled')
          .map((event) => ({ id: event.id, etag: event.etag, ...event.body, status: event.status }));
        return json(res, 200, applyFieldMask({ kind: 'calendar#events', items }, mask));
      }
      const mask = narrowMask(res, url, busyListFields);
      if (!mask) return;
      const syncToken = url.searchParams.get('syncToken');
      const timeMin = url.searchParams.get('timeMin');
      const timeMax = url.searchParams.get('timeMax');
      if (syncToken !== null && (timeMin !== null || timeMax !== null)) {
        return apiError(res, 400, 'invalid', 'Sync token cannot be used with timeMin or timeMax.');
      }
      observeBusyBlocks();
      if (syncToken !== null && !/^sync-\d+$/.test(syncToken)) {
        return apiError(
          res,
          410,
          'fullSyncRequired',
          'Sync token is no longer valid, a full sync is required.',
        );
      }
      const since = syncToken ? Number(syncToken.slice(5)) : -1;
      const items = [...events.values(), ...blockEvents.values()]
        .filter((event) => !event.calendarId || event.calendarId === calendarId)
        .filter((event) => since >= 0 || overlaps(event, timeMin, timeMax))
        .filter((event) => event.changedAt > since && (since >= 0 || event.status !== 'cancelled'))
        .map((event) => ({ id: event.id, etag: event.etag, ...event.body, status: event.status }));
      return json(
        res,
        200,
        applyFieldMask({ kind: 'calendar#events', items, nextSyncToken: `sync-${clock}` }, mask),
      );
    }
    const stored = eventId ? events.get(eventId) : undefined;
    if (!stored) return apiError(res, 404, 'notFound', 'Not Found');
    const ifMatch = req.headers['if-match'];
    if (ifMatch && ifMatch !== stored.etag)
      return apiError(res, 412, 'conditionNotMet', 'Precondition Failed');
    if (req.method === 'GET') {
      const mask = narrowMask(res, url, ownEventFields);
      if (!mask) return;
      return json(
        res,
        200,
        applyFieldMask(
          {
            kind: 'calendar#event',
            id: stored.id,
            etag: stored.etag,
            status: stored.status,
            ...stored.body,
          },
          mask,
        ),
      );
    }
    if (req.method === 'PATCH') {
      const patch = JSON.parse(body) as Record<string, unknown>;
      const createRequest = (patch.conferenceData as { createRequest?: { requestId?: string } } | undefined)
        ?.createRequest;
      delete patch.conferenceData;
      // An event without a call gets one when a patch asks for it (conferenceDataVersion=1); one with a call keeps it.
      if (createRequest && !stored.body.hangoutLink && url.searchParams.get('conferenceDataVersion') === '1')
        makeMeet(stored.body, createRequest, ++counter);
      // Attendees sent again keep the answers they gave, as at Google.
      if (Array.isArray(patch.attendees)) {
        const before = new Map(
          ((stored.body.attendees as { email: string; responseStatus?: string }[]) ?? []).map((a) => [
            a.email,
            a.responseStatus,
          ]),
        );
        patch.attendees = (patch.attendees as { email: string }[]).map((a) => ({
          ...a,
          responseStatus: before.get(a.email) ?? 'needsAction',
        }));
      }
      stored.body = { ...stored.body, ...patch };
      if (typeof patch.status === 'string') stored.status = patch.status;
      stored.etag = `"${++clock}"`;
      stored.changedAt = clock;
      return json(res, 200, {
        kind: 'calendar#event',
        id: stored.id,
        etag: stored.etag,
        status: stored.status,
        ...stored.body,
      });
    }
    if (req.method === 'DELETE') {
      stored.status = 'cancelled';
      stored.changedAt = ++clock;
      res.writeHead(204).end();
      return;
    }
    return apiError(res, 404, 'notFound', 'Not Found');
  };

  return {
    handle,
    /** Every event Overlap wrote that is not deleted, as stored (tests read holds back here). */
    written: () =>
      [...events.values()]
        .filter((event) => event.status !== 'cancelled')
        .map((event) => ({ id: event.id, calendarId: event.calendarId, etag: event.etag, ...event.body })),
    respond(eventId: string, email: string, responseStatus: string) {
      const stored = events.get(eventId);
      if (!stored) throw new Error(`No event ${eventId}`);
      stored.body.attendees = ((stored.body.attendees as { email: string }[]) ?? []).map((a) =>
        a.email === email ? { ...a, responseStatus } : a,
      );
      stored.etag = `"${++clock}"`;
      stored.changedAt = clock;
    },
  };
}
