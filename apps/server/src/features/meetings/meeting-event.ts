import type { MeetingRow } from './tables';

export interface MeetingEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

/**
 * The booked meeting as a calendar event: the e-mailed invitation, its cancellation and every .ics
 * download are made from this, so they share one UID and SEQUENCE. Null unless a time was chosen.
 */
export function meetingEvent(meeting: MeetingRow): MeetingEvent | null {
  if (!meeting.chosenStart || !meeting.chosenEnd) return null;
  return {
    uid: meeting.icalUid,
    sequence: meeting.sequence,
    start: meeting.chosenStart,
    end: meeting.chosenEnd,
    summary: meeting.title,
    ...(meeting.description ? { description: meeting.description } : {}),
    ...(meeting.location || meeting.videoLink ? { location: meeting.location || meeting.videoLink! } : {}),
    ...(meeting.videoLink ? { url: meeting.videoLink } : {}),
  };
}
