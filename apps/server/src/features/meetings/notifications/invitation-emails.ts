import type { Db } from '../../../db/database';
import { serverNow } from '../../../lib/clock/server-clock';
import type { Locale } from '@overlap/contracts';
import { mailText } from '../../mail/i18n/mail-messages';
import {
  eventFor,
  invitationAttendees,
  meetingEvent,
  otherGuestsText,
  type MeetingChange,
  type MeetingNotifier,
  type Recipient,
} from '../shared';
import type { MeetingRow } from '../records';
import { changeText } from './change-text';
import { scheduledEmailKey, type MailParts } from './mail-parts';
import { zoneLabel } from './zone-label';

/** The booked meeting's invitation (an iTIP REQUEST): first booked, moved, or changed otherwise. */
export function invitationEmails(
  parts: MailParts,
): Pick<MeetingNotifier, 'scheduled' | 'rescheduled' | 'updated'> {
  const { deps, mail, organizerOf, zoneOf, envelopeOf, whenOf, previousWhenOf, winnerLink, fromCalendarOf } =
    parts;

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
    instances: { start: Date; end: Date }[] = [],
  ): Promise<void> {
    const event = meetingEvent(meeting);
    if (!event) return;
    const organizer = await organizerOf(tx, meeting);
    const fromCalendar = await fromCalendarOf(tx, meeting);
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
        timeZone: zoneLabel(zone, event.start),
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
                ...(instances.length > 0 ? { instances } : {}),
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

  return {
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
      sendInvitations(
        tx,
        meeting,
        recipients,
        (r, when, zone, locale) => ({
          templateKey: 'meeting_updated',
          variables: { when, change: changeText(change, locale) },
        }),
        restoredInstances(meeting, change),
      ),
  };
}

/** A restored date goes out as its own confirmed instance too: apps that kept its CANCEL replace it. */
function restoredInstances(meeting: MeetingRow, change: MeetingChange): { start: Date; end: Date }[] {
  if (change.kind !== 'series-restored') return [];
  const start = new Date(change.date);
  return [{ start, end: new Date(start.getTime() + meeting.durationMinutes * 60_000) }];
}
