import { serverNow } from '../../../lib/clock/server-clock';
import type { MeetingNotifier } from '../shared';
import { formatWhen, formatWindow } from './email-times';
import { durationText, type MailParts } from './mail-parts';
import { seriesRequestWords } from './series-words';

/** The e-mails that ask guests for their times: the invitation, a reminder, and a new time wanted. */
export function answerRequestEmails(
  parts: MailParts,
): Pick<MeetingNotifier, 'invited' | 'reminded' | 'reopenedForNewTime'> {
  const { mail, organizerOf, envelopeOf, zoneOf, deadlineText } = parts;
  return {
    async invited(tx, meeting, recipients) {
      const organizer = await organizerOf(tx, meeting);
      for (const r of recipients) {
        const { locale, head, named } = envelopeOf(r, organizer, meeting);
        await mail.queueEmail(tx, {
          templateKey: 'invitation',
          ...head,
          variables: {
            ...named,
            meetingDescription: meeting.description,
            duration: durationText(meeting.durationMinutes, locale),
            // The allowed days are the organizer's, so the window is read in their zone.
            window: meeting.recurrence
              ? seriesRequestWords(meeting.recurrence, locale)
              : formatWindow(meeting.windowStart, meeting.windowEnd, meeting.organizerZone, locale),
            deadline: deadlineText(meeting, zoneOf(r, meeting), locale),
            link: r.link,
          },
          dedupeKey: `invitation:${r.participant.id}`,
        });
      }
    },

    async reminded(tx, meeting, recipients) {
      const organizer = await organizerOf(tx, meeting);
      const stamp = serverNow();
      for (const r of recipients) {
        const { locale, head, named } = envelopeOf(r, organizer, meeting);
        await mail.queueEmail(tx, {
          templateKey: 'reminder',
          ...head,
          variables: {
            ...named,
            deadline: deadlineText(meeting, zoneOf(r, meeting), locale),
            link: r.link,
          },
          dedupeKey: `reminder:${r.participant.id}:${stamp}`,
        });
      }
    },

    async reopenedForNewTime(tx, meeting, previous, recipients) {
      const organizer = await organizerOf(tx, meeting);
      for (const r of recipients) {
        if (r.participant.status === 'declined') continue;
        const { locale, head, named } = envelopeOf(r, organizer, meeting);
        await mail.queueEmail(tx, {
          templateKey: 'rescheduling',
          ...head,
          variables: {
            ...named,
            previousWhen: formatWhen(previous.start, previous.end, zoneOf(r, meeting), locale),
            link: r.link,
          },
          dedupeKey: `rescheduling:${meeting.id}:${meeting.sequence}:${r.participant.id}`,
        });
      }
    },
  };
}
