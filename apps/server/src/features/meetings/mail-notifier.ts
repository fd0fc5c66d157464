import type { Db } from '../../db/database';
import { serverNow } from '../../lib/clock/server-clock';
import type { MailService } from '../mail/mail-service';
import type { MeetingNotifier, Recipient } from './meeting-notifier';
import type { MeetingRow } from './tables';

export interface OrganizerLookup {
  (tx: Db, meeting: MeetingRow): Promise<{ email: string; name: string } | null>;
}

/** Formats an instant for an e-mail in the recipient's zone (the organizer's when theirs is unknown). */
export function formatWhen(start: Date, end: Date, zone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day}, ${time.format(start)}–${time.format(end)} (${zone})`;
}

/** The days of a meeting's window, e.g. "Monday 23 November to Friday 27 November 2026 (Europe/Berlin)". */
export function formatWindow(start: Date, end: Date, zone: string): string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const partsOf = (date: Date) =>
    Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  // The window's end is exclusive: a window ending at midnight ends on the day before.
  const first = partsOf(start);
  const last = partsOf(new Date(Math.max(start.getTime(), end.getTime() - 1)));
  const day = (p: Record<string, string>) => `${p.weekday} ${p.day} ${p.month}`;
  if (day(first) === day(last) && first.year === last.year) return `${day(last)} ${last.year} (${zone})`;
  const from = first.year === last.year ? day(first) : `${day(first)} ${first.year}`;
  return `${from} to ${day(last)} ${last.year} (${zone})`;
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
  const organizerName = async (tx: Db, meeting: MeetingRow) =>
    (await deps.organizerOf(tx, meeting))?.name ?? 'The organizer';
  const addressOf = (r: Recipient) => ({ email: r.participant.email, name: r.participant.name ?? undefined });
  const nameOf = (r: Recipient) => r.participant.name ?? r.participant.email.split('@')[0]!;
  const zoneOf = (r: Recipient, meeting: MeetingRow) => r.participant.timeZone ?? meeting.organizerZone;
  const winnerLink = (r: Recipient) => r.link.replace('/participant/availability?', '/winner?');
  const windowText = (meeting: MeetingRow) =>
    formatWindow(meeting.windowStart, meeting.windowEnd, meeting.organizerZone);

  return {
    async invited(tx, meeting, recipients) {
      const organizer = await organizerName(tx, meeting);
      for (const r of recipients) {
        await mail.queueEmail(tx, {
          templateKey: 'invitation',
          to: addressOf(r),
          variables: {
            recipientName: nameOf(r),
            organizerName: organizer,
            meetingTitle: meeting.title,
            meetingDescription: meeting.description,
            duration: minutes(meeting.durationMinutes),
            window: windowText(meeting),
            deadline: meeting.deadline
              ? formatWhen(meeting.deadline, meeting.deadline, meeting.organizerZone)
              : 'none',
            link: r.link,
          },
          dedupeKey: `invitation:${r.participant.id}`,
        });
      }
    },

    async reminded(tx, meeting, recipients) {
      const organizer = await organizerName(tx, meeting);
      const stamp = serverNow();
      for (const r of recipients) {
        await mail.queueEmail(tx, {
          templateKey: 'reminder',
          to: addressOf(r),
          variables: {
            recipientName: nameOf(r),
            organizerName: organizer,
            meetingTitle: meeting.title,
            deadline: meeting.deadline
              ? formatWhen(meeting.deadline, meeting.deadline, zoneOf(r, meeting))
              : 'none',
            link: r.link,
          },
          dedupeKey: `reminder:${r.participant.id}:${stamp}`,
        });
      }
    },

    async allAnswered(tx, meeting) {
      const organizer = await deps.organizerOf(tx, meeting);
      if (!organizer) return;
      await mail.queueEmail(tx, {
        templateKey: 'all_answered',
        to: { email: organizer.email, name: organizer.name },
        variables: {
          organizerName: organizer.name,
          meetingTitle: meeting.title,
          answeredSummary: 'Every required participant has answered.',
          link: `${deps.publicUrl}/organizer-time-selection?meeting=${meeting.id}`,
        },
        dedupeKey: `all-answered:${meeting.id}:${meeting.sequence}`,
      });
    },

    async scheduled(tx, meeting, recipients) {
      if (!meeting.chosenStart || !meeting.chosenEnd) return;
      const organizer = await organizerName(tx, meeting);
      const fromCalendar = (await deps.invitationsFromCalendar?.(tx, meeting)) ?? false;
      const invitationNote = fromCalendar
        ? `The calendar invitation comes separately from ${organizer}'s calendar; accept it there to add the meeting to your calendar.`
        : 'The calendar invitation is attached; accept it to add the meeting to your calendar.';
      for (const r of recipients) {
        if (r.participant.status === 'declined') continue;
        const zone = zoneOf(r, meeting);
        await mail.queueEmail(tx, {
          templateKey: 'scheduled',
          to: addressOf(r),
          variables: {
            recipientName: nameOf(r),
            organizerName: organizer,
            meetingTitle: meeting.title,
            when: formatWhen(meeting.chosenStart, meeting.chosenEnd, zone),
            timeZone: zone,
            location: meeting.location ?? 'to be shared by the organizer',
            invitationNote,
            link: winnerLink(r),
          },
          ...(fromCalendar
            ? {}
            : {
                ics: {
                  method: 'REQUEST' as const,
                  uid: meeting.icalUid,
                  sequence: meeting.sequence,
                  stamp: new Date(serverNow()),
                  start: meeting.chosenStart,
                  end: meeting.chosenEnd,
                  summary: meeting.title,
                  description: meeting.description,
                  ...(meeting.location ? { location: meeting.location } : {}),
                  organizerName: organizer,
                },
              }),
          dedupeKey: scheduledEmailKey(meeting, r.participant.id),
        });
      }
    },

    async cancelled(tx, meeting, recipients) {
      // Only a meeting that had been put on calendars needs its invitation withdrawn.
      if (!meeting.chosenStart || !meeting.chosenEnd) return;
      const organizer = await organizerName(tx, meeting);
      // The organizer's calendar withdraws its own invitation when the event is deleted.
      const fromCalendar = (await deps.invitationsFromCalendar?.(tx, meeting)) ?? false;
      for (const r of recipients) {
        if (r.participant.status === 'declined') continue;
        await mail.queueEmail(tx, {
          templateKey: 'cancelled',
          to: addressOf(r),
          variables: {
            recipientName: nameOf(r),
            organizerName: organizer,
            meetingTitle: meeting.title,
            when: formatWhen(meeting.chosenStart, meeting.chosenEnd, zoneOf(r, meeting)),
          },
          ...(fromCalendar
            ? {}
            : {
                ics: {
                  method: 'CANCEL' as const,
                  uid: meeting.icalUid,
                  sequence: meeting.sequence,
                  stamp: new Date(serverNow()),
                  start: meeting.chosenStart,
                  end: meeting.chosenEnd,
                  summary: meeting.title,
                  organizerName: organizer,
                },
              }),
          dedupeKey: `cancelled:${meeting.id}:${meeting.sequence}:${r.participant.id}`,
        });
      }
    },
  };
}
