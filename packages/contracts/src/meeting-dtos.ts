import type { CalendarFailure } from './calendar-failures';
import type { MailFailure } from './mail-failures';
import type { Locale } from './locales';
import type {
  MeetingStatus,
  ParticipantResponse,
  ParticipantStatus,
  ResponseSource,
} from './meeting-statuses';
import type { IntervalDto } from './answer-schemas';
import type { WorkingHours } from './settings';
import type { SlotReasonDto } from './slot-reasons';
import type { RecurrenceDto, RotationSlotDto } from './recurrence';
import type { ConferenceKind } from './video-link';
import type { QuorumRuleDto } from './quorum';

/** What the organizer sees of a participant (never sent to other participants). */
export interface ParticipantDto {
  id: string;
  email: string;
  name: string | null;
  required: boolean;
  status: ParticipantStatus;
  timeZone: string | null;
  /** The language the organizer picked for this person; null: the organizer's. */
  locale: Locale | null;
  answeredAt: string | null;
  /** When the retention job deleted their answer to the request (status is then `invited`). */
  answerDeletedAt: string | null;
  declineNote: string | null;
  /** Their answer to the booked meeting; `needs-action` before booking and until they answer. */
  response: ParticipantResponse;
  responseSource: ResponseSource | null;
  responseAt: string | null;
  /** The personal link, for the organizer to copy. */
  link: string;
}

/** The booked time a reopened meeting keeps on calendars while new answers come in. */
export interface ReschedulingDto {
  previousStart: string;
  previousEnd: string;
}

/** What the organizer and every guest see of a request alike; each view adds its own fields. */
export interface MeetingRequestFieldsDto {
  title: string;
  description: string;
  durationMinutes: number;
  status: MeetingStatus;
  windowStart: string;
  windowEnd: string;
  allowedWeekdays: number[];
  allowedHours: { start: string; end: string } | null;
  organizerZone: string;
  deadline: string | null;
  location: string | null;
  /** Whether the meeting books by itself (the guest's page says so too). */
  autoSchedule: boolean;
  /** When auto-schedule books (and what Choose a time marks); everyone required unless chosen. */
  quorumRule: QuorumRuleDto;
  /** People who only shared a calendar count as free outside their working hours. */
  allowOutsideWorkingHours: boolean;
  /** Each guest's invitation and page name only them and the organizer. */
  hideGuestList: boolean;
  chosenStart: string | null;
  chosenEnd: string | null;
  /** iCalendar SEQUENCE: raised on every change sent out (reschedule, people, video link). */
  sequence: number;
  /** How the video call is chosen, and its link once known (Google Meet and Teams: after the event is written). */
  conference: ConferenceKind;
  videoLink: string | null;
  /** Non-null while a booked meeting is reopened for new answers: the time that still stands until it moves. */
  rescheduling: ReschedulingDto | null;
  /** The organizer's reason, once cancelled after booking (may be empty). */
  cancelReason: string | null;
  /** How the meeting repeats (skipped occurrences in `skip`); null for a single meeting. */
  recurrence: RecurrenceDto | null;
  /** A series booked as a rotation: the slots that alternate; null (or absent) otherwise. */
  rotation?: RotationSlotDto[] | null;
}

export interface MeetingDto extends MeetingRequestFieldsDto {
  id: string;
  /** How many top times are held in the organizer's calendar (0: none). */
  holds: number;
  createdAt: string;
  participantCount: number;
  /** People who gave their availability (painted or from a calendar); declines are not answers here. */
  answeredCount: number;
  /** People who declined the request. */
  declinedCount: number;
}

/** Where the booked event stands in the organizer's write-target calendar. */
export type CalendarWriteState = 'pending' | 'written' | 'failed' | 'no_calendar';
/** Where a participant's "scheduled" e-mail stands; `kept` means no mail server is configured. */
export type EmailDeliveryState = 'pending' | 'sent' | 'failed' | 'kept' | 'not_sent';

/** What happened after booking, for each calendar and each participant (scheduled meetings only). */
export interface MeetingDeliveryDto {
  calendar: {
    state: CalendarWriteState;
    calendarName: string | null;
    provider: string | null;
    message: string | null;
    /** Why the write failed, when a calendar said: `message` in a code a page can translate. */
    reason: CalendarFailure | null;
  };
  /** True when the organizer's calendar provider sends the invitations, so ours go without one. */
  invitationsFromCalendar: boolean;
  emails: {
    participantId: string;
    state: EmailDeliveryState;
    /** The mail server's own words (English, as it answered), for the record. */
    message: string | null;
    /** Why it did not go, when it did not: `message` as a code a page can translate. */
    reason: MailFailure | null;
  }[];
}

