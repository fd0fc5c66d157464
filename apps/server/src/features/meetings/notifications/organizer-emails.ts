import { mailText, recipientLocale } from '../../mail/i18n/mail-messages';
import { meetingEvent, type MeetingNotifier } from '../shared';
import type { MailParts } from './mail-parts';
import { seriesRequestWords } from './series-words';

/** The e-mails to the organizer: everyone has answered, and a required person declined the booked time. */
export function organizerEmails(parts: MailParts): Pick<MeetingNotifier, 'allAnswered' | 'bookedDeclined'> {
  const { deps, mail, whenOf } = parts;
  return {
    async allAnswered(tx, meeting, reason) {
      const organizer = await deps.organizerOf(tx, meeting);
      if (!organizer) return;
      const locale = recipientLocale(null, organizer.locale);
      await mail.queueEmail(tx, {
        templateKey: 'all_answered',
        to: { email: organizer.email, name: organizer.name },
        locale,
        variables: {
          organizerName: organizer.name,
          meetingTitle: meeting.title,
          answeredSummary:
            mailText(locale)(reason === 'answered' ? 'answered.all' : 'answered.deadline') +
            (meeting.recurrence
              ? ` ${mailText(locale)('answered.series', { series: seriesRequestWords(meeting.recurrence, locale) })}`
              : ''),
          link: `${deps.publicUrl}/organizer-time-selection?meeting=${meeting.id}`,
        },
        dedupeKey: `all-answered:${meeting.id}:${meeting.sequence}`,
        meetingId: meeting.id,
      });
    },

    async bookedDeclined(tx, meeting, participant) {
      const event = meetingEvent(meeting);
      const organizer = await deps.organizerOf(tx, meeting);
      if (!event || !organizer) return;
      const zone = organizer.timeZone ?? meeting.organizerZone;
      const locale = recipientLocale(null, organizer.locale);
      await mail.queueEmail(tx, {
        templateKey: 'booked_declined',
        to: { email: organizer.email, name: organizer.name },
        locale,
        variables: {
          organizerName: organizer.name,
          participantName: participant.name || participant.email,
          meetingTitle: meeting.title,
          when: whenOf(meeting, event, zone, locale),
          note: participant.declineNote ?? '',
          link: `${deps.publicUrl}/meeting-scheduled?meeting=${meeting.id}`,
        },
        dedupeKey: `booked-declined:${meeting.id}:${meeting.sequence}:${participant.id}`,
        meetingId: meeting.id,
      });
    },
  };
}
