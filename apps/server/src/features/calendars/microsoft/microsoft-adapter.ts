import { patternedRecurrence, wallClockOf } from '../../../lib/ical/series-lines';
import { parseJson, type ProviderHttpOptions, type ProviderResponse } from '../http/provider-http';
import { authorizedRequest } from '../oauth/authorized-request';
import type { OAuthSession } from '../oauth/oauth-session';
import { CalendarProviderError } from '../provider-error';
import { calendarLimits, calendarTooLarge } from '../ical/calendar-limits';
import type {
  BusyInterval,
  BusyTimeResult,
  CalendarProvider,
  CalendarSummary,
  EventDraft,
  EventRef,
  TimeRange,
  AttendeeResponse,
  AttendeeResponses,
} from '../provider-port';

export interface MicrosoftAdapterOptions extends ProviderHttpOptions {
  apiBaseUrl: string;
  session: OAuthSession;
}

interface GraphEvent {
  id: string;
  showAs?: string;
  isCancelled?: boolean;
  start?: { dateTime: string; timeZone?: string };
  end?: { dateTime: string; timeZone?: string };
  responseStatus?: { response?: string };
  onlineMeeting?: { joinUrl?: string } | null;
  '@odata.etag'?: string;
}

function failure(response: ProviderResponse, what: string): CalendarProviderError {
  let code = '';
  try {
    code = (JSON.parse(response.body) as { error?: { code?: string } }).error?.code ?? '';
  } catch {
    // not JSON
  }
  const detail = `${what}: Microsoft Graph answered ${response.status}${code ? ` (${code})` : ''}`;
  if (response.status === 404) return new CalendarProviderError('not-a-calendar', detail, { status: 404 });
  if (response.status === 412) return new CalendarProviderError('conflict', detail, { status: 412 });
  return new CalendarProviderError('provider-error', detail, { status: response.status });
}

/** With `Prefer: outlook.timezone="UTC"` Graph returns UTC times without an offset: read them as UTC. */
export function parseGraphUtc(dateTime: string): number {
  const trimmed = dateTime.replace(/(\.\d{3})\d*$/, '$1');
  return Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(trimmed) ? trimmed : `${trimmed}Z`);
}

/** showAs free and workingElsewhere leave the person available; cancelled and declined events too. */
export function graphBusyKind(event: GraphEvent): BusyInterval['kind'] | null {
  if (event.isCancelled || event.responseStatus?.response === 'declined') return null;
  switch (event.showAs) {
    case 'free':
    case 'workingElsewhere':
      return null;
    case 'tentative':
      return 'tentative';
    default:
      return 'busy';
  }
}

interface OutlookCalendar {
  id: string;
  name?: string;
  canEdit?: boolean;
  isDefaultCalendar?: boolean;
  isRemovable?: boolean;
}

const birthdaysOrHolidaysName =
  /birthday|geburtstag|anniversaire|cumplea|holiday|feiertag|f[ée]ri[ée]|festivo|vacances/i;

/**
 * Graph gives a calendar no type, so Outlook's own Birthdays calendar is known by what sets it apart: a
 * read-only calendar that is not the default and that Outlook will not let one delete. Holiday
 * calendars are read-only subscriptions, known by their name (Outlook names them in the mailbox's
 * language).
 */
function isBirthdaysOrHolidays(calendar: OutlookCalendar): boolean {
  if (calendar.isDefaultCalendar || calendar.canEdit) return false;
  return calendar.isRemovable === false || birthdaysOrHolidaysName.test(calendar.name ?? '');
}

const utcPreference = 'outlook.timezone="UTC"';

/**
 * The fields a busy read asks Graph for. Graph adds each event's `id` and `@odata.etag` whatever is
 * selected, and `responseStatus` carries the time of the reader's answer with it; nothing else arrives.
 */
export const graphBusySelect = 'start,end,showAs,isCancelled,responseStatus';

