import type { Db } from '../../db/database';
import { serverNow } from '../../lib/clock/server-clock';
import type { MailService } from '../mail/mail-service';
import { formatInstant, formatWhen, formatWindow } from './email-times';
import { meetingEvent } from './meeting-event';
import type { MeetingNotifier, Recipient } from './meeting-notifier';
import type { MeetingRow } from './tables';

export interface OrganizerLookup {
  (tx: Db, meeting: MeetingRow): Promise<{ email: string; name: string } | null>;
}

/** Names the "scheduled" e-mail of one participant for one booking (SEQUENCE), in the outbox. */
export function scheduledEmailKey(
  meeting: Pick<MeetingRow, 'id' | 'sequence'>,
  participantId: string,
): string {
  return `scheduled:${meeting.id}:${meeting.sequence}:${participantId}`;
}

const minutes = (m: number) => (m % 60 === 0 ? `${m / 60} hour${m === 60 ? '' : 's'}` : `${m} minutes`);

/**
 * Sends the meeting's e-mails through the outbox and job queue. Each e-mail has a dedupe key naming the
 * meeting, the change (its SEQUENCE) and the recipient, so a retried or raced change never mails twice.
 * Participants' e-mails are answered to the organizer, and their invitations name the organizer as
 * ORGANIZER (sent by Overlap), so replies reach a person.
 */
export function createMailNotifier(deps: {
  mail: MailService;
  organizerOf: OrganizerLookup;
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
      name: found?.name || 'The organizer',
      replyTo: found ? { email: found.email, name: found.name } : null,
    };
  };
  const addressOf = (r: Recipient) => ({ email: r.participant.email, name: r.participant.name ?? undefined });
  const nameOf = (r: Recipient) => r.participant.name || r.participant.email.split('@')[0]!;
  const zoneOf = (r: Recipient, meeting: MeetingRow) => r.participant.timeZone ?? meeting.organizerZone;
  const winnerLink = (r: Recipient) => r.link.replace('/participant/availability?', '/winner?');
  const deadlineText = (meeting: MeetingRow, zone: string) =>
    meeting.deadline ? formatInstant(meeting.deadline, zone) : '';

  return {
    async invited(tx, meeting, recipients) {
      const organizer = await organizerOf(tx, meeting);
      for (const r of recipients) {
        await mail.queueEmail(tx, {
          templateKey: 'invitation',
          to: addressOf(r),
          replyTo: organizer.replyTo,
          variables: {
            recipientName: nameOf(r),
            organizerName: organizer.name,
            meetingTitle: meeting.title,
            meetingDescription: meeting.description,
            duration: minutes(meeting.durationMinutes),
            // The allowed days are the organizer's, so the window is read in their zone.
            window: formatWindow(meeting.windowStart, meeting.windowEnd, meeting.organizerZone),
            deadline: deadlineText(meeting, zoneOf(r, meeting)),
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
        await mail.queueEmail(tx, {
          templateKey: 'reminder',
          to: addressOf(r),
          replyTo: organizer.replyTo,
          variables: {
            recipientName: nameOf(r),
            organizerName: organizer.name,
            meetingTitle: meeting.title,
            deadline: deadlineText(meeting, zoneOf(r, meeting)),
            link: r.link,
          },
          dedupeKey: `reminder:${r.participant.id}:${stamp}`,
        });
      }
    },

    async allAnswered(tx, meeting, reason) {
      const organizer = await deps.organizerOf(tx, meeting);
      if (!organizer) return;
      await mail.queueEmail(tx, {
        templateKey: 'all_answered',
        to: { email: organizer.email, name: organizer.name },
        variables: {
          organizerName: organizer.name,
          meetingTitle: meeting.title,
          answeredSummary:
            reason === 'answered'
              ? 'Every required participant has answered'
              : 'The answer deadline has passed',
          link: `${deps.publicUrl}/organizer-time-selection?meeting=${meeting.id}`,
        },
        dedupeKey: `all-answered:${meeting.id}:${meeting.sequence}`,
      });
    },

    async scheduled(tx, meeting, recipients) {
      const event = meetingEvent(meeting);
      if (!event) return;
      const organizer = await organizerOf(tx, meeting);
      const fromCalendar = (await deps.invitationsFromCalendar?.(tx, meeting)) ?? false;
      const invitationNote = fromCalendar
        ? `The calendar invitation comes separately from ${organizer.name}'s calendar; accept it there to add the meeting to your calendar.`
        : 'The calendar invitation is attached; accept it to add the meeting to your calendar.';
      for (const r of recipients) {
        if (r.participant.status === 'declined') continue;
        const zone = zoneOf(r, meeting);
        await mail.queueEmail(tx, {
          templateKey: 'scheduled',
          to: addressOf(r),
          replyTo: organizer.replyTo,
          variables: {
            recipientName: nameOf(r),
            organizerName: organizer.name,
            meetingTitle: meeting.title,
            when: formatWhen(event.start, event.end, zone),
            timeZone: zone,
            location: meeting.location ?? '',
            invitationNote,
            link: winnerLink(r),
          },
          ...(fromCalendar
            ? {}
            : {
                ics: {
                  method: 'REQUEST' as const,
                  ...event,
                  stamp: new Date(serverNow()),
                  organizer: organizer.replyTo,
                },
              }),
          dedupeKey: scheduledEmailKey(meeting, r.participant.id),
        });
      }
    },

    async cancelled(tx, meeting, recipients) {
      // Only a meeting that had been put on calendars needs its invitation withdrawn.
      const event = meetingEvent(meeting);
      if (!event) return;
      const organizer = await organizerOf(tx, meeting);
      // The organizer's calendar withdraws its own invitation when the event is deleted.
      const fromCalendar = (await deps.invitationsFromCalendar?.(tx, meeting)) ?? false;
      for (const r of recipients) {
        if (r.participant.status === 'declined') continue;
        await mail.queueEmail(tx, {
          templateKey: 'cancelled',
          to: addressOf(r),
          replyTo: organizer.replyTo,
          variables: {
            recipientName: nameOf(r),
            organizerName: organizer.name,
            meetingTitle: meeting.title,
            when: formatWhen(event.start, event.end, zoneOf(r, meeting)),
          },
          ...(fromCalendar
            ? {}
            : {
                ics: {
                  method: 'CANCEL' as const,
                  uid: event.uid,
                  sequence: event.sequence,
                  stamp: new Date(serverNow()),
                  start: event.start,
                  end: event.end,
                  summary: event.summary,
                  organizer: organizer.replyTo,
                },
              }),
          dedupeKey: `cancelled:${meeting.id}:${meeting.sequence}:${r.participant.id}`,
        });
      }
    },
  };
}
