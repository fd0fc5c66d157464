import type { Locale } from '@overlap/contracts';
import { mailText } from '../../mail/i18n/mail-messages';
import type { AttendeePartstat, CalendarAttendee } from '../../mail/ics/build-invitation';
import type { MeetingRow, ParticipantRow } from '../records';

const PARTSTAT_OF: Record<ParticipantRow['response'], AttendeePartstat> = {
  accepted: 'ACCEPTED',
  tentative: 'TENTATIVE',
  declined: 'DECLINED',
  'needs-action': 'NEEDS-ACTION',
};

type GuestListMeeting = Pick<MeetingRow, 'hideGuestList'>;

/** What a person said to the booked meeting; declining the request counts as declining it. */
export function bookedResponseOf(p: Pick<ParticipantRow, 'status' | 'response'>): ParticipantRow['response'] {
  return p.status === 'declined' ? 'declined' : p.response;
}

/** One person as an ATTENDEE: their role, and their answer as far as Overlap knows it. */
function attendeeOf(person: ParticipantRow): CalendarAttendee {
  return {
    email: person.email,
    ...(person.name ? { name: person.name } : {}),
    optional: !person.required,
    partstat: PARTSTAT_OF[bookedResponseOf(person)],
  };
}

/**
 * Who a guest may see invited, themselves included: everyone who did not decline the request (as on
 * the organizer's calendar event), or the guest alone when the organizer hides the guest list.
 */
export function visibleGuests(
  meeting: GuestListMeeting,
  people: ParticipantRow[],
  reader: ParticipantRow,
): ParticipantRow[] {
  if (meeting.hideGuestList) return [reader];
  return people.filter((p) => p.id === reader.id || p.status !== 'declined');
}

/** The ATTENDEEs of one guest's invitation. */
export function invitationAttendees(
  meeting: GuestListMeeting,
  people: ParticipantRow[],
  reader: ParticipantRow,
): CalendarAttendee[] {
  const shown = visibleGuests(meeting, people, reader);
  return (shown.some((p) => p.id === reader.id) ? shown : [...shown, reader]).map(attendeeOf);
}

/**
 * The other people invited who have not said no, as one phrase in the reader's language ("Ana Ruiz,
 * Ben (optional) and dee@example.com"); empty when the list is hidden or nobody else comes.
 */
export function otherGuestsText(
  meeting: GuestListMeeting,
  people: ParticipantRow[],
  reader: ParticipantRow,
  locale: Locale,
): string {
  const t = mailText(locale);
  const names = visibleGuests(meeting, people, reader)
    .filter((p) => p.id !== reader.id && bookedResponseOf(p) !== 'declined')
    .map((p) => {
      const name = p.name?.trim() || p.email;
      return p.required ? name : t('guests.optional', { name });
    });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}
