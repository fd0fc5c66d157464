import { randomUUID } from 'node:crypto';
import { createAccount, createObject, deleteObject, updateObject } from 'tsdav';
import type { DAVAccount } from 'tsdav';
import { parseCalendar, type ParsedCalendar } from '../ical/calendar-events';
import { expandBusyTime } from '../ical/expand-busy-time';
import { writeEvent } from '../ical/write-event';
import { CalendarProviderError, isProviderError } from '../provider-error';
import type {
  AttendeeResponses,
  BusyItem,
  BusySyncResult,
  BusyTimeResult,
  CalendarProvider,
  CalendarSummary,
  EventDraft,
  EventRef,
  ProviderKind,
  TimeRange,
} from '../provider-port';
import { attendeeResponses } from './attendee-responses';
import { objectByUid, objectUrlFor } from './object-by-uid';
import { basicAuthorization, davStatusError, davText } from './dav-status';
import {
  calendarsOf,
  changesSince,
  davCall,
  objectsAt,
  queryEventsInRange,
  type CalDavChanges,
  type DavSession,
} from './dav-reports';

export { attendeeResponses } from './attendee-responses';
export type { CalDavChanges } from './dav-reports';

export const icloudCalDavUrl = 'https://caldav.icloud.com';

export interface CalDavOptions {
  /** Where discovery starts: a server root (well-known URI), a principal or a calendar home. */
  serverUrl: string;
  username: string;
  password: string;
  /** The SSRF-guarded fetch: CalDAV URLs are user-supplied. tsdav takes it as its `fetch` override. */
  fetch: typeof fetch;
  userZone: string;
  userAddresses?: readonly string[];
  kind?: Extract<ProviderKind, 'caldav' | 'icloud'>;
  /** Stops servers such as iCloud from e-mailing attendees themselves (SCHEDULE-AGENT=CLIENT). */
  clientSchedulesInvitations?: boolean;
  now?: () => number;
}

interface CachedObject {
  etag: string | undefined;
  parsed: ParsedCalendar;
}

const sequenceEpoch = Date.UTC(2020, 0, 1);

/** Connects (discovery: well-known URI, principal, calendar home) and returns a provider for the account. */
export async function connectCalDav(options: CalDavOptions): Promise<CalDavProvider> {
  const statuses: number[] = [];
  const observingFetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const response = await options.fetch(input, init);
    statuses.push(response.status);
    return response;
  }) as typeof fetch;
  const headers = { authorization: basicAuthorization(options.username, options.password) };
  let account: DAVAccount;
  try {
    account = await createAccount({
      account: { serverUrl: options.serverUrl, accountType: 'caldav' },
      headers,
      fetch: observingFetch,
    });
  } catch (error) {
    if (error instanceof CalendarProviderError) throw error;
    if (statuses.includes(401)) throw davStatusError(401, 'discovery', false);
    throw new CalendarProviderError('not-caldav', `No CalDAV account was found at ${options.serverUrl}`, {
      cause: error,
    });
  }
  return new CalDavProvider(account, headers, options);
}

export class CalDavProvider implements CalendarProvider {
  readonly kind: ProviderKind;
  private readonly objects = new Map<string, Map<string, CachedObject>>();
  private readonly now: () => number;
  private readonly session: DavSession;

  constructor(
    readonly account: DAVAccount,
    private readonly headers: Record<string, string>,
    private readonly options: CalDavOptions,
  ) {
    this.kind = options.kind ?? 'caldav';
    this.now = options.now ?? Date.now;
    this.session = { headers, fetch: options.fetch };
  }

  async listCalendars(): Promise<CalendarSummary[]> {
    return calendarsOf(this.session, this.account);
  }

  async readBusyTime(calendarIds: string[], range: TimeRange): Promise<BusyTimeResult> {
    const fetchedAt = this.now();
    const objects = await Promise.all(calendarIds.map((url) => this.eventsInRange(url, range)));
    const intervals = this.expand(
      objects.flat().map((object) => object.parsed),
      range,
    );
    return { intervals, fresh: true, fetchedAt };
  }

  /**
   * Busy time per calendar object. With a token: sync-collection names what changed or went, and only the
   * changed objects are fetched (calendar-multiget). Without one, or when the server refuses it: the new
   * token is taken first, then the window is read with calendar-query, so no change can fall in between.
   */
  async syncBusy(calendarUrl: string, window: TimeRange, token?: string): Promise<BusySyncResult> {
    const fetchedAt = this.now();
    let nextToken: string | null = null;
    if (token) {
      const changes = await this.changesSince(calendarUrl, token);
      nextToken = changes.syncToken || null;
      if (!changes.fullResync) {
        const fetched = await objectsAt(
          this.session,
          calendarUrl,
          changes.changed.map((change) => change.url),
        );
        const changed = changes.changed.map(({ url }): BusyItem => {
          const parsed = fetched.get(url);
          return { key: url, intervals: parsed ? this.expand([parsed], window) : [] };
        });
        return { full: false, changed, removed: changes.deleted, token: nextToken ?? token, fetchedAt };
      }
    } else {
      try {
        nextToken = (await this.changesSince(calendarUrl)).syncToken || null;
      } catch (error) {
        // A server without sync-collection is still read in full each time.
        if (isProviderError(error, 'needs-reconnect') || isProviderError(error, 'rate-limited')) throw error;
      }
    }
    const objects = await this.eventsInRange(calendarUrl, window);
    return {
      full: true,
      changed: objects.map((object) => ({
        key: object.url,
        intervals: this.expand([object.parsed], window),
      })),
      removed: [],
      token: nextToken,
      fetchedAt,
    };
  }

