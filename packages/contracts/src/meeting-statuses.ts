export const MEETING_STATUSES = ['collecting', 'ready', 'scheduled', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const PARTICIPANT_STATUSES = ['invited', 'responded', 'declined'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
/**
 * A person's answer to the booked meeting (iCalendar PARTSTAT): read from the calendar event Overlap
 * wrote, or given on the meeting page. `needs-action` until anyone knows.
 */
export const PARTICIPANT_RESPONSES = ['accepted', 'tentative', 'declined', 'needs-action'] as const;
export type ParticipantResponse = (typeof PARTICIPANT_RESPONSES)[number];
/** Where a response came from: the person's calendar, or their own link. */
export type ResponseSource = 'calendar' | 'link';
