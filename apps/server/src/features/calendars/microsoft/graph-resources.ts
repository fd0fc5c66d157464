import { HOLD_TAG } from '../hold-tag';
import type { AttendeeResponse, AttendeeResponses, BusyInterval, CalendarSummary } from '../provider-port';

export interface GraphEvent {
  id: string;
  showAs?: string;
  isCancelled?: boolean;
  start?: { dateTime: string; timeZone?: string };
  end?: { dateTime: string; timeZone?: string };
  responseStatus?: { response?: string };
  onlineMeeting?: { joinUrl?: string } | null;
  '@odata.etag'?: string;
  singleValueExtendedProperties?: { id?: string; value?: string }[];
}

/** Asks calendarView for Overlap's hold tag only, so a read recognises the holds it wrote. */
export const graphHoldExpand = `singleValueExtendedProperties($filter=id eq '${HOLD_TAG.graphPropertyId}')`;

export type GraphEventWithAttendees = GraphEvent & {
  attendees?: { emailAddress?: { address?: string }; status?: { response?: string } }[];
};

/** With `Prefer: outlook.timezone="UTC"` Graph returns UTC times without an offset: read them as UTC. */
export function parseGraphUtc(dateTime: string): number {
  const trimmed = dateTime.replace(/(\.\d{3})\d*$/, '$1');
  return Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(trimmed) ? trimmed : `${trimmed}Z`);
}

/** showAs free and workingElsewhere leave the person available; cancelled and declined events too. */
export function graphBusyKind(event: GraphEvent): BusyInterval['kind'] | null {
  if (event.isCancelled || event.responseStatus?.response === 'declined') return null;
  // Overlap's own holds are counted from its records: never for their own meeting, busy for the others.
  if (
    event.singleValueExtendedProperties?.some(
      (p) => p.id?.toLowerCase() === HOLD_TAG.graphPropertyId.toLowerCase(),
    )
  )
    return null;
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

export interface OutlookCalendar {
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

/**
 * The fields a busy read asks Graph for. Graph adds each event's `id` and `@odata.etag` whatever is
 * selected, and `responseStatus` carries the time of the reader's answer with it; nothing else arrives.
 */
export const graphBusySelect = 'start,end,showAs,isCancelled,responseStatus';

/** An Outlook calendar as the calendar a person may choose; birthdays and holidays start unchosen. */
export function calendarSummaryOf(calendar: OutlookCalendar): CalendarSummary {
  return {
    id: calendar.id,
    name: calendar.name ?? 'Calendar',
    primary: calendar.isDefaultCalendar === true,
    canWrite: calendar.canEdit === true,
    ...(isBirthdaysOrHolidays(calendar) ? { offByDefault: true } : {}),
  };
}

/** The attendees' answers on an event Overlap wrote. */
export function attendeeResponsesOf(event: GraphEventWithAttendees): AttendeeResponses {
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
