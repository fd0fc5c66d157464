import type { RecurrenceRequest, ScheduleAgainDto, VideoLinkChoice } from '@overlap/contracts/schemas';
import type { MeetingDraft } from '@/stores/app-store';
import { localPartsOf, pad } from '@/lib/time-format/zoned-time';

/** The form's draft for a request the server copied from a meeting (Schedule again). */
export function requestToDraft({ request }: ScheduleAgainDto): MeetingDraft {
  const zone = request.organizerZone;
  const deadline = request.deadline ? localPartsOf(Date.parse(request.deadline), zone) : null;
  return {
    title: request.title,
    description: request.description,
    duration: request.durationMinutes,
    participants: request.participants.map((p) => ({
      email: p.email,
      name: p.name ?? '',
      required: p.required,
      ...(p.locale ? { locale: p.locale } : {}),
    })),
    windowStartDate: localPartsOf(Date.parse(request.windowStart), zone).date,
    windowEndDate: localPartsOf(Date.parse(request.windowEnd) - 1, zone).date,
    allowedWeekdays: request.allowedWeekdays,
    allowedHours: request.allowedHours,
    organizerZone: zone,
    deadline: deadline ? `${deadline.date}T${pad(deadline.hour)}:${pad(deadline.minute)}` : '',
    location: request.location ?? '',
    autoSchedule: request.autoSchedule,
    quorumRule: request.quorumRule,
    hideGuestList: request.hideGuestList,
    videoLink: request.videoLink as VideoLinkChoice,
    recurrence: request.recurrence as RecurrenceRequest | null,
  };
}
