import { HOLD_TAG } from '../hold-tag';
import type { AttendeeResponse, AttendeeResponses, CalendarSummary } from '../provider-port';

export interface GoogleEventResource {
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
  extendedProperties?: { private?: Record<string, string> };
}

/**
 * What a busy read asks Google for (a partial response): each event's times, state and type, and of its
 * attendees only `self` and `responseStatus`, which is how one learns that the reader declined. Google
 * answers nothing else: no title, description, location, and no other attendee's name or address.
 */
export const googleBusyFields =
  'items(id,status,start,end,transparency,eventType,attendees(self,responseStatus),extendedProperties/private/overlapHold),nextPageToken,nextSyncToken';
/** Of the calendar list, what choosing calendars needs: names, zones, which is primary, who may write. */
export const googleCalendarListFields =
  'items(id,summary,summaryOverride,timeZone,primary,accessRole),nextPageToken';
/** Of an event Overlap wrote, only what tells the attendees' answers apart. */
export const googleResponseFields = 'etag,status,attendees(email,responseStatus)';
/** Of an event looked up by its UID, only what names it and its version. */
export const googleUidFields = 'items(id,etag,status)';

const compactUtc = (epoch: number) => `${new Date(epoch).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** One Google event as an iCalendar VEVENT, so the same busy rules and all-day handling apply as for CalDAV. */
export function eventAsIcs(event: GoogleEventResource): string | null {
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
    event.extendedProperties?.private?.[HOLD_TAG.googleKey] ? `${HOLD_TAG.icalProperty}:yes` : '',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .filter(Boolean)
    .join('\r\n');
}

export interface GoogleCalendarListItem {
  id: string;
  summary?: string;
  summaryOverride?: string;
  timeZone?: string;
  primary?: boolean;
  accessRole?: string;
}

/** A calendarList entry as the calendar a person may choose. */
export function calendarSummaryOf(item: GoogleCalendarListItem): CalendarSummary {
  return {
    id: item.id,
    name: item.summaryOverride ?? item.summary ?? item.id,
    ...(item.timeZone ? { timeZone: item.timeZone } : {}),
    primary: item.primary === true,
    canWrite: item.accessRole === 'owner' || item.accessRole === 'writer',
  };
}

/** The attendees' answers on an event Overlap wrote. */
export function attendeeResponsesOf(event: GoogleEventResource): AttendeeResponses {
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
