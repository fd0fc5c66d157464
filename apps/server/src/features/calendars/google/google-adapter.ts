import { parseJson, type ProviderHttpOptions } from '../http/provider-http';
import { authorizedRequest } from '../oauth/authorized-request';
import type { OAuthSession } from '../oauth/oauth-session';
import { calendarLimits, calendarTooLarge } from '../ical/calendar-limits';
import type {
  BusySyncResult,
  BusyTimeResult,
  CalendarProvider,
  CalendarSummary,
  EventDraft,
  EventRef,
  TimeRange,
  AttendeeResponses,
} from '../provider-port';
import { CalendarProviderError } from '../provider-error';
import { busyChanges, freeBusyIntervals, type FreeBusyAnswer } from './google-busy';
import { conferenceQuery, googleEventBody, meetRequest } from './google-event-body';
import { errorReasons, googleFailure, googleRetryPolicy, rateLimitReasons } from './google-errors';
import {
  attendeeResponsesOf,
  calendarSummaryOf,
  googleBusyFields,
  googleCalendarListFields,
  googleResponseFields,
  googleUidFields,
  type GoogleCalendarListItem,
  type GoogleEventResource,
} from './google-resources';

export { googleRetryPolicy } from './google-errors';
export { googleBusyFields, googleCalendarListFields, googleResponseFields } from './google-resources';

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
      if (response.status !== 200) throw googleFailure(response, 'calendar list');
      const page = parseJson<{ items?: GoogleCalendarListItem[]; nextPageToken?: string }>(
        response,
        'calendar list',
      );
      calendars.push(...(page.items ?? []).map(calendarSummaryOf));
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
    if (response.status !== 200) throw googleFailure(response, 'free/busy');
    const answer = parseJson<FreeBusyAnswer>(response, 'free/busy');
    const intervals = freeBusyIntervals(answer, calendarIds);
    return { intervals, fresh: true, fetchedAt };
  }

  private get sendUpdates(): string {
    return `sendUpdates=${this.options.sendUpdates ?? 'none'}`;
  }

  async createEvent(calendarId: string, draft: EventDraft): Promise<EventRef> {
    const body = {
      ...googleEventBody(draft),
      ...(draft.uid ? { iCalUID: draft.uid } : {}),
      ...meetRequest(calendarId, draft),
    };
    const response = await this.call(
      'POST',
      `/calendars/${encodeURIComponent(calendarId)}/events?${this.sendUpdates}${conferenceQuery(draft)}`,
      'create event',
      body,
    );
    if (response.status === 409 && draft.uid && errorReasons(response.body).includes('duplicate'))
      return this.restoreEvent(calendarId, draft, draft.uid);
    if (response.status !== 200) throw googleFailure(response, 'create event');
    const event = parseJson<GoogleEventResource>(response, 'create event');
    return {
      calendarId,
      eventId: event.id,
      ...(event.etag ? { etag: event.etag } : {}),
      ...(event.iCalUID ? { uid: event.iCalUID } : {}),
      ...(event.hangoutLink ? { videoLink: event.hangoutLink } : {}),
    };
  }

  updateEvent(ref: EventRef, draft: EventDraft): Promise<EventRef> {
    return this.patchEvent(ref, draft);
  }

  private async patchEvent(
    ref: EventRef,
    draft: EventDraft,
    extra: { status?: string } = {},
  ): Promise<EventRef> {
    const path = `/calendars/${encodeURIComponent(ref.calendarId)}/events/${encodeURIComponent(ref.eventId)}?${this.sendUpdates}${conferenceQuery(draft)}`;
    const response = await this.call(
      'PATCH',
      path,
      'update event',
      { ...googleEventBody(draft), ...extra, ...meetRequest(ref.calendarId, draft) },
      ref.etag ? { 'if-match': ref.etag } : {},
    );
    if (response.status !== 200) throw googleFailure(response, 'update event');
    const event = parseJson<GoogleEventResource>(response, 'update event');
    return {
      ...ref,
      ...(event.etag ? { etag: event.etag } : {}),
      ...(event.hangoutLink ? { videoLink: event.hangoutLink } : {}),
    };
  }

  /**
   * Google keeps a deleted event's UID, and refuses a new event with it (409 duplicate): a meeting booked
   * again after a cancel, or a hold written again at the same rank. The event that has the UID, deleted or
   * not, is written over with the draft and made live again.
   */
  private async restoreEvent(calendarId: string, draft: EventDraft, uid: string): Promise<EventRef> {
    const [event] = await this.eventsWithUid(calendarId, uid, true);
    if (!event)
      throw new CalendarProviderError('provider-error', 'create event: Google answered 409 (duplicate)', {
        status: 409,
      });
    // A deleted event's status is 'cancelled': setting it again is what brings the event back.
    return this.patchEvent({ calendarId, eventId: event.id, uid }, draft, {
      status: draft.hold ? 'tentative' : 'confirmed',
    });
  }

  async findEventByUid(calendarId: string, uid: string): Promise<EventRef | null> {
    const event = (await this.eventsWithUid(calendarId, uid, false)).find(
      (item) => item.status !== 'cancelled',
    );
    return event ? { calendarId, eventId: event.id, uid, ...(event.etag ? { etag: event.etag } : {}) } : null;
  }

  /** events.list with `iCalUID=`: the events with that UID, deleted ones only with `showDeleted`. */
  private async eventsWithUid(calendarId: string, uid: string, showDeleted: boolean) {
    const query = new URLSearchParams({ iCalUID: uid, fields: googleUidFields });
    if (showDeleted) query.set('showDeleted', 'true');
    const path = `/calendars/${encodeURIComponent(calendarId)}/events?${query}`;
    const response = await this.call('GET', path, 'find event');
    if (response.status !== 200) throw googleFailure(response, 'find event');
    return parseJson<{ items?: GoogleEventResource[] }>(response, 'find event').items ?? [];
  }

  async readResponses(ref: EventRef): Promise<AttendeeResponses | null> {
    const path = `/calendars/${encodeURIComponent(ref.calendarId)}/events/${encodeURIComponent(ref.eventId)}?fields=${encodeURIComponent(googleResponseFields)}`;
    const response = await this.call('GET', path, 'read event');
    if (response.status === 404 || response.status === 410) return null;
    if (response.status !== 200) throw googleFailure(response, 'read event');
    const event = parseJson<GoogleEventResource>(response, 'read event');
    if (event.status === 'cancelled') return null;
    return attendeeResponsesOf(event);
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
    throw googleFailure(response, 'delete event');
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
        if (response.status !== 200) throw googleFailure(response, 'event sync');
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
    const { changed, removed } = busyChanges(answer.items, window, this.options.userZone ?? 'UTC');
    return { full, changed, removed: full ? [] : removed, token: answer.nextSyncToken, fetchedAt };
  }
}
