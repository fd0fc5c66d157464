import type { Db } from '../../../db/database';
import type { Locale } from '@overlap/contracts';
import { mailText } from '../../mail/i18n/mail-messages';
import type { CalendarInvitation } from '../../mail/mail-service';
import { meetingEvent, type MeetingNotifier, type Recipient } from '../shared';
import type { MeetingRow } from '../records';
import { formatWhen } from './email-times';
import { cancellationOf, scheduledEmailKey, type MailParts } from './mail-parts';
import { slotPhrase } from './series-words';

/**
 * The e-mails that withdraw a booked meeting or part of it (an iTIP CANCEL): the whole meeting, one date
 * of a series, the series of a rotation that have no dates left, and one person taken off.
 */
export function cancellationEmails(
  parts: MailParts,
): Pick<MeetingNotifier, 'cancelled' | 'occurrenceCancelled' | 'seriesEnded' | 'removed'> {
  const { mail, organizerOf, zoneOf, envelopeOf, whenOf, fromCalendarOf } = parts;

  /**
   * A cancellation e-mail to each recipient still coming (the whole meeting or one date of a series),
   * with an iTIP CANCEL unless the organizer's calendar withdraws its own invitation.
   */
  async function sendCancellations(
    tx: Db,
    meeting: MeetingRow,
    recipients: Recipient[],
    what: {
      reason: string;
      when: (r: Recipient, locale: Locale) => string;
      ics: (organizer: { email: string; name?: string } | null) => CalendarInvitation;
      dedupeKey: (r: Recipient) => string;
    },
  ): Promise<void> {
    const organizer = await organizerOf(tx, meeting);
    const fromCalendar = await fromCalendarOf(tx, meeting);
    const { reason } = what;
    for (const r of recipients) {
      if (r.participant.status === 'declined') continue;
      const { locale, head, named } = envelopeOf(r, organizer, meeting);
      await mail.queueEmail(tx, {
        templateKey: 'cancelled',
        ...head,
        variables: {
          ...named,
          when: what.when(r, locale),
          reason,
        },
        ...(fromCalendar
          ? {}
          : { ics: { ...what.ics(organizer.replyTo), ...(reason ? { comment: reason } : {}) } }),
        dedupeKey: what.dedupeKey(r),
      });
    }
  }

  return {
    async removed(tx, meeting, r) {
      const event = meetingEvent(meeting);
      if (!event) return;
      const organizer = await organizerOf(tx, meeting);
      const fromCalendar = await fromCalendarOf(tx, meeting);
      const { locale, head, named } = envelopeOf(r, organizer, meeting);
      await mail.queueEmail(tx, {
        templateKey: 'removed',
        ...head,
        variables: {
          ...named,
          when: whenOf(meeting, event, zoneOf(r, meeting), locale),
        },
        ...(fromCalendar ? {} : { ics: cancellationOf(event, organizer.replyTo) }),
        dedupeKey: `removed:${meeting.id}:${r.participant.id}`,
      });
    },

    async occurrenceCancelled(tx, meeting, occurrence, reason, recipients) {
      const event = meetingEvent(meeting);
      if (!event?.repeat) return;
      const { zone } = event.repeat;
      await sendCancellations(tx, meeting, recipients, {
        reason,
        when: (r, locale) =>
          mailText(locale)('when.occurrenceOnly', {
            when: formatWhen(occurrence.start, occurrence.end, zoneOf(r, meeting), locale),
            series: whenOf(meeting, event, zoneOf(r, meeting), locale),
          }),
        ics: (organizer) => ({
          ...cancellationOf({ ...event, start: occurrence.start, end: occurrence.end }, organizer),
          occurrenceOf: { zone },
        }),
        // The e-mail of this version (SEQUENCE) of the booked series, so delivery shows it.
        dedupeKey: (r) => scheduledEmailKey(meeting, r.participant.id),
      });
    },

    async seriesEnded(tx, meeting, ended, recipients) {
      for (const part of ended) {
        const { repeat } = part;
        if (!repeat) continue;
        await sendCancellations(tx, meeting, recipients, {
          reason: '',
          when: (r, locale) =>
            mailText(locale)('when.rotationTimeOnly', { time: slotPhrase(repeat, part.start, locale) }),
          ics: (organizer) =>
            cancellationOf(
              {
                uid: part.uid,
                sequence: meeting.sequence,
                start: part.start,
                end: part.end,
                summary: meeting.title,
              },
              organizer,
            ),
          dedupeKey: (r) => `series-ended:${meeting.id}:${meeting.sequence}:${part.part}:${r.participant.id}`,
        });
      }
    },

    async cancelled(tx, meeting, recipients) {
      // Only a meeting that had been put on calendars needs its invitation withdrawn.
      const event = meetingEvent(meeting);
      if (!event) return;
      await sendCancellations(tx, meeting, recipients, {
        reason: meeting.cancelReason ?? '',
        when: (r, locale) => whenOf(meeting, event, zoneOf(r, meeting), locale),
        ics: (organizer) => cancellationOf(event, organizer),
        dedupeKey: (r) => `cancelled:${meeting.id}:${meeting.sequence}:${r.participant.id}`,
      });
    },
  };
}
