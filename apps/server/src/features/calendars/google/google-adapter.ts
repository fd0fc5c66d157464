import { googleRecurrence, wallClockOf } from '../../../lib/ical/series-lines';
import {
  defaultRetryPolicy,
  parseJson,
  type ProviderHttpOptions,
  type ProviderResponse,
  type RetryPolicy,
} from '../http/provider-http';
import { expandBusyTime } from '../ical/expand-busy-time';
import { authorizedRequest } from '../oauth/authorized-request';
import type { OAuthSession } from '../oauth/oauth-session';
import { CalendarProviderError } from '../provider-error';
import { calendarLimits, calendarTooLarge } from '../ical/calendar-limits';
import type {
  BusyItem,
  BusySyncResult,
  BusyTimeResult,
  CalendarProvider,
  CalendarSummary,
  EventDraft,
  EventRef,
  TimeRange,
  AttendeeResponse,
  AttendeeResponses,
} from '../provider-port';

export interface GoogleAdapterOptions extends ProviderHttpOptions {
  apiBaseUrl: string;
  session: OAuthSession;
  /** Who Google e-mails about changes; Overlap sends its own invitations by default. */
  sendUpdates?: 'all' | 'externalOnly' | 'none';
  /** IANA zone all-day events belong to (busy time read from events). */
  userZone?: string;
  /** Google's token revocation endpoint; without it the adapter cannot withdraw its grant. */
  revokeUrl?: string;
}

interface GoogleErrorBody {
  error?: { code?: number; message?: string; errors?: { domain?: string; reason?: string }[] };
}

const rateLimitReasons = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded']);

function errorReasons(body: string): string[] {
  try {
    return ((JSON.parse(body) as GoogleErrorBody).error?.errors ?? []).map((item) => item.reason ?? '');
  } catch {
    return [];
  }
}

/** Google signals rate limits as 429 or as 403 with reason rateLimitExceeded / userRateLimitExceeded. */
export const googleRetryPolicy: RetryPolicy = (response, body) => {
  if (response.status === 403 && errorReasons(body).some((reason) => rateLimitReasons.has(reason))) {
    return { retry: true, rateLimited: true };
  }
  return defaultRetryPolicy(response, body);
};

function failure(response: ProviderResponse, what: string): CalendarProviderError {
  const reasons = errorReasons(response.body).join(', ');
  const detail = `${what}: Google answered ${response.status}${reasons ? ` (${reasons})` : ''}`;
  if (response.status === 404) return new CalendarProviderError('not-a-calendar', detail, { status: 404 });
  if (response.status === 412) return new CalendarProviderError('conflict', detail, { status: 412 });
  return new CalendarProviderError('provider-error', detail, { status: response.status });
}

interface GoogleEventResource {
  id: string;
  etag?: string;
  iCalUID?: string;
  status?: string;
  transparency?: string;
  eventType?: string;
  start?: { dateTime?: string; date?: string };
  end?: { dateTime?: string; date?: string };
  attendees?: { self?: boolean; responseStatus?: string; email?: string }[];
  hangoutLink?: string;
}

/**
 * What a busy read asks Google for (a partial response): each event's times, state and type, and of its
 * attendees only `self` and `responseStatus`, which is how one learns that the reader declined. Google
 * answers nothing else: no title, description, location, and no other attendee's name or address.
 */
export const googleBusyFields =
  'items(id,status,start,end,transparency,eventType,attendees(self,responseStatus)),nextPageToken,nextSyncToken';
/** Of the calendar list, what choosing calendars needs: names, zones, which is primary, who may write. */
export const googleCalendarListFields =
  'items(id,summary,summaryOverride,timeZone,primary,accessRole),nextPageToken';
/** Of an event Overlap wrote, only what tells the attendees' answers apart. */
export const googleResponseFields = 'etag,status,attendees(email,responseStatus)';

