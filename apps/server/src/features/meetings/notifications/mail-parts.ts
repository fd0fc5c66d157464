import type { Db } from '../../../db/database';
import { serverNow } from '../../../lib/clock/server-clock';
import type { Locale } from '@overlap/contracts';
import { mailText, recipientLocale } from '../../mail/i18n/mail-messages';
import type { CalendarInvitation, MailService } from '../../mail/mail-service';
import { formatInstant, formatWhen } from './email-times';
import type { MeetingEvent, PreviousTime, Recipient } from '../shared';
import { seriesEvent } from '../series';
import { rotationWhen } from './series-rotation-words';
import { seriesWhen, slotPhrase } from './series-words';
import type { MeetingRow, ParticipantRow } from '../records';

export interface OrganizerLookup {
  (
    tx: Db,
    meeting: MeetingRow,
  ): Promise<{ email: string; name: string; timeZone?: string | null; locale?: Locale | null } | null>;
}

export interface MailNotifierDeps {
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

export const durationText = (m: number, locale: Locale) =>
  m % 60 === 0
    ? mailText(locale)('duration.hours', { hours: m / 60 })
    : mailText(locale)('duration.minutes', { minutes: m });

/** What every meeting e-mail is made of: the organizer, each recipient's envelope, the times in words. */
export function createMailParts(deps: MailNotifierDeps) {
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
      head: { to: addressOf(r), replyTo: organizer.replyTo, locale, meetingId: meeting.id },
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
  const fromCalendarOf = async (tx: Db, meeting: MeetingRow) =>
    (await deps.invitationsFromCalendar?.(tx, meeting)) ?? false;

  return {
    deps,
    mail: deps.mail,
    organizerOf,
    zoneOf,
    winnerLink,
    envelopeOf,
    whenOf,
    previousWhenOf,
    deadlineText,
    fromCalendarOf,
  };
}

export type MailParts = ReturnType<typeof createMailParts>;

export function cancellationOf(
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
