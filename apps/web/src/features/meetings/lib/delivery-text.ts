import type { CalendarFailure, MeetingDeliveryDto, ParticipantDto } from '@overlap/contracts/schemas';
import { currentLocale, translate } from '@/i18n';

const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google Calendar',
  microsoft: 'Microsoft 365 / Outlook.com',
  caldav: 'CalDAV',
  icloud: 'iCloud',
};

export const providerName = (provider: string | null) => {
  if (provider === 'ics') return translate('meetings')('delivery.icsFeed');
  return provider ? (PROVIDER_NAMES[provider] ?? provider) : translate('meetings')('delivery.yourCalendar');
};

/** Why a calendar refused a write, in the reader's language; the server's words for a reason it did not name. */
export function calendarFailureText(failure: {
  reason: CalendarFailure | null;
  message: string | null;
}): string {
  return failure.reason
    ? translate('meetings')(`calendarFailure.${failure.reason}`)
    : (failure.message ?? '');
}

/** One line about the booked event in the organizer's calendar. */
export function calendarLine(calendar: MeetingDeliveryDto['calendar']): string {
  const t = translate('meetings');
  const where = calendar.calendarName
    ? t('delivery.namedCalendar', { name: calendar.calendarName, provider: providerName(calendar.provider) })
    : null;
  const message = calendarFailureText(calendar);
  switch (calendar.state) {
    case 'pending':
      return t('delivery.calendarPending');
    case 'written':
      return where ? t('delivery.calendarWritten', { where }) : t('delivery.calendarWrittenYours');
    case 'failed':
      return (
        where
          ? t('delivery.calendarFailed', { where, message })
          : t('delivery.calendarFailedYours', { message })
      ).trim();
    case 'no_calendar':
      return t('delivery.calendarNone');
  }
}

type EmailState = MeetingDeliveryDto['emails'][number];

/** One line about a participant's "scheduled" e-mail. */
export function emailLine(email: EmailState): string | null {
  const t = translate('meetings');
  switch (email.state) {
    case 'sent':
      return t('delivery.emailSent');
    case 'pending':
      return email.reason
        ? t('delivery.emailRetrying', { message: t(`mailFailure.${email.reason}`) })
        : t('delivery.emailSending');
    case 'failed':
      return email.reason
        ? t('delivery.emailFailedWhy', { message: t(`mailFailure.${email.reason}`) })
        : t('delivery.emailFailed');
    case 'kept':
      return t('delivery.emailKept');
    case 'not_sent':
      return null;
  }
}

/**
 * What the e-mails with the time carry, said only of those that can reach someone: a failed e-mail
 * carried no invitation, so its people are named instead.
 */
export function invitesInMailLine(
  emails: MeetingDeliveryDto['emails'],
  participants: Pick<ParticipantDto, 'id' | 'name' | 'email'>[],
): string {
  const t = translate('meetings');
  const failed = emails.filter((email) => email.state === 'failed');
  if (failed.length === 0) return t('delivery.invitesInMail');
  if (failed.length === emails.filter((email) => email.state !== 'not_sent').length)
    return t('delivery.invitesInMailNone');
  const names = failed.map((email) => {
    const person = participants.find((p) => p.id === email.participantId);
    return person?.name ?? person?.email ?? '';
  });
  return t('delivery.invitesInMailSome', {
    names: new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(names.filter(Boolean)),
  });
}
