import { parseJson, type ProviderHttpOptions } from '../http/provider-http';
import { authorizedRequest } from '../oauth/authorized-request';
import type { OAuthSession } from '../oauth/oauth-session';
import { calendarLimits, calendarTooLarge } from '../ical/calendar-limits';
import type {
  BusyInterval,
  BusyTimeResult,
  CalendarProvider,
  CalendarSummary,
  EventDraft,
  EventRef,
  TimeRange,
  AttendeeResponses,
} from '../provider-port';
import { HOLD_TAG } from '../hold-tag';
import { graphEventBody, teamsRequest } from './graph-event-body';
import { graphFailure } from './graph-errors';
import {
  attendeeResponsesOf,
  calendarSummaryOf,
  graphBusyKind,
  graphBusySelect,
  graphHoldExpand,
  parseGraphUtc,
  type GraphEvent,
  type GraphEventWithAttendees,
  type OutlookCalendar,
} from './graph-resources';

export { graphBusyKind, graphBusySelect, parseGraphUtc } from './graph-resources';

export interface MicrosoftAdapterOptions extends ProviderHttpOptions {
  apiBaseUrl: string;
  session: OAuthSession;
}

const utcPreference = 'outlook.timezone="UTC"';

export class MicrosoftCalendarProvider implements CalendarProvider {
  readonly kind = 'microsoft' as const;

  constructor(private readonly options: MicrosoftAdapterOptions) {}

