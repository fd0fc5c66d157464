import { repeatLines, vtimezoneLines } from '../../../lib/ical/series-lines';
import { HOLD_TAG } from '../hold-tag';
import type { AttendeeResponse, EventDraft } from '../provider-port';

const PARTSTAT_OF: Record<AttendeeResponse, string> = {
  accepted: 'ACCEPTED',
  tentative: 'TENTATIVE',
  declined: 'DECLINED',
  'needs-action': 'NEEDS-ACTION',
};

/** Text escaping of RFC 5545 §3.3.11. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Quoted parameter values may not contain double quotes or control characters. */
function parameterValue(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, '')}"`;
}

/** Folds a content line at 75 octets without splitting a UTF-8 character. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    while (end < bytes.length && ((bytes[end] as number) & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74;
  }
  return parts.join('\r\n ');
}

function utcStamp(epoch: number): string {
  return `${new Date(epoch).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

export interface WriteEventOptions {
  uid: string;
  /** Must rise on every change so that clients accept the update (RFC 5546). */
  sequence: number;
  now: number;
  /** CalDAV servers such as iCloud e-mail attendees themselves unless told the client schedules. */
  clientSchedulesInvitations?: boolean;
}

/**
 * A VCALENDAR with one VEVENT for a meeting, times in UTC so that no VTIMEZONE is needed; a recurring
 * meeting is written in the organizer's zone with its VTIMEZONE, so the series keeps its local time.
 */
export function writeEvent(draft: EventDraft, options: WriteEventOptions): string {
  const scheduleAgent = options.clientSchedulesInvitations ? ';SCHEDULE-AGENT=CLIENT' : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Overlap//Overlap//EN',
    'CALSCALE:GREGORIAN',
    ...(draft.repeat ? vtimezoneLines(draft.repeat.zone, new Date(draft.start)) : []),
    'BEGIN:VEVENT',
    `UID:${escapeText(options.uid)}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    `SEQUENCE:${options.sequence}`,
    ...(draft.repeat
      ? repeatLines(draft.repeat, new Date(draft.start), new Date(draft.end))
      : [`DTSTART:${utcStamp(draft.start)}`, `DTEND:${utcStamp(draft.end)}`]),
    `SUMMARY:${escapeText(draft.title)}`,
    ...(draft.description ? [`DESCRIPTION:${escapeText(draft.description)}`] : []),
    ...(draft.location ? [`LOCATION:${escapeText(draft.location)}`] : []),
    ...(draft.organizerEmail ? [`ORGANIZER${scheduleAgent}:mailto:${draft.organizerEmail}`] : []),
    ...draft.attendees.map((attendee) => {
      const name = attendee.name ? `;CN=${parameterValue(attendee.name)}` : '';
      const role = attendee.optional ? 'OPT-PARTICIPANT' : 'REQ-PARTICIPANT';
      const partstat = PARTSTAT_OF[attendee.response ?? 'needs-action'];
      return `ATTENDEE${name};ROLE=${role};PARTSTAT=${partstat};RSVP=TRUE${scheduleAgent}:mailto:${attendee.email}`;
    }),
    draft.hold ? 'STATUS:TENTATIVE' : 'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    ...(draft.hold ? [`${HOLD_TAG.icalProperty}:${escapeText(draft.hold.meetingId)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
