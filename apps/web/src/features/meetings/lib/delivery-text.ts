import type { MeetingDeliveryDto } from '@overlap/contracts/schemas';

const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google Calendar',
  microsoft: 'Microsoft 365 / Outlook.com',
  caldav: 'CalDAV',
  icloud: 'iCloud',
  ics: 'ICS feed',
};

export const providerName = (provider: string | null) =>
  provider ? (PROVIDER_NAMES[provider] ?? provider) : 'your calendar';

/** One line about the booked event in the organizer's calendar. */
export function calendarLine(calendar: MeetingDeliveryDto['calendar']): string {
  const where = calendar.calendarName
    ? `“${calendar.calendarName}” (${providerName(calendar.provider)})`
    : 'your calendar';
  switch (calendar.state) {
    case 'pending':
      return 'Calendar: writing the event to your calendar...';
    case 'written':
      return `Calendar: the event is in ${where}.`;
    case 'failed':
      return `Calendar: could not write the event to ${where}. ${calendar.message ?? ''}`.trim();
    case 'no_calendar':
      return 'Calendar: no calendar to write to. Connect one and choose where meetings go in Connections.';
  }
}

type EmailState = MeetingDeliveryDto['emails'][number];

/** One line about a participant's "scheduled" e-mail. */
export function emailLine(email: EmailState): string | null {
  switch (email.state) {
    case 'sent':
      return 'E-mail with the time: sent';
    case 'pending':
      return email.message
        ? `E-mail with the time: retrying (${email.message})`
        : 'E-mail with the time: sending...';
    case 'failed':
      return `E-mail with the time: failed${email.message ? ` (${email.message})` : ''}`;
    case 'kept':
      return 'E-mail with the time: not sent (no mail server is configured)';
    case 'not_sent':
      return null;
  }
}