  private call(method: string, pathOrUrl: string, body?: unknown, headers: Record<string, string> = {}) {
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${this.options.apiBaseUrl}${pathOrUrl}`;
    return authorizedRequest(
      this.options.session,
      url,
      {
        method,
        headers: {
          accept: 'application/json',
          prefer: utcPreference,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      },
      this.options,
    );
  }

  /** Follows @odata.nextLink pages. */
  private async collect<T>(path: string, what: string): Promise<{ items: T[] }> {
    const items: T[] = [];
    let next: string | undefined = path;
    while (next) {
      const response = await this.call('GET', next);
      if (response.status !== 200) throw graphFailure(response, what);
      const page = parseJson<{ value?: T[]; '@odata.nextLink'?: string }>(response, what);
      items.push(...(page.value ?? []));
      if (items.length > calendarLimits.maxEvents)
        throw calendarTooLarge(`more than ${calendarLimits.maxEvents} items in ${what}`);
      next = page['@odata.nextLink'];
    }
    return { items };
  }

  async listCalendars(): Promise<CalendarSummary[]> {
    const { items } = await this.collect<OutlookCalendar>(
      '/me/calendars?$select=id,name,canEdit,isDefaultCalendar,isRemovable',
      'calendar list',
    );
    return items.map(calendarSummaryOf);
  }

  /**
   * calendarView works for personal accounts too (getSchedule does not) and Graph expands recurrences
   * here. It is read in full each time: its delta function cannot narrow what it answers ($select is
   * refused there), and a narrow full read is worth more than a wide incremental one.
   */
  async readBusyTime(calendarIds: string[], range: TimeRange): Promise<BusyTimeResult> {
    const fetchedAt = (this.options.now ?? Date.now)();
    const intervals: BusyInterval[] = [];
    for (const id of calendarIds) {
      const query = new URLSearchParams({
        startDateTime: new Date(range.start).toISOString(),
        endDateTime: new Date(range.end).toISOString(),
        $select: graphBusySelect,
        $expand: graphHoldExpand,
        $top: '200',
      });
      const { items } = await this.collect<GraphEvent>(
        `/me/calendars/${encodeURIComponent(id)}/calendarView?${query}`,
        'calendar view',
      );
      for (const event of items) {
        const kind = graphBusyKind(event);
        if (!kind || !event.start || !event.end) continue;
        const start = Math.max(parseGraphUtc(event.start.dateTime), range.start);
        const end = Math.min(parseGraphUtc(event.end.dateTime), range.end);
        if (end > start) intervals.push({ start, end, kind });
      }
    }
    intervals.sort((a, b) => a.start - b.start || a.end - b.end);
    return { intervals, fresh: true, fetchedAt };
  }

  /** The signed-in account's address (`mail`, or the sign-in name for accounts without a mailbox address). */
  async accountAddress(): Promise<string | null> {
    const response = await this.call('GET', '/me?$select=mail,userPrincipalName');
    if (response.status !== 200) throw graphFailure(response, 'account');
    const me = parseJson<{ mail?: string | null; userPrincipalName?: string | null }>(response, 'account');
    return me.mail || me.userPrincipalName || null;
  }

  /**
   * Graph has no EXDATE: a skipped occurrence of a series is its instance at that start, deleted. One
   * already gone is not listed again, so writing the series again is safe.
   */
  private async removeSkipped(seriesId: string, draft: EventDraft): Promise<void> {
    for (const skipped of draft.repeat?.skipped ?? []) {
      const from = skipped.toISOString();
      const to = new Date(skipped.getTime() + 60_000).toISOString();
      const response = await this.call(
        'GET',
        `/me/events/${encodeURIComponent(seriesId)}/instances?startDateTime=${from}&endDateTime=${to}&$select=id`,
      );
      if (response.status !== 200) throw graphFailure(response, 'skip an occurrence');
      const { value } = parseJson<{ value: { id: string }[] }>(response, 'skip an occurrence');
      for (const instance of value) {
        const removed = await this.call('DELETE', `/me/events/${encodeURIComponent(instance.id)}`);
        if (removed.status !== 204 && removed.status !== 404)
          throw graphFailure(removed, 'skip an occurrence');
      }
    }
  }

  /** Graph always e-mails attendees of a new event with attendees: callers should know. */
  async createEvent(calendarId: string, draft: EventDraft): Promise<EventRef> {
    const response = await this.call('POST', `/me/calendars/${encodeURIComponent(calendarId)}/events`, {
      ...graphEventBody(draft),
      ...teamsRequest(draft),
    });
    if (response.status !== 201 && response.status !== 200) throw graphFailure(response, 'create event');
    const event = parseJson<GraphEvent & { iCalUId?: string }>(response, 'create event');
    await this.removeSkipped(event.id, draft);
    return {
      calendarId,
      eventId: event.id,
      ...(event['@odata.etag'] ? { etag: event['@odata.etag'] } : {}),
      ...(event.iCalUId ? { uid: event.iCalUId } : {}),
      ...(event.onlineMeeting?.joinUrl ? { videoLink: event.onlineMeeting.joinUrl } : {}),
    };
  }

  async updateEvent(ref: EventRef, draft: EventDraft): Promise<EventRef> {
    const body = graphEventBody(draft);
    delete (body as { transactionId?: string }).transactionId;
    const response = await this.call(
      'PATCH',
      `/me/events/${encodeURIComponent(ref.eventId)}`,
      { ...body, ...teamsRequest(draft) },
      ref.etag ? { 'if-match': ref.etag } : {},
    );
    if (response.status !== 200) throw graphFailure(response, 'update event');
    const event = parseJson<GraphEvent>(response, 'update event');
    await this.removeSkipped(ref.eventId, draft);
    return {
      ...ref,
      ...(event['@odata.etag'] ? { etag: event['@odata.etag'] } : {}),
      ...(event.onlineMeeting?.joinUrl ? { videoLink: event.onlineMeeting.joinUrl } : {}),
    };
  }

  /** Filters on the UID Overlap keeps in its own extended property (Graph's documented `Any` filter). */
  async findEventByUid(calendarId: string, uid: string): Promise<EventRef | null> {
    const filter = `singleValueExtendedProperties/Any(ep: ep/id eq '${HOLD_TAG.graphUidPropertyId}' and ep/value eq '${uid.replace(/'/g, "''")}')`;
    const query = `$filter=${encodeURIComponent(filter)}&$select=id`;
    const response = await this.call(
      'GET',
      `/me/calendars/${encodeURIComponent(calendarId)}/events?${query}`,
    );
    if (response.status !== 200) throw graphFailure(response, 'find event');
    const [event] = parseJson<{ value?: GraphEvent[] }>(response, 'find event').value ?? [];
    if (!event) return null;
    return {
      calendarId,
      eventId: event.id,
      uid,
      ...(event['@odata.etag'] ? { etag: event['@odata.etag'] } : {}),
    };
  }

  async readResponses(ref: EventRef): Promise<AttendeeResponses | null> {
    const response = await this.call(
      'GET',
      `/me/events/${encodeURIComponent(ref.eventId)}?$select=attendees,isCancelled`,
    );
    if (response.status === 404) return null;
    if (response.status !== 200) throw graphFailure(response, 'read event');
    const event = parseJson<GraphEventWithAttendees>(response, 'read event');
    if (event.isCancelled) return null;
    return attendeeResponsesOf(event);
  }

  async deleteEvent(ref: EventRef): Promise<void> {
    const response = await this.call(
      'DELETE',
      `/me/events/${encodeURIComponent(ref.eventId)}`,
      undefined,
      ref.etag ? { 'if-match': ref.etag } : {},
    );
    if (response.status === 204 || response.status === 404) return;
    throw graphFailure(response, 'delete event');
  }
}