const compactUtc = (epoch: number) => `${new Date(epoch).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** One Google event as an iCalendar VEVENT, so the same busy rules and all-day handling apply as for CalDAV. */
function eventAsIcs(event: GoogleEventResource): string | null {
  const time = (value: { dateTime?: string; date?: string } | undefined, name: string) => {
    if (value?.date) return `${name};VALUE=DATE:${value.date.replace(/-/g, '')}`;
    const epoch = value?.dateTime ? Date.parse(value.dateTime) : NaN;
    return Number.isNaN(epoch) ? null : `${name}:${compactUtc(epoch)}`;
  };
  const start = time(event.start, 'DTSTART');
  const end = time(event.end, 'DTEND');
  if (!start || !end) return null;
  const self = event.attendees?.find((attendee) => attendee.self);
  const partstat = { declined: 'DECLINED', tentative: 'TENTATIVE', accepted: 'ACCEPTED' }[
    self?.responseStatus ?? ''
  ];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:google-event',
    start,
    end,
    // Working-location entries never block time.
    event.transparency === 'transparent' || event.eventType === 'workingLocation' ? 'TRANSP:TRANSPARENT' : '',
    event.status === 'cancelled'
      ? 'STATUS:CANCELLED'
      : event.status === 'tentative'
        ? 'STATUS:TENTATIVE'
        : '',
    partstat ? `ATTENDEE;PARTSTAT=${partstat}:mailto:self@google.invalid` : '',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .filter(Boolean)
    .join('\r\n');
}

export class GoogleCalendarProvider implements CalendarProvider {
  readonly kind = 'google' as const;

  constructor(private readonly options: GoogleAdapterOptions) {}

  async revokeAccess(): Promise<void> {
    if (!this.options.revokeUrl)
      throw new CalendarProviderError('provider-error', 'No revocation endpoint is configured for Google');
    await this.options.session.revoke(this.options.revokeUrl);
  }

  private async call(
    method: string,
    path: string,
    what: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await authorizedRequest(
      this.options.session,
      `${this.options.apiBaseUrl}${path}`,
      {
        method,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      },
      this.options,
      googleRetryPolicy,
    );
    return response;
  }

  async listCalendars(): Promise<CalendarSummary[]> {
    const calendars: CalendarSummary[] = [];
    let pageToken: string | undefined;
    do {
      const query = new URLSearchParams({ fields: googleCalendarListFields });
      if (pageToken) query.set('pageToken', pageToken);
      const response = await this.call('GET', `/users/me/calendarList?${query}`, 'calendar list');
      if (response.status !== 200) throw failure(response, 'calendar list');
      const page = parseJson<{
        items?: {
          id: string;
          summary?: string;
          summaryOverride?: string;
          timeZone?: string;
          primary?: boolean;
          accessRole?: string;
        }[];
        nextPageToken?: string;
      }>(response, 'calendar list');
      for (const item of page.items ?? []) {
        calendars.push({
          id: item.id,
          name: item.summaryOverride ?? item.summary ?? item.id,
          ...(item.timeZone ? { timeZone: item.timeZone } : {}),
          primary: item.primary === true,
          canWrite: item.accessRole === 'owner' || item.accessRole === 'writer',
        });
      }
      pageToken = page.nextPageToken;
    } while (pageToken);
    return calendars;
  }

  /** freeBusy answers 200 even when one calendar failed: each calendar's `errors` is checked. */
  async readBusyTime(calendarIds: string[], range: TimeRange): Promise<BusyTimeResult> {
    const fetchedAt = (this.options.now ?? Date.now)();
    const response = await this.call('POST', '/freeBusy', 'free/busy', {
      timeMin: new Date(range.start).toISOString(),
      timeMax: new Date(range.end).toISOString(),
      items: calendarIds.map((id) => ({ id })),
    });
    if (response.status !== 200) throw failure(response, 'free/busy');
    const answer = parseJson<{
      calendars?: Record<
        string,
        { busy?: { start: string; end: string }[]; errors?: { domain?: string; reason?: string }[] }
      >;
    }>(response, 'free/busy');
    const intervals: BusyTimeResult['intervals'] = [];
    for (const id of calendarIds) {
      const calendar = answer.calendars?.[id];
      const errors = calendar?.errors ?? [];
      if (!calendar || errors.length > 0) {
        const reasons = errors.map((error) => error.reason).join(', ') || 'missing from the answer';
        const code = errors.some((error) => rateLimitReasons.has(error.reason ?? ''))
          ? 'rate-limited'
          : errors.some((error) => error.reason === 'notFound')
            ? 'not-a-calendar'
            : 'provider-error';
        throw new CalendarProviderError(code, `Google could not compute free/busy for ${id}: ${reasons}`);
      }
      for (const busy of calendar.busy ?? []) {
        intervals.push({ start: Date.parse(busy.start), end: Date.parse(busy.end), kind: 'busy' });
      }
    }
    intervals.sort((a, b) => a.start - b.start || a.end - b.end);
    return { intervals, fresh: true, fetchedAt };
  }

  private eventBody(draft: EventDraft) {
    return {
      summary: draft.title,
      ...(draft.description ? { description: draft.description } : {}),
      ...(draft.location ? { location: draft.location } : {}),
      ...(draft.repeat
        ? {
            // A series repeats in start.timeZone, which Google requires for a recurring event.
            start: { dateTime: wallClockOf(draft.start, draft.repeat.zone), timeZone: draft.repeat.zone },
            end: { dateTime: wallClockOf(draft.end, draft.repeat.zone), timeZone: draft.repeat.zone },
            recurrence: googleRecurrence(draft.repeat),
          }
        : {
            start: { dateTime: new Date(draft.start).toISOString(), timeZone: draft.timeZone },
            end: { dateTime: new Date(draft.end).toISOString(), timeZone: draft.timeZone },
          }),
      attendees: draft.attendees.map((attendee) => ({
        email: attendee.email,
        ...(attendee.name ? { displayName: attendee.name } : {}),
        ...(attendee.optional ? { optional: true } : {}),
      })),
      guestsCanSeeOtherGuests: !draft.hideGuestList,
    };
  }

  private get sendUpdates(): string {
    return `sendUpdates=${this.options.sendUpdates ?? 'none'}`;
  }

  /**
   * Asks Google to make a Meet call with the event (honoured only with conferenceDataVersion=1). The
   * request id makes a retried write ask for the same Meet, not a second one.
   */
  private meetRequest(calendarId: string, draft: EventDraft) {
    if (draft.conference !== 'google-meet') return {};
    const requestId = (draft.uid ?? `${calendarId}:${draft.start}`).replace(/[^A-Za-z0-9-]/g, '-');
    return {
      conferenceData: { createRequest: { requestId, conferenceSolutionKey: { type: 'hangoutsMeet' } } },
    };
  }

  private conferenceQuery(draft: EventDraft): string {
    return draft.conference === 'google-meet' ? '&conferenceDataVersion=1' : '';
  }

  async createEvent(calendarId: string, draft: EventDraft): Promise<EventRef> {
    const body = {
      ...this.eventBody(draft),
      ...(draft.uid ? { iCalUID: draft.uid } : {}),
      ...this.meetRequest(calendarId, draft),
    };
    const response = await this.call(
      'POST',
      `/calendars/${encodeURIComponent(calendarId)}/events?${this.sendUpdates}${this.conferenceQuery(draft)}`,
      'create event',
      body,
    );
    if (response.status !== 200) throw failure(response, 'create event');
    const event = parseJson<GoogleEventResource>(response, 'create event');
    return {
      calendarId,
      eventId: event.id,
      ...(event.etag ? { etag: event.etag } : {}),
      ...(event.iCalUID ? { uid: event.iCalUID } : {}),
      ...(event.hangoutLink ? { videoLink: event.hangoutLink } : {}),
    };
  }

  async updateEvent(ref: EventRef, draft: EventDraft): Promise<EventRef> {
    const path = `/calendars/${encodeURIComponent(ref.calendarId)}/events/${encodeURIComponent(ref.eventId)}?${this.sendUpdates}${this.conferenceQuery(draft)}`;
    const response = await this.call(
      'PATCH',
      path,
      'update event',
      { ...this.eventBody(draft), ...this.meetRequest(ref.calendarId, draft) },
      ref.etag ? { 'if-match': ref.etag } : {},
    );
    if (response.status !== 200) throw failure(response, 'update event');
    const event = parseJson<GoogleEventResource>(response, 'update event');
    return {
      ...ref,
      ...(event.etag ? { etag: event.etag } : {}),
      ...(event.hangoutLink ? { videoLink: event.hangoutLink } : {}),
    };
  }

  async readResponses(ref: EventRef): Promise<AttendeeResponses | null> {
    const path = `/calendars/${encodeURIComponent(ref.calendarId)}/events/${encodeURIComponent(ref.eventId)}?fields=${encodeURIComponent(googleResponseFields)}`;
    const response = await this.call('GET', path, 'read event');
    if (response.status === 404 || response.status === 410) return null;
    if (response.status !== 200) throw failure(response, 'read event');
    const event = parseJson<GoogleEventResource>(response, 'read event');
    if (event.status === 'cancelled') return null;
    const partstat: Record<string, AttendeeResponse> = {
      accepted: 'accepted',
      tentative: 'tentative',
      declined: 'declined',
      needsAction: 'needs-action',
    };
    return {
      responses: (event.attendees ?? [])
        .filter((a) => a.email)
        .map((a) => ({
          email: a.email!.toLowerCase(),
          response: partstat[a.responseStatus ?? ''] ?? 'needs-action',
        })),
      ...(event.etag ? { etag: event.etag } : {}),
    };
  }

  async deleteEvent(ref: EventRef): Promise<void> {
    const path = `/calendars/${encodeURIComponent(ref.calendarId)}/events/${encodeURIComponent(ref.eventId)}?${this.sendUpdates}`;
    const response = await this.call(
      'DELETE',
      path,
      'delete event',
      undefined,
      ref.etag ? { 'if-match': ref.etag } : {},
    );
    // Already gone is what we wanted.
    if (
      response.status === 204 ||
      response.status === 200 ||
      response.status === 404 ||
      response.status === 410
    )
      return;
    throw failure(response, 'delete event');
  }

  /**
   * Busy time per event from events.list (instances expanded by Google). The first read is limited to the
   * window; later reads pass only the syncToken (Google refuses it together with timeMin/timeMax) and
   * answer changes anywhere, which are clipped to the window. 410 Gone: the window is read again in full.
   * A calendar whose events we may not list (only free/busy access) answers 403: null, read free/busy.
   */
  async syncBusy(calendarId: string, window: TimeRange, token?: string): Promise<BusySyncResult | null> {
    const fetchedAt = (this.options.now ?? Date.now)();
    const list = async (syncToken: string | undefined) => {
      const items: GoogleEventResource[] = [];
      let pageToken: string | undefined;
      for (;;) {
        const query = new URLSearchParams({
          showDeleted: 'true',
          singleEvents: 'true',
          maxResults: '250',
          fields: googleBusyFields,
        });
        if (syncToken) query.set('syncToken', syncToken);
        else {
          query.set('timeMin', new Date(window.start).toISOString());
          query.set('timeMax', new Date(window.end).toISOString());
        }
        if (pageToken) query.set('pageToken', pageToken);
        const response = await this.call(
          'GET',
          `/calendars/${encodeURIComponent(calendarId)}/events?${query}`,
          'event sync',
        );
        if (response.status === 410 && syncToken) return 'gone' as const;
        if (
          response.status === 403 &&
          !errorReasons(response.body).some((reason) => rateLimitReasons.has(reason))
        )
          return 'forbidden' as const;
        if (response.status !== 200) throw failure(response, 'event sync');
        const page = parseJson<{
          items?: GoogleEventResource[];
          nextPageToken?: string;
          nextSyncToken?: string;
        }>(response, 'event sync');
        items.push(...(page.items ?? []));
        if (items.length > calendarLimits.maxEvents)
          throw calendarTooLarge(`more than ${calendarLimits.maxEvents} events in one sync`);
        if (page.nextPageToken) pageToken = page.nextPageToken;
        else return { items, nextSyncToken: page.nextSyncToken ?? null };
      }
    };
    let full = !token;
    let answer = await list(token);
    if (answer === 'gone') {
      full = true;
      answer = await list(undefined);
    }
    if (answer === 'forbidden' || answer === 'gone') return null;
    const changed: BusyItem[] = [];
    const removed: string[] = [];
    for (const item of answer.items) {
      const ics = item.status === 'cancelled' ? null : eventAsIcs(item);
      if (!ics) {
        removed.push(item.id);
        continue;
      }
      const intervals = expandBusyTime(ics, {
        range: window,
        userZone: this.options.userZone ?? 'UTC',
        userAddresses: ['self@google.invalid'],
      });
      changed.push({ key: item.id, intervals });
    }
    return { full, changed, removed: full ? [] : removed, token: answer.nextSyncToken, fetchedAt };
  }
}