  private expand(parsed: ParsedCalendar[], range: TimeRange) {
    return expandBusyTime(parsed, {
      range,
      userZone: this.options.userZone,
      userAddresses: this.options.userAddresses ?? [],
    });
  }

  /** The objects in the range, parsed once per ETag. */
  private async eventsInRange(
    calendarUrl: string,
    range: TimeRange,
  ): Promise<{ url: string; parsed: ParsedCalendar }[]> {
    const responses = await queryEventsInRange(this.session, calendarUrl, range);
    const cache = this.objects.get(calendarUrl) ?? new Map<string, CachedObject>();
    this.objects.set(calendarUrl, cache);
    const result: { url: string; parsed: ParsedCalendar }[] = [];
    for (const response of responses) {
      const data = davText(response.props?.calendarData);
      if (!response.href || !data) continue;
      const etag = davText(response.props?.getetag);
      let cached = cache.get(response.href);
      if (!cached || cached.etag !== etag || etag === undefined) {
        try {
          cached = { etag, parsed: parseCalendar(data) };
        } catch {
          continue; // an unparseable object must not hide the rest of the calendar
        }
        cache.set(response.href, cached);
      }
      result.push({ url: new URL(response.href, calendarUrl).href, parsed: cached.parsed });
    }
    return result;
  }

  async createEvent(calendarId: string, draft: EventDraft): Promise<EventRef> {
    const uid = draft.uid ?? `${randomUUID()}@overlap`;
    const url = objectUrlFor(calendarId, uid);
    const response = await this.call('create event', () =>
      createObject({
        url,
        data: this.eventText(draft, uid),
        headers: { ...this.headers, 'content-type': 'text/calendar; charset=utf-8', 'If-None-Match': '*' },
        fetch: this.options.fetch,
      }),
    );
    if (response.status === 412) return this.adoptEvent(calendarId, url, uid, draft);
    if (!response.ok) throw davStatusError(response.status, 'create event');
    return { calendarId, eventId: url, uid, ...this.etagOf(response) };
  }

  /**
   * The object named after this UID already exists: an earlier write reached the server but its reference
   * was lost (the job is retried). Writing it again over its current ETag makes the create idempotent.
   */
  private async adoptEvent(
    calendarId: string,
    url: string,
    uid: string,
    draft: EventDraft,
  ): Promise<EventRef> {
    const found = await objectByUid(this.session, url, uid);
    if (found.state !== 'ours')
      throw new CalendarProviderError('conflict', `Another event is stored at ${url}`, { status: 412 });
    const etag = found.etag;
    return this.updateEvent({ calendarId, eventId: url, uid, ...(etag ? { etag } : {}) }, draft);
  }

  /** This adapter names each object after its UID, so the event is found where it would be written. */
  async findEventByUid(calendarId: string, uid: string): Promise<EventRef | null> {
    const url = objectUrlFor(calendarId, uid);
    const found = await objectByUid(this.session, url, uid);
    if (found.state !== 'ours') return null;
    return { calendarId, eventId: url, uid, ...(found.etag ? { etag: found.etag } : {}) };
  }

  async updateEvent(ref: EventRef, draft: EventDraft): Promise<EventRef> {
    const uid = ref.uid ?? draft.uid ?? `${randomUUID()}@overlap`;
    const response = await this.call('update event', () =>
      updateObject({
        url: ref.eventId,
        data: this.eventText(draft, uid),
        ...(ref.etag ? { etag: ref.etag } : {}),
        headers: { ...this.headers, 'content-type': 'text/calendar; charset=utf-8' },
        fetch: this.options.fetch,
      }),
    );
    if (!response.ok) throw davStatusError(response.status, 'update event');
    return { calendarId: ref.calendarId, eventId: ref.eventId, uid, ...this.etagOf(response) };
  }

  /** PARTSTAT of each ATTENDEE on the organizer's copy, as the server holds it now. */
  async readResponses(ref: EventRef): Promise<AttendeeResponses | null> {
    const response = await this.call('read event', () =>
      this.options.fetch(ref.eventId, { method: 'GET', headers: this.headers }),
    );
    if (response.status === 404 || response.status === 410) return null;
    if (!response.ok) throw davStatusError(response.status, 'read event');
    return { responses: attendeeResponses(await response.text()), ...this.etagOf(response) };
  }

  async deleteEvent(ref: EventRef): Promise<void> {
    const response = await this.call('delete event', () =>
      deleteObject({
        url: ref.eventId,
        ...(ref.etag ? { etag: ref.etag } : {}),
        headers: this.headers,
        fetch: this.options.fetch,
      }),
    );
    if (!response.ok && response.status !== 404) throw davStatusError(response.status, 'delete event');
  }

  /** RFC 6578 sync-collection: what changed since `syncToken` (all objects when it is absent or refused). */
  async changesSince(calendarUrl: string, syncToken?: string): Promise<CalDavChanges> {
    return changesSince(this.session, calendarUrl, syncToken);
  }

  private eventText(draft: EventDraft, uid: string): string {
    const now = this.now();
    return writeEvent(draft, {
      uid,
      now,
      // Without the meeting's own: seconds since 2020, which rise with every write.
      sequence: draft.sequence ?? Math.floor((now - sequenceEpoch) / 1000),
      clientSchedulesInvitations: this.options.clientSchedulesInvitations ?? this.kind === 'icloud',
    });
  }

  private etagOf(response: Response): { etag?: string } {
    const etag = response.headers.get('etag');
    return etag ? { etag } : {};
  }

  private call<T>(what: string, operation: () => Promise<T>): Promise<T> {
    return davCall(what, operation);
  }
}
