import type { MeetingDetailDto, MeetingDto } from '@overlap/contracts/schemas';
import { formatClockText, formatDateTime } from '@/lib/time-format/format-time';
import type { HourCycle } from '@/lib/time-format/hour-cycle';
import { formatWindow } from '@/lib/time-format/window-days';

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** `weekdays`, `any day`, `weekends` or `Mon, Wed, Fri`. */
export function allowedDaysText(weekdays: number[]): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b).join(',');
  if (days === '1,2,3,4,5,6,7') return 'any day';
  if (days === '1,2,3,4,5') return 'weekdays';
  if (days === '6,7') return 'weekends';
  return days
    .split(',')
    .map((d) => DAY_NAMES[Number(d) - 1])
    .join(', ');
}

/**
 * `30 minutes, Mon 30 Nov to Sun 6 Dec, weekdays 09:00–17:00 (Europe/London); answers by …`: the
 * request as the organizer chose it, last day included.
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
  >,
  cycle: HourCycle,
): string {
  const zone = meeting.organizerZone;
  const hours = meeting.allowedHours
    ? ` ${formatClockText(meeting.allowedHours.start, cycle)}–${formatClockText(meeting.allowedHours.end, cycle)}`
    : '';
  const deadline = meeting.deadline ? `; answers by ${formatDateTime(meeting.deadline, zone, cycle)}` : '';
  return (
    `${meeting.durationMinutes} minutes, ${formatWindow(meeting.windowStart, meeting.windowEnd, zone)}, ` +
    `${allowedDaysText(meeting.allowedWeekdays)}${hours} (${zone})${deadline}`
  );
}

/** What became of the invitations, true to how the server delivers mail. */
export function invitationDeliveryText(mailDelivery: MeetingDetailDto['mailDelivery']): string {
  return mailDelivery === 'outbox'
    ? 'No mail server is configured, so the invitations are kept in the outbox — copy each link below and send it yourself. Each link opens that person’s answer and nothing else.'
    : 'Each person is sent an e-mail with their personal link. You can also send a link yourself: it opens that person’s answer and nothing else.';
}
