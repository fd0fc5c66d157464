import type { Db } from '../../../db/database';
import { serverNow } from '../../../lib/clock/server-clock';
import type { Locale } from '@overlap/contracts';
import { mailText, recipientLocale } from '../../mail/i18n/mail-messages';
import type { CalendarInvitation, MailService } from '../../mail/mail-service';
import { formatInstant, formatWhen, formatWindow } from './email-times';
import {
  invitationAttendees,
  otherGuestsText,
  eventFor,
  meetingEvent,
  type MeetingEvent,
  type MeetingNotifier,
  type PreviousTime,
  type Recipient,
} from '../shared';
import { changeText } from './change-text';
import { seriesEvent } from '../series';
import { rotationWhen } from './series-rotation-words';
import { seriesRequestWords, seriesWhen, slotPhrase } from './series-words';
import type { MeetingRow, ParticipantRow } from '../records';

export interface OrganizerLookup {
  (
    tx: Db,
    meeting: MeetingRow,
  ): Promise<{ email: string; name: string; timeZone?: string | null; locale?: Locale | null } | null>;
}

/**
 * Names the invitation e-mail of one participant for one version (SEQUENCE) of the booked meeting, in
 * the outbox: the first booking, a move or another change all use it, so delivery shows the latest.
 */
export function scheduledEmailKey(
  meeting: Pick<MeetingRow, 'id' | 'sequence'>,
  participantId: string,
): string {
  return `scheduled:${meeting.id}:${meeting.sequence}:${participantId}`;
}

const durationText = (m: number, locale: Locale) =>
  m % 60 === 0
    ? mailText(locale)('duration.hours', { hours: m / 60 })
    : mailText(locale)('duration.minutes', { minutes: m });

/**
 * Sends the meeting's e-mails through the outbox and job queue. Each e-mail has a dedupe key naming the
 * meeting, the change (its SEQUENCE) and the recipient, so a retried or raced change never mails twice.
 * Participants' e-mails are answered to the organizer, and their invitations name the organizer as
 * ORGANIZER (sent by Overlap), so replies reach a person.
 */
