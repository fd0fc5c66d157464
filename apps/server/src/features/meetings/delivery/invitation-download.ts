import type { Locale } from '@overlap/contracts';
import { AppError } from '../../../http/app-error';
import { recipientLocale } from '../../mail/i18n/mail-messages';
import { buildInvitation, calendarOrganizer } from '../../mail/ics/build-invitation';
import type { UserRow } from '../../users/table';
import { type MeetingContext, eventFor, meetingEvent, findOwnMeeting, participantOfToken } from '../shared';
import { organizerOfMeeting, type MeetingRow } from '../records';

export interface CalendarFile {
  filename: string;
  content: string;
}

const NOT_SCHEDULED = 'This meeting has no time booked, so there is no calendar file for it.';

function fileNameOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'meeting'}.ics`;
}

/**
 * The booked meeting as a `.ics` file (METHOD:PUBLISH) for the organizer and for each participant who
 * did not decline: the same UID and SEQUENCE as the e-mailed invitation, so adding both gives one event
 * and a cancellation removes it.
 */
export function createInvitationDownloads(ctx: MeetingContext) {
  const { db } = ctx;

  /** `picked`: the language the organizer chose for a participant; the organizer's copy passes none. */
  async function fileOf(meeting: MeetingRow, picked: Locale | null): Promise<CalendarFile> {
    const event = meeting.status === 'scheduled' ? meetingEvent(meeting) : null;
    if (!event) throw new AppError('not_found', NOT_SCHEDULED);
    const organizer = await organizerOfMeeting(db, meeting);
    const content = buildInvitation({
      method: 'PUBLISH',
      ...eventFor(event, meeting, recipientLocale(picked, organizer?.locale)),
      stamp: new Date(ctx.now()),
      organizer: calendarOrganizer(organizer, ctx.mailFrom),
      attendees: [],
    });
    return { filename: fileNameOf(meeting.title), content };
  }

  return {
    async forOrganizer(organizer: UserRow, meetingId: string): Promise<CalendarFile> {
      return fileOf(await findOwnMeeting(db, organizer, meetingId), null);
    },

    async forParticipant(token: string): Promise<CalendarFile> {
      const { meeting, participant } = await participantOfToken(db, token, ctx.now());
      if (participant.status === 'declined')
        throw new AppError('not_found', 'You declined this meeting, so there is no calendar file for you.');
      return fileOf(meeting, participant.locale);
    },
  };
}

export type InvitationDownloads = ReturnType<typeof createInvitationDownloads>;
