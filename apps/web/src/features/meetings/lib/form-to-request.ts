import type { CreateMeetingRequest, MeetingDetailDto, VideoLinkChoice } from '@overlap/contracts/schemas';
import type { MeetingDraft } from '@/stores/app-store';
import type { MeetingForm } from './meeting-form';
import { seriesWindowOf } from '@overlap/engine/series';
import { HOLD_LIMITS, localDateDay } from '@overlap/contracts/schemas';
import { addDays, localPartsOf, localToEpoch, pad } from '@/lib/time-format/zoned-time';

const isBlankRow = (p: { email: string; name?: string }) => !p.email.trim() && !p.name?.trim();

/**
 * The request `POST /api/meetings` expects. The window runs from the first day's local midnight to the
 * midnight after the last day, in the organizer's zone; a series' is the week from its first date, as
 * the server stores it.
 */
export function formToRequest(form: MeetingForm): CreateMeetingRequest {
  const zone = form.organizerZone;
  const [deadlineDate, deadlineTime] = form.deadline.split('T');
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    durationMinutes: form.duration,
    participants: form.participants
      .filter((p) => !isBlankRow(p))
      .map((p) => ({
        email: p.email.trim(),
        ...(p.name?.trim() ? { name: p.name.trim() } : {}),
        required: p.required,
        ...(p.locale ? { locale: p.locale } : {}),
      })),
    ...windowOf(form),
    allowedWeekdays: [...form.allowedWeekdays].sort(),
    allowedHours: form.allowedHours,
    organizerZone: zone,
    deadline: deadlineDate && deadlineTime ? toIso(localToEpoch(deadlineDate, deadlineTime, zone)) : null,
    location: form.location.trim() || null,
    autoSchedule: form.autoSchedule,
    ...(form.autoSchedule && !form.recurrence && form.quorumRule.kind !== 'everyone-required'
      ? { quorumRule: form.quorumRule }
      : {}),
    hideGuestList: form.hideGuestList,
    // A series has no top times to hold: the option is not offered for one.
    ...(form.holdTopTimes && !form.recurrence ? { holds: HOLD_LIMITS.offered } : {}),
    ...(form.videoLink ? { videoLink: trimmedLink(form.videoLink) } : {}),
    ...(form.recurrence ? { recurrence: form.recurrence } : {}),
  };
}

function windowOf(form: MeetingForm): { windowStart: string; windowEnd: string } {
  const zone = form.organizerZone;
  const first = form.recurrence?.startDate;
  // A first date that is not a date yet is the recurrence's own error; the window waits for it.
  if (first && localDateDay(first) !== null) {
    const week = seriesWindowOf(first, zone);
    return { windowStart: toIso(week.start), windowEnd: toIso(week.end) };
  }
  return {
    windowStart: toIso(localToEpoch(form.windowStartDate, '00:00', zone)),
    windowEnd: toIso(localToEpoch(addDays(form.windowEndDate, 1), '00:00', zone)),
  };
}

function trimmedLink(choice: VideoLinkChoice): VideoLinkChoice {
  return choice.kind === 'link' ? { kind: 'link', url: choice.url.trim() } : choice;
}

/**
 * Which form field a request error belongs to: participant rows keep their index in the form, so
 * `participants.2.email` names the third non-blank row; it is re-pointed at the row on screen.
 */
export function fieldKeyInForm(requestKey: string, form: MeetingForm): string {
  // A series' window is its first week: what is wrong with it is said at the first date.
  if (form.recurrence && (requestKey === 'windowStart' || requestKey === 'windowEnd'))
    return 'recurrence.startDate';
  const match = /^participants\.(\d+)\.(.+)$/.exec(requestKey);
  if (!match) return requestKey;
  const visible = form.participants.flatMap((p, index) => (isBlankRow(p) ? [] : [index]));
  const row = visible[Number(match[1])];
  return row === undefined ? 'participants' : `participants.${row}.${match[2]}`;
}

/** A draft copied from an existing meeting, with the changes a relaxation suggests. */
export function meetingToDraft(
  meeting: MeetingDetailDto,
  change: { durationMinutes?: number; extendDays?: number } = {},
): MeetingDraft {
  const zone = meeting.organizerZone;
  const lastDay = localPartsOf(Date.parse(meeting.windowEnd) - 1, zone).date;
  const deadline = meeting.deadline ? localPartsOf(Date.parse(meeting.deadline), zone) : null;
  return {
    title: meeting.title,
    description: meeting.description,
    duration: change.durationMinutes ?? meeting.durationMinutes,
    participants: meeting.participants.map((p) => ({
      email: p.email,
      name: p.name ?? '',
      required: p.required,
    })),
    windowStartDate: localPartsOf(Date.parse(meeting.windowStart), zone).date,
    windowEndDate: addDays(lastDay, change.extendDays ?? 0),
    allowedWeekdays: meeting.allowedWeekdays,
    allowedHours: meeting.allowedHours,
    organizerZone: zone,
    deadline: deadline ? `${deadline.date}T${pad(deadline.hour)}:${pad(deadline.minute)}` : '',
    location: meeting.location ?? '',
    autoSchedule: meeting.autoSchedule,
    quorumRule: meeting.quorumRule,
    hideGuestList: meeting.hideGuestList,
    holdTopTimes: meeting.holds > 0,
    videoLink:
      meeting.conference === 'link' && meeting.videoLink
        ? { kind: 'link', url: meeting.videoLink }
        : meeting.conference === 'link'
          ? { kind: 'none' }
          : { kind: meeting.conference },
  };
}

function toIso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
