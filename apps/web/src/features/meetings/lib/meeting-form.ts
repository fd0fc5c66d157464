import { DEFAULT_MEETING_DURATION_MINUTES } from '@overlap/contracts';
import {
  DEFAULT_QUORUM_RULE,
  type QuorumRuleDto,
  type RecurrenceRequest,
  type VideoLinkChoice,
} from '@overlap/contracts/schemas';
import type { DraftParticipant, MeetingDraft } from '@/stores/app-store';
import { addDays, localPartsOf } from '@/lib/time-format/zoned-time';

/** Days in the default date window (product.md §1: the next 14 days). */
export const DEFAULT_WINDOW_DAYS = 14;
export const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
export const WORKDAYS = [1, 2, 3, 4, 5];

/** The meeting form with every field filled in: the stored draft plus the defaults it leaves out. */
export interface MeetingForm {
  title: string;
  description: string;
  duration: number;
  participants: DraftParticipant[];
  /** `YYYY-MM-DD`, first and last day (inclusive) in the organizer's zone. */
  windowStartDate: string;
  windowEndDate: string;
  allowedWeekdays: number[];
  allowedHours: { start: string; end: string } | null;
  organizerZone: string;
  /** `YYYY-MM-DDTHH:MM` in the organizer's zone, or empty for none. */
  deadline: string;
  location: string;
  autoSchedule: boolean;
  /** When auto-schedule books; sent only with auto-schedule on a single meeting. */
  quorumRule: QuorumRuleDto;
  /** Each guest sees only themselves and the organizer. */
  hideGuestList: boolean;
  /** Hold the top times as tentative events in the organizer's write calendar while answers come in. */
  holdTopTimes: boolean;
  /** Null: the organizer's default from Settings, chosen by the server. */
  videoLink: VideoLinkChoice | null;
  /** Null: a single meeting. */
  recurrence: RecurrenceRequest | null;
}

/** Today and the 13 days after it, in the zone. */
export function defaultWindow(now: number, zone: string): { windowStartDate: string; windowEndDate: string } {
  const today = localPartsOf(now, zone).date;
  return { windowStartDate: today, windowEndDate: addDays(today, DEFAULT_WINDOW_DAYS - 1) };
}

export function completeDraft(draft: Partial<MeetingDraft>, now: number, fallbackZone: string): MeetingForm {
  const organizerZone = draft.organizerZone || fallbackZone;
  const window = defaultWindow(now, organizerZone);
  return {
    title: draft.title ?? '',
    description: draft.description ?? '',
    duration: draft.duration ?? DEFAULT_MEETING_DURATION_MINUTES,
    participants: draft.participants ?? [],
    windowStartDate: draft.windowStartDate || window.windowStartDate,
    windowEndDate: draft.windowEndDate || window.windowEndDate,
    allowedWeekdays: draft.allowedWeekdays ?? WORKDAYS,
    allowedHours: draft.allowedHours ?? null,
    organizerZone,
    deadline: draft.deadline ?? '',
    location: draft.location ?? '',
    autoSchedule: draft.autoSchedule ?? false,
    quorumRule: draft.quorumRule ?? DEFAULT_QUORUM_RULE,
    hideGuestList: draft.hideGuestList ?? false,
    holdTopTimes: draft.holdTopTimes ?? false,
    videoLink: draft.videoLink ?? null,
    recurrence: draft.recurrence ?? null,
  };
}

/** An empty participant row to type into. */
export const blankParticipant = (): DraftParticipant => ({ email: '', name: '', required: true });