/** The booked event's identity, shared by every copy (e-mailed invitation, .ics download, calendars). */
export interface InvitationIdentityDto {
  /** The first of `uids`: the booked event's UID. */
  uid: string;
  /** Every UID the copies carry: one, or one per series of a rotation (each an event of its own), in turn order. */
  uids: string[];
  sequence: number;
}

/** One of the next best times for a booked meeting, ranked from the stored answers. */
export interface NextBestTimeDto {
  start: string;
  end: string;
  /** The ranking's reasons, in English words (who is free, who is not). */
  reasons: string[];
  /** The same reasons, one for each, structured for wording in any language. */
  structuredReasons: SlotReasonDto[];
  counts: { free: number; ifNeedBe: number; busy: number; unknown: number; declined: number };
}

/**
 * Shown when a required person declined the booked meeting: who, and the next best times to move to
 * (`POST /api/meetings/:id/reschedule` with one of their `start`s).
 */
export interface DeclineOfferDto {
  declined: { participantId: string; name: string | null; email: string; note: string | null }[];
  nextBestTimes: NextBestTimeDto[];
}

export interface MeetingDetailDto extends MeetingDto {
  participants: ParticipantDto[];
  /** True only when the meeting is scheduled and every required person accepted: "All participants confirmed". */
  allRequiredAccepted: boolean;
  /** Non-null when the meeting is scheduled and a required person declined it. */
  declineOffer: DeclineOfferDto | null;
  /** Null unless the meeting is scheduled. */
  invitation: InvitationIdentityDto | null;
  /** `smtp`: e-mails are sent; `outbox`: no mail server is configured, so they are kept in the outbox. */
  mailDelivery: 'smtp' | 'outbox';
  /** Null unless the meeting is scheduled. */
  delivery?: MeetingDeliveryDto | null;
  /**
   * A booked series' dates, each to cancel alone or with the rest (`POST …/occurrences/cancel`); null
   * unless a recurring meeting is scheduled.
   */
  bookedOccurrences?: BookedOccurrenceDto[] | null;
}

/** One date of a booked series: `date` local in the organizer's zone, `start`/`end` ISO instants. */
export interface BookedOccurrenceDto {
  date: string;
  start: string;
  end: string;
  /** Skipped before booking or cancelled since (EXDATE). */
  skipped: boolean;
}

/** One person invited, as the other guests see them once the meeting is booked. */
export interface GuestDto {
  name: string | null;
  email: string;
  required: boolean;
  /** Their answer to the booked meeting; `declined` also when they declined the request. */
  response: ParticipantResponse;
  /** The person whose link opened the page. */
  you: boolean;
}

/** What a participant's link opens: the request, their own answer, and who else comes unless hidden. */
export interface ParticipantViewDto {
  meeting: MeetingRequestFieldsDto & {
    organizerName: string;
    /** A booked series' dates, cancelled ones marked; null unless a recurring meeting is scheduled. */
    bookedOccurrences?: BookedOccurrenceDto[] | null;
    /** How many top times the organizer holds; a guest may subscribe to them (0: none). */
    holds: number;
  };
  /** Everyone invited, the reader too; null unless the meeting is scheduled with its guest list shown. */
  guests: GuestDto[] | null;
  participant: {
    name: string | null;
    email: string;
    required: boolean;
    status: ParticipantStatus;
    timeZone: string | null;
    /** The language the organizer picked for them; null: the organizer's. */
    locale: Locale | null;
    declineNote: string | null;
    response: ParticipantResponse;
    /**
     * The working hours Choose a time assumes for them, in their zone, where only their calendar speaks:
     * the ones they gave here, else their account's, else Mon–Fri 09:00–17:00.
     */
    workingHours: WorkingHours;
  };
  answer: {
    painted: boolean;
    available: IntervalDto[];
    ifNeedBe: IntervalDto[];
    busy: IntervalDto[];
    tentative: IntervalDto[];
  } | null;
  /** False once the meeting is scheduled or cancelled: the server refuses further answers. */
  canAnswer: boolean;
  /** True while the meeting is scheduled: the guest may accept or decline it (`booked-response`). */
  canRespond: boolean;
  /** The server's clock (ISO): times that start before it can no longer be chosen. */
  now: string;
  /** Null unless the meeting is scheduled; a downloaded .ics carries the same UID and SEQUENCE. */
  invitation: InvitationIdentityDto | null;
  /** Only in the answer to saving: how many painted intervals had already ended and were left out. */
  droppedPast?: number;
}