/** Asks Graph to make a Teams meeting with the event; an event that has one keeps it. */
function teamsRequest(draft: EventDraft) {
  return draft.conference === 'teams'
    ? { isOnlineMeeting: true, onlineMeetingProvider: 'teamsForBusiness' }
    : {};
}

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
      if (response.status !== 200) throw failure(response, what);
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
    return items.map((calendar) => ({
      id: calendar.id,
      name: calendar.name ?? 'Calendar',
      primary: calendar.isDefaultCalendar === true,
      canWrite: calendar.canEdit === true,
      ...(isBirthdaysOrHolidays(calendar) ? { offByDefault: true } : {}),
    }));
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
    if (response.status !== 200) throw failure(response, 'account');
    const me = parseJson<{ mail?: string | null; userPrincipalName?: string | null }>(response, 'account');
    return me.mail || me.userPrincipalName || null;
  }

  private eventBody(draft: EventDraft) {
    const utc = (epoch: number) => ({
      dateTime: new Date(epoch).toISOString().replace('Z', ''),
      timeZone: 'UTC',
    });
    return {
      subject: draft.title,
      body: { contentType: 'text', content: draft.description ?? '' },
      ...(draft.repeat
        ? {
            start: { dateTime: wallClockOf(draft.start, draft.repeat.zone), timeZone: draft.repeat.zone },
            end: { dateTime: wallClockOf(draft.end, draft.repeat.zone), timeZone: draft.repeat.zone },
            recurrence: patternedRecurrence(draft.repeat, draft.start),
          }
        : { start: utc(draft.start), end: utc(draft.end) }),
      ...(draft.location ? { location: { displayName: draft.location } } : {}),
      attendees: draft.attendees.map((attendee) => ({
        emailAddress: { address: attendee.email, ...(attendee.name ? { name: attendee.name } : {}) },
        type: attendee.optional ? 'optional' : 'required',
      })),
      hideAttendees: draft.hideGuestList === true,
      ...(draft.uid ? { transactionId: draft.uid } : {}),
    };
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
      if (response.status !== 200) throw failure(response, 'skip an occurrence');
      const { value } = parseJson<{ value: { id: string }[] }>(response, 'skip an occurrence');
      for (const instance of value) {
        const removed = await this.call('DELETE', `/me/events/${encodeURIComponent(instance.id)}`);
        if (removed.status !== 204 && removed.status !== 404) throw failure(removed, 'skip an occurrence');
      }
    }
  }

  /** Graph always e-mails attendees of a new event with attendees: callers should know. */
  async createEvent(calendarId: string, draft: EventDraft): Promise<EventRef> {
    const response = await this.call('POST', `/me/calendars/${encodeURIComponent(calendarId)}/events`, {
      ...this.eventBody(draft),
      ...teamsRequest(draft),
    });
    if (response.status !== 201 && response.status !== 200) throw failure(response, 'create event');
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
    const body = this.eventBody(draft);
    delete (body as { transactionId?: string }).transactionId;
    const response = await this.call(
      'PATCH',
      `/me/events/${encodeURIComponent(ref.eventId)}`,
      { ...body, ...teamsRequest(draft) },
      ref.etag ? { 'if-match': ref.etag } : {},
    );
    if (response.status !== 200) throw failure(response, 'update event');
    const event = parseJson<GraphEvent>(response, 'update event');
    await this.removeSkipped(ref.eventId, draft);
    return {
      ...ref,
      ...(event['@odata.etag'] ? { etag: event['@odata.etag'] } : {}),
      ...(event.onlineMeeting?.joinUrl ? { videoLink: event.onlineMeeting.joinUrl } : {}),
    };
  }

  async readResponses(ref: EventRef): Promise<AttendeeResponses | null> {
    const response = await this.call(
      'GET',
      `/me/events/${encodeURIComponent(ref.eventId)}?$select=attendees,isCancelled`,
    );
    if (response.status === 404) return null;
    if (response.status !== 200) throw failure(response, 'read event');
    const event = parseJson<
      GraphEvent & {
        attendees?: { emailAddress?: { address?: string }; status?: { response?: string } }[];
      }
    >(response, 'read event');
    if (event.isCancelled) return null;
    const partstat: Record<string, AttendeeResponse> = {
      accepted: 'accepted',
      tentativelyAccepted: 'tentative',
      declined: 'declined',
    };
    return {
      responses: (event.attendees ?? [])
        .filter((a) => a.emailAddress?.address)
        .map((a) => ({
          email: a.emailAddress!.address!.toLowerCase(),
          response: partstat[a.status?.response ?? ''] ?? 'needs-action',
        })),
      ...(event['@odata.etag'] ? { etag: event['@odata.etag'] } : {}),
    };
  }

  async deleteEvent(ref: EventRef): Promise<void> {
    const response = await this.call(
      'DELETE',
      `/me/events/${encodeURIComponent(ref.eventId)}`,
      undefined,
      ref.etag ? { 'if-match': ref.etag } : {},
    );
    if (response.status === 204 || response.status === 404) return;
    throw failure(response, 'delete event');
  }
}
