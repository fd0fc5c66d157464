import type { Locale } from '@overlap/contracts';
import { mailText } from '../../mail/i18n/mail-messages';
import type { EventRepeat } from '../../../lib/ical/series-lines';
import type { EventTimes } from '../../mail/ics/build-invitation';
import { eventPartsOf } from '../series';
import type { MeetingRow } from '../records';

export interface MeetingEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** A recurring meeting: `start`/`end` are its first occurrence. */
  repeat?: EventRepeat;
  /** A rotation's other series (the first is this event): each its own VEVENT and UID. */
  moreEvents?: EventTimes[];
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

/**
 * The booked meeting as a calendar event: the e-mailed invitation, its cancellation and every .ics
 * download are made from this, so they share one UID and SEQUENCE. Null unless a time was chosen.
 */
export function meetingEvent(meeting: MeetingRow): MeetingEvent | null {
  const [first, ...more] = eventPartsOf(meeting);
  if (!first) return null;
  return {
    uid: first.uid,
    sequence: meeting.sequence,
    start: first.start,
    end: first.end,
    ...(first.repeat ? { repeat: first.repeat } : {}),
    ...(more.length > 0
      ? { moreEvents: more.map(({ uid, start, end, repeat }) => ({ uid, start, end, repeat })) }
      : {}),
    summary: meeting.title,
    ...(meeting.description ? { description: meeting.description } : {}),
    ...(meeting.location || meeting.videoLink ? { location: meeting.location || meeting.videoLink! } : {}),
    ...(meeting.videoLink ? { url: meeting.videoLink } : {}),
  };
}

/**
 * The event as one reader's copy: the organizer's description, then what Overlap adds (the video link,
 * who scheduled it) in that reader's language, which the DESCRIPTION's LANGUAGE names.
 */
export function eventFor(
  event: MeetingEvent,
  meeting: Pick<MeetingRow, 'description' | 'videoLink'>,
  locale: Locale,
): MeetingEvent & { language: Locale } {
  const t = mailText(locale);
  const description = [
    meeting.description,
    meeting.videoLink ? t('ics.videoCall', { videoLink: meeting.videoLink }) : '',
    t('ics.footer'),
  ]
    .filter((part) => part.trim() !== '')
    .join('\n\n');
  return { ...event, description, language: locale };
}
