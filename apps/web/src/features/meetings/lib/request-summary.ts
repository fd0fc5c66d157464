import type { MeetingDetailDto, MeetingDto } from '@overlap/contracts/schemas';
import { currentLocale, translate } from '@/i18n';
import { formatClockText, formatDateTime } from '@/lib/time-format/format-time';
import type { HourCycle } from '@/lib/time-format/hour-cycle';
import { weekdayNames } from '@/lib/time-format/weekday-names';
import { formatWindow } from '@/lib/time-format/window-days';
import { zoneCity, zoneLabel } from '@/lib/zone-search';

/** `weekdays`, `any day`, `weekends` or `Mon, Wed, Fri`. */
export function allowedDaysText(weekdays: number[]): string {
  const t = translate('meetings');
  const days = [...new Set(weekdays)].sort((a, b) => a - b).join(',');
  if (days === '1,2,3,4,5,6,7') return t('summary.anyDay');
  if (days === '1,2,3,4,5') return t('summary.weekdays');
  if (days === '6,7') return t('summary.weekends');
  const names = weekdayNames(currentLocale(), 'short');
  return days
    .split(',')
    .map((d) => names[Number(d) - 1])
    .join(', ');
}

/**
 * `30 minutes, Mon 30 Nov to Sun 6 Dec, weekdays 09:00–17:00 (London (GMT+0)); answers by …`: the
 * request as the organizer chose it, last day included. A series leaves its window out (only the week
 * it is answered in): `seriesSummary` says when it runs.
 */
export function requestSummary(
  meeting: Pick<
    MeetingDto,
    | 'durationMinutes'
    | 'windowStart'
    | 'windowEnd'
    | 'organizerZone'
    | 'allowedWeekdays'
    | 'allowedHours'
    | 'deadline'
    | 'recurrence'
  >,
  cycle: HourCycle,
): string {
  const t = translate('meetings');
  const zone = meeting.organizerZone;
  const series = meeting.recurrence !== null;
  const values = {
    minutes: meeting.durationMinutes,
    window: formatWindow(meeting.windowStart, meeting.windowEnd, zone),
    days: allowedDaysText(meeting.allowedWeekdays),
    // A series runs through clock changes, so one offset would be wrong for some of its dates.
    zone: series ? zoneCity(zone) : zoneLabel(zone, Date.parse(meeting.windowStart)),
  };
  const summary = meeting.allowedHours
    ? t(series ? 'summary.seriesWithHours' : 'summary.withHours', {
        ...values,
        from: formatClockText(meeting.allowedHours.start, cycle),
        until: formatClockText(meeting.allowedHours.end, cycle),
      })
    : t(series ? 'summary.seriesPlain' : 'summary.plain', values);
  return meeting.deadline
    ? t('summary.deadline', { summary, deadline: formatDateTime(meeting.deadline, zone, cycle) })
    : summary;
}

/** What became of the invitations, true to how the server delivers mail. */
export function invitationDeliveryText(mailDelivery: MeetingDetailDto['mailDelivery']): string {
  const t = translate('meetings');
  return mailDelivery === 'outbox' ? t('confirm.deliveryOutbox') : t('confirm.deliveryMail');
}
