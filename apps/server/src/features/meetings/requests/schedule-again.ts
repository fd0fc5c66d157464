import {
  MEETING_LIMITS,
  localDateDay,
  type ScheduleAgainDto,
  type VideoLinkChoice,
} from '@overlap/contracts/schemas';
import type { MeetingRow, ParticipantRow } from '../records';

const DAY_MS = 24 * 60 * 60 * 1000;

type Request = ScheduleAgainDto['request'];

/** The organizer's local date of an instant, `YYYY-MM-DD`. */
function localDate(instant: number, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function videoOf(meeting: MeetingRow): VideoLinkChoice {
  if (meeting.conference === 'link')
    return meeting.videoLink ? { kind: 'link', url: meeting.videoLink } : { kind: 'none' };
  return { kind: meeting.conference };
}

/** The same pattern from today; an `until` moves by as many days as the first date. */
function recurrenceOf(meeting: MeetingRow, today: string): Request['recurrence'] {
  const old = meeting.recurrence;
  if (!old) return null;
  const shift = localDateDay(today)! - localDateDay(old.startDate)!;
  return {
    frequency: old.frequency,
    interval: old.interval,
    ...(old.ordinal !== undefined ? { ordinal: old.ordinal } : {}),
    startDate: today,
    ...(old.until !== undefined ? { until: dateOfDay(localDateDay(old.until)! + shift) } : {}),
    ...(old.count !== undefined ? { count: old.count } : {}),
  };
}

/**
 * A new request copied from a meeting, booked or not: the same people (with their languages), length,
 * days and hours, rule and video call, and a window as long as the old one starting now. The deadline
 * keeps its place in the window; a series keeps its pattern from today.
 */
export function scheduleAgainRequest(meeting: MeetingRow, people: ParticipantRow[], now: number): Request {
  const length = Math.min(
    Math.max(meeting.windowEnd.getTime() - meeting.windowStart.getTime(), meeting.durationMinutes * 60_000),
    MEETING_LIMITS.windowMaxDays * DAY_MS,
  );
  const windowEnd = now + length;
  const lead = meeting.deadline ? meeting.deadline.getTime() - meeting.windowStart.getTime() : 0;
  const deadline = lead > 0 && now + lead < windowEnd ? new Date(now + lead).toISOString() : null;
  return {
    title: meeting.title,
    description: meeting.description,
    durationMinutes: meeting.durationMinutes,
    participants: people.map((p) => ({
      email: p.email,
      ...(p.name ? { name: p.name } : {}),
      required: p.required,
      ...(p.locale ? { locale: p.locale } : {}),
    })),
    windowStart: new Date(now).toISOString(),
    windowEnd: new Date(windowEnd).toISOString(),
    allowedWeekdays: meeting.allowedWeekdays,
    allowedHours: meeting.allowedHours,
    organizerZone: meeting.organizerZone,
    deadline,
    location: meeting.location,
    autoSchedule: meeting.autoSchedule,
    quorumRule: meeting.quorumRule,
    hideGuestList: meeting.hideGuestList,
    videoLink: videoOf(meeting),
    recurrence: recurrenceOf(meeting, localDate(now, meeting.organizerZone)),
  };
}
