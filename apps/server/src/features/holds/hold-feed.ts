import { escapeIcsText, foldIcsLine, formatIcsUtc } from '../mail/ics/ics-text';
import type { MeetingRow } from '../meetings/records';
import type { TimeSpan } from './hold-sync';

/**
 * A guest's subscription to a meeting's holds: each held time as a TENTATIVE event, none once the meeting
 * is booked or cancelled (the booked time arrives as the invitation). The same UID per option, so a
 * calendar app that refreshes moves the event instead of adding one.
 */
export function holdFeed(meeting: MeetingRow, times: TimeSpan[], now: number): string {
  const stamp = formatIcsUtc(new Date(now));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Overlap//Holds//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`Overlap holds: ${meeting.title}`)}`,
    // Asked for, not promised: many calendar apps refresh subscriptions far less often than this.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...times.flatMap((time, index) => [
      'BEGIN:VEVENT',
      `UID:hold-${index + 1}-${meeting.id}@overlap`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${formatIcsUtc(new Date(time.start))}`,
      `DTEND:${formatIcsUtc(new Date(time.end))}`,
      `SUMMARY:${escapeIcsText(`Hold: ${meeting.title} (option ${index + 1} of ${times.length})`)}`,
      'STATUS:TENTATIVE',
      'TRANSP:OPAQUE',
      `X-OVERLAP-HOLD:${meeting.id}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