export function createMailNotifier(deps: {
  mail: MailService;
  organizerOf: OrganizerLookup;
  /** Everyone invited to the meeting, for the guest list of each invitation. */
  guestsOf: (tx: Db, meeting: MeetingRow) => Promise<ParticipantRow[]>;
  publicUrl: string;
  /**
   * True when the organizer's calendar provider e-mails the attendees its own invitation and
   * cancellation for this meeting; ours then go without the iCalendar part, so nobody gets two.
   */
  invitationsFromCalendar?: (tx: Db, meeting: MeetingRow) => Promise<boolean>;
}): MeetingNotifier {
  const { mail } = deps;
  const organizerOf = async (tx: Db, meeting: MeetingRow) => {
    const found = await deps.organizerOf(tx, meeting);
    return {
      /** Their name, or words for them in the recipient's language. */
      nameIn: (locale: Locale) => found?.name || mailText(locale)('fallbackOrganizer'),
      locale: found?.locale ?? null,
      replyTo: found ? { email: found.email, name: found.name } : null,
    };
  };
  /** A participant's e-mails: the language the organizer picked for them, else the organizer's own. */
  const localeOf = (r: Recipient, organizer: { locale: Locale | null }) =>
    recipientLocale(r.participant.locale, organizer.locale);
  const addressOf = (r: Recipient) => ({ email: r.participant.email, name: r.participant.name ?? undefined });
  const nameOf = (r: Recipient) => r.participant.name || r.participant.email.split('@')[0]!;
  const zoneOf = (r: Recipient, meeting: MeetingRow) => r.participant.timeZone ?? meeting.organizerZone;
  const winnerLink = (r: Recipient) => r.link.replace('/participant/availability?', '/winner?');
  /** What every e-mail to a participant starts with: address, reply-to, language and the names it greets with. */
  const envelopeOf = (
    r: Recipient,
    organizer: Awaited<ReturnType<typeof organizerOf>>,
    meeting: MeetingRow,
  ) => {
    const locale = localeOf(r, organizer);
    return {
      locale,
      head: { to: addressOf(r), replyTo: organizer.replyTo, locale },
      named: {
        recipientName: nameOf(r),
        organizerName: organizer.nameIn(locale),
        meetingTitle: meeting.title,
      },
    };
  };
  /** The booked time in words: one date and time, or the series' rule with the recipient's own readings. */
  const whenOf = (meeting: MeetingRow, event: MeetingEvent, zone: string, locale: Locale) =>
    meeting.recurrence && meeting.rotation
      ? rotationWhen({ ...meeting, recurrence: meeting.recurrence, rotation: meeting.rotation }, zone, locale)
      : meeting.recurrence && meeting.chosenStart
        ? seriesWhen(
            meeting.recurrence,
            meeting.organizerZone,
            meeting.chosenStart,
            meeting.durationMinutes,
            zone,
            locale,
          )
        : formatWhen(event.start, event.end, zone, locale);
  /** Where a moved meeting was: its old date, or a series' old weekly time (every date moved). */
  const previousWhenOf = (meeting: MeetingRow, previous: PreviousTime, zone: string, locale: Locale) =>
    meeting.recurrence && !meeting.rotation
      ? slotPhrase(
          seriesEvent(meeting.recurrence, meeting.organizerZone, previous.start, meeting.durationMinutes)
            .repeat,
          previous.start,
          locale,
        )
      : formatWhen(previous.start, previous.end, zone, locale);
  const deadlineText = (meeting: MeetingRow, zone: string, locale: Locale) =>
    meeting.deadline ? formatInstant(meeting.deadline, zone, locale) : '';

  /**
   * The booked meeting as an iTIP REQUEST at its current SEQUENCE, one e-mail each (declined people
   * left out); `content` picks the words: first booking, a move or another change.
   */
  async function sendInvitations(
    tx: Db,
    meeting: MeetingRow,
    recipients: Recipient[],
    content: (
      r: Recipient,
      when: string,
      zone: string,
      locale: Locale,
    ) =>
      | { templateKey: 'scheduled'; variables: { when: string } }
      | { templateKey: 'rescheduled'; variables: { when: string; previousWhen: string } }
      | { templateKey: 'meeting_updated'; variables: { when: string; change: string } },
  ): Promise<void> {
    const event = meetingEvent(meeting);
    if (!event) return;
    const organizer = await organizerOf(tx, meeting);
    const fromCalendar = (await deps.invitationsFromCalendar?.(tx, meeting)) ?? false;
    const guests = await deps.guestsOf(tx, meeting);
    for (const r of recipients) {
      if (r.participant.status === 'declined') continue;
      const zone = zoneOf(r, meeting);
      const { locale, head, named } = envelopeOf(r, organizer, meeting);
      const t = mailText(locale);
      const invitationNote = fromCalendar
        ? t('note.fromCalendar', { organizerName: organizer.nameIn(locale) })
        : t('note.attached');
      const words = content(r, whenOf(meeting, event, zone, locale), zone, locale);
      const common = {
        ...named,
        timeZone: zone,
        location: meeting.location ?? '',
        videoLink: meeting.videoLink ?? '',
        invitationNote,
        guests: otherGuestsText(meeting, guests, r.participant, locale),
        link: winnerLink(r),
      };
      const rest = {
        ...head,
        ...(fromCalendar
          ? {}
          : {
              ics: {
                method: 'REQUEST' as const,
                ...eventFor(event, meeting, locale),
                stamp: new Date(serverNow()),
                organizer: organizer.replyTo,
                attendees: invitationAttendees(meeting, guests, r.participant),
              },
            }),
        dedupeKey: scheduledEmailKey(meeting, r.participant.id),
      };
      if (words.templateKey === 'scheduled')
        await mail.queueEmail(tx, {
          ...rest,
          templateKey: 'scheduled',
          variables: { ...common, ...words.variables },
        });
      else if (words.templateKey === 'rescheduled')
        await mail.queueEmail(tx, {
          ...rest,
          templateKey: 'rescheduled',
          variables: { ...common, ...words.variables },
        });
      else
        await mail.queueEmail(tx, {
          ...rest,
          templateKey: 'meeting_updated',
          variables: { ...common, ...words.variables },
        });
    }
  }

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
    const fromCalendar = (await deps.invitationsFromCalendar?.(tx, meeting)) ?? false;
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
      });
    },

    scheduled: (tx, meeting, recipients) =>
      sendInvitations(tx, meeting, recipients, (r, when) => ({
        templateKey: 'scheduled',
        variables: { when },
      })),

    rescheduled: (tx, meeting, previous, recipients) =>
      sendInvitations(tx, meeting, recipients, (r, when, zone, locale) => ({
        templateKey: 'rescheduled',
        variables: { when, previousWhen: previousWhenOf(meeting, previous, zone, locale) },
      })),

    updated: (tx, meeting, change, recipients) =>
      sendInvitations(tx, meeting, recipients, (r, when, zone, locale) => ({
        templateKey: 'meeting_updated',
        variables: { when, change: changeText(change, locale) },
      })),

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

    async removed(tx, meeting, r) {
      const event = meetingEvent(meeting);
      if (!event) return;
      const organizer = await organizerOf(tx, meeting);
      const fromCalendar = (await deps.invitationsFromCalendar?.(tx, meeting)) ?? false;
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

function cancellationOf(
  event: MeetingEvent,
  organizer: { email: string; name?: string } | null,
): CalendarInvitation {
  return {
    method: 'CANCEL',
    uid: event.uid,
    sequence: event.sequence,
    stamp: new Date(serverNow()),
    start: event.start,
    end: event.end,
    // Like the first, each series is withdrawn by its UID alone.
    ...(event.moreEvents
      ? { moreEvents: event.moreEvents.map(({ uid, start, end }) => ({ uid, start, end })) }
      : {}),
    summary: event.summary,
    organizer,
  };
}
