import { z } from 'zod';
import { isValidEmail, normalizeEmail } from './email';
import { LOCALES, type Locale } from './locales';
import { MEETING_LIMITS } from './meeting-limits';
import type { SlotReasonDto } from './slot-reasons';
import {
  localDateDay,
  recurrenceSchema,
  seriesUntilSchema,
  skippedOccurrencesSchema,
  type RecurrenceDto,
  type RotationSlotDto,
} from './recurrence';
import { timeRangeSchema, workingHoursSchema, type WorkingHours } from './settings';
import { textField } from './text-field';
import { videoLinkSchema, type ConferenceKind } from './video-link';

export const MEETING_STATUSES = ['collecting', 'ready', 'scheduled', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const PARTICIPANT_STATUSES = ['invited', 'responded', 'declined'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
/**
 * A person's answer to the booked meeting (iCalendar PARTSTAT): read from the calendar event Overlap
 * wrote, or given on the meeting page. `needs-action` until anyone knows.
 */
export const PARTICIPANT_RESPONSES = ['accepted', 'tentative', 'declined', 'needs-action'] as const;
export type ParticipantResponse = (typeof PARTICIPANT_RESPONSES)[number];
/** Where a response came from: the person's calendar, or their own link. */
export type ResponseSource = 'calendar' | 'link';

export { MEETING_LIMITS };

/** Durations offered as one click; any whole number of minutes in the limits is accepted. */
export const COMMON_DURATIONS = [15, 30, 45, 60, 90, 120] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const isoInstant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` });

const singleLine = (label: string, max: number) =>
  textField(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !/[\r\n]/.test(v), `${label} must be on one line`);

export const participantDraftSchema = z.object({
  email: z
    .string({ error: 'Email must be text' })
    .transform(normalizeEmail)
    .refine(isValidEmail, 'Enter a valid email address'),
  name: singleLine('Name', MEETING_LIMITS.nameMax).optional(),
  required: z.boolean({ error: 'Say whether this person is required' }).default(true),
  /** The language of this person's invitation and e-mails; absent: the organizer's. */
  locale: z.enum(LOCALES, { error: 'Choose English, Deutsch, Français or Español' }).optional(),
});

const durationSchema = z
  .number({ error: 'Duration must be a number of minutes' })
  .int('Duration must be a whole number of minutes')
  .min(MEETING_LIMITS.durationMin, `Duration must be at least ${MEETING_LIMITS.durationMin} minutes`)
  .max(MEETING_LIMITS.durationMax, `Duration must be at most ${MEETING_LIMITS.durationMax / 60} hours`);

const allowedWeekdaysSchema = z
  .array(z.number().int().min(1).max(7), { error: 'Choose the allowed days' })
  .min(1, 'Allow at least one day of the week')
  .max(7);

/** `POST /api/meetings`. The time zone check is passed in: server and browser ask their own Intl. */
export function createMeetingSchema(isValidTimeZone: (zone: string) => boolean) {
  return z
    .object(
      {
        title: singleLine('Title', MEETING_LIMITS.titleMax).refine(
          (v) => v.length > 0,
          'Give the meeting a title',
        ),
        description: textField('Description')
          .max(
            MEETING_LIMITS.descriptionMax,
            `Description must be at most ${MEETING_LIMITS.descriptionMax} characters`,
          )
          .default(''),
        durationMinutes: durationSchema,
        participants: z
          .array(participantDraftSchema, { error: 'Add the people to invite' })
          .min(1, 'Invite at least one person')
          .max(MEETING_LIMITS.participantsMax, `Invite at most ${MEETING_LIMITS.participantsMax} people`)
          .refine((list) => new Set(list.map((p) => p.email)).size === list.length, 'Each person only once'),
        windowStart: isoInstant('Window start'),
        windowEnd: isoInstant('Window end'),
        allowedWeekdays: allowedWeekdaysSchema,
        allowedHours: timeRangeSchema.nullable().default(null),
        organizerZone: z
          .string({ error: 'Time zone must be text' })
          .refine(isValidTimeZone, 'Choose a time zone from the list'),
        deadline: isoInstant('Deadline').nullable().default(null),
        location: singleLine('Location', MEETING_LIMITS.locationMax).nullable().default(null),
        autoSchedule: z.boolean({ error: 'Auto-schedule must be on or off' }).default(false),
        /** As calendar apps offer: each guest's invitation and page name only them and the organizer. */
        hideGuestList: z.boolean({ error: 'Hide the guest list must be on or off' }).default(false),
        /** Left out: the organizer's default from Settings. */
        videoLink: videoLinkSchema.optional(),
        /** Present for a meeting that repeats: suggestions are then weekly (or monthly) slots. */
        recurrence: recurrenceSchema.nullable().default(null),
      },
      { error: 'Request body must be a JSON object' },
    )
    .superRefine((m, ctx) => {
      for (const issue of meetingTimeIssues(m)) ctx.addIssue({ code: 'custom', ...issue });
    });
}

/**
 * How a meeting's window, duration and deadline must fit together; checked on creation and again
 * on every change of the settings (with the stored values filled in).
 */
export function meetingTimeIssues(m: {
  windowStart: string;
  windowEnd: string;
  durationMinutes: number;
  deadline: string | null;
}): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const start = Date.parse(m.windowStart);
  const end = Date.parse(m.windowEnd);
  if (end <= start) issues.push({ path: ['windowEnd'], message: 'The window must end after it starts' });
  else if (end - start > MEETING_LIMITS.windowMaxDays * DAY_MS)
    issues.push({
      path: ['windowEnd'],
      message: `The window can be at most ${MEETING_LIMITS.windowMaxDays} days`,
    });
  else if (end - start < m.durationMinutes * 60_000)
    issues.push({ path: ['windowEnd'], message: 'The window is shorter than the meeting' });
  if (m.deadline && Date.parse(m.deadline) >= end)
    issues.push({ path: ['deadline'], message: 'The deadline must be before the window ends' });
  return issues;
}
export type CreateMeetingRequest = z.input<ReturnType<typeof createMeetingSchema>>;

export const intervalSchema = z
  .object({ start: z.number().int(), end: z.number().int() })
  .refine((i) => i.end > i.start, 'Each interval must end after it starts');
export type IntervalDto = z.infer<typeof intervalSchema>;

const intervals = (label: string) =>
  z
    .array(intervalSchema, { error: `${label} must be a list of intervals` })
    .max(
      MEETING_LIMITS.intervalsMax,
      `At most ${MEETING_LIMITS.intervalsMax} ${label.toLowerCase()} intervals`,
    )
    .default([]);

/** `PUT /api/participant/availability?token=…`: what the participant painted and/or read from a calendar. */
export function availabilitySchema(isValidTimeZone: (zone: string) => boolean) {
  return z.object(
    {
      timeZone: z
        .string({ error: 'Time zone must be text' })
        .refine(isValidTimeZone, 'Choose a time zone from the list'),
      painted: z.boolean({ error: 'Say whether the grid was painted' }),
      available: intervals('Available'),
      ifNeedBe: intervals('If-need-be'),
      busy: intervals('Busy'),
      tentative: intervals('Tentative'),
      /**
       * The hours a calendar-only answer counts as free in (outside busy times), in `timeZone`; absent:
       * the ones given before, else the account's, else Mon–Fri 09:00–17:00.
       */
      workingHours: workingHoursSchema
        // A week of days off would read as the default week in the engine: say so instead.
        .refine(
          (week) => Object.values(week).some((ranges) => ranges.length > 0),
          'Give at least one working time, or paint your times instead',
        )
        .optional(),
    },
    { error: 'Request body must be a JSON object' },
  );
}
export type AvailabilityRequest = z.input<ReturnType<typeof availabilitySchema>>;

/** `POST /api/participant/decline?token=…`; the zone lets the organizer see the person's own local times. */
export function declineSchema(isValidTimeZone: (zone: string) => boolean) {
  return z.object(
    {
      note: textField('Note').trim().max(MEETING_LIMITS.noteMax).default(''),
      timeZone: z
        .string({ error: 'Time zone must be text' })
        .refine(isValidTimeZone, 'Choose a time zone from the list')
        .optional(),
    },
    { error: 'Request body must be a JSON object' },
  );
}

export const bookSchema = z.object(
  { start: z.number({ error: 'Choose a slot' }).int() },
  { error: 'Request body must be a JSON object' },
);

/**
 * `POST /api/meetings/:id/reschedule`: move a booked meeting to `start` (epoch ms). `sequence` is the
 * SEQUENCE the organizer saw: when the meeting moved meanwhile the request is refused instead of moving it
 * twice. Repeating the same move answers like the first one.
 */
export const rescheduleSchema = z.object(
  {
    start: z.number({ error: 'Choose a new time' }).int('Choose a new time'),
    sequence: z.number({ error: 'Sequence must be a number' }).int().min(0).optional(),
  },
  { error: 'Request body must be a JSON object' },
);
export type RescheduleRequest = z.infer<typeof rescheduleSchema>;

/** `POST /api/meetings/:id/cancel`: the reason goes into every person's e-mail and the CANCEL. */
export const cancelSchema = z.object(
  {
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(MEETING_LIMITS.noteMax, `The reason must be at most ${MEETING_LIMITS.noteMax} characters`)
      .default(''),
  },
  { error: 'Request body must be a JSON object' },
);
export type CancelRequest = z.infer<typeof cancelSchema>;

/**
 * `POST /api/meetings/:id/occurrences/cancel`: cancel one occurrence of a booked series (`scope`
 * `this`, an iTIP CANCEL with RECURRENCE-ID) or it and every later one (`following`, the series gets a
 * new UNTIL). `date` is the occurrence's local date in the organizer's zone.
 */
export const cancelOccurrenceSchema = z.strictObject(
  {
    date: z
      .string({ error: 'Choose the date of an occurrence (YYYY-MM-DD)' })
      .refine((v) => localDateDay(v) !== null, 'Choose the date of an occurrence (YYYY-MM-DD)'),
    scope: z
      .enum(['this', 'following'], { error: 'Cancel "this" occurrence or all "following"' })
      .default('this'),
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(MEETING_LIMITS.noteMax, `The reason must be at most ${MEETING_LIMITS.noteMax} characters`)
      .default(''),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Send a date, a scope and a reason only'
        : 'Request body must be a JSON object',
  },
);
export type CancelOccurrenceRequest = z.input<typeof cancelOccurrenceSchema>;

/**
 * `POST /api/meetings/:id/occurrences/restore`: put one cancelled (skipped) date of a booked series back
 * on; everyone gets the REQUEST without that EXDATE. Dates cut off by a cancel of "this and following"
 * are past the series' end, not skipped: they come back by a later last date (`seriesUntil`).
 */
export const restoreOccurrenceSchema = z.strictObject(
  {
    date: z
      .string({ error: 'Choose the date of a cancelled occurrence (YYYY-MM-DD)' })
      .refine((v) => localDateDay(v) !== null, 'Choose the date of a cancelled occurrence (YYYY-MM-DD)'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Send a date only' : 'Request body must be a JSON object',
  },
);
export type RestoreOccurrenceRequest = z.infer<typeof restoreOccurrenceSchema>;

/**
 * `POST /api/meetings/:id/participants`: invite more people at any stage (before booking they get the
 * request, after booking the meeting itself). The total stays within `MEETING_LIMITS.participantsMax`.
 */
export const addParticipantsSchema = z.object(
  {
    participants: z
      .array(participantDraftSchema, { error: 'Add the people to invite' })
      .min(1, 'Add at least one person')
      .max(MEETING_LIMITS.participantsMax, `Invite at most ${MEETING_LIMITS.participantsMax} people`)
      .refine((list) => new Set(list.map((p) => p.email)).size === list.length, 'Each person only once'),
  },
  { error: 'Request body must be a JSON object' },
);
export type AddParticipantsRequest = z.input<typeof addParticipantsSchema>;

/**
 * `POST /api/participant/booked-response?token=…`: a guest's own answer to the booked meeting on `/winner`;
 * `declined` is "I can't make it after all" and tells the organizer when the person is required.
 */
export const bookedResponseSchema = z.object(
  {
    response: z.enum(['accepted', 'tentative', 'declined'], {
      error: 'Say whether you will come: accepted, tentative or declined',
    }),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(MEETING_LIMITS.noteMax, `The note must be at most ${MEETING_LIMITS.noteMax} characters`)
      .default(''),
  },
  { error: 'Request body must be a JSON object' },
);
export type BookedResponseRequest = z.input<typeof bookedResponseSchema>;

/**
 * `PATCH /api/meetings/:id/settings`: what the organizer may change while answers are open, e.g. to
 * apply a relaxation. Only the fields sent change; the result is checked like a new request.
 */
export const meetingSettingsPatchSchema = z
  .strictObject(
    {
      durationMinutes: durationSchema.optional(),
      windowEnd: isoInstant('Window end').optional(),
      allowedWeekdays: allowedWeekdaysSchema.optional(),
      allowedHours: timeRangeSchema.nullable().optional(),
      allowOutsideWorkingHours: z
        .boolean({ error: 'Say whether times outside working hours are allowed' })
        .optional(),
      /** May change at any stage but cancelled; on a booked meeting the invitations are updated. */
      videoLink: videoLinkSchema.optional(),
      /** A recurring meeting only: the organizer's local dates of occurrences left out (EXDATE). */
      skippedOccurrences: skippedOccurrencesSchema.optional(),
      /** A recurring meeting only: its new last date (UNTIL), e.g. to end a booked series early. */
      seriesUntil: seriesUntilSchema.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only the duration, window end, allowed days and hours, the video link and the series’ skipped dates and end can be changed'
          : 'Request body must be a JSON object',
    },
  )
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), 'Change at least one setting');
export type MeetingSettingsPatch = z.infer<typeof meetingSettingsPatchSchema>;

/** `PATCH /api/meetings/:id/participants/:participantId`. */
export const participantPatchSchema = z.object(
  { required: z.boolean({ error: 'Say whether this person is required' }) },
  { error: 'Request body must be a JSON object' },
);
export type ParticipantPatch = z.infer<typeof participantPatchSchema>;

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

export interface MeetingDto {
  id: string;
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
  autoSchedule: boolean;
  /** People who only shared a calendar count as free outside their working hours. */
  allowOutsideWorkingHours: boolean;
  /** Each guest's invitation and page name only them and the organizer. */
  hideGuestList: boolean;
  chosenStart: string | null;
  chosenEnd: string | null;
  createdAt: string;
  participantCount: number;
  /** People who gave their availability (painted or from a calendar); declines are not answers here. */
  answeredCount: number;
  /** People who declined the request. */
  declinedCount: number;
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
  };
  /** True when the organizer's calendar provider sends the invitations, so ours go without one. */
  invitationsFromCalendar: boolean;
  emails: { participantId: string; state: EmailDeliveryState; message: string | null }[];
}

/** The booked event's identity, shared by every copy (e-mailed invitation, .ics download, calendars). */
export interface InvitationIdentityDto {
  uid: string;
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
  meeting: {
    title: string;
    description: string;
    durationMinutes: number;
    status: MeetingStatus;
    windowStart: string;
    windowEnd: string;
    allowedWeekdays: number[];
    allowedHours: { start: string; end: string } | null;
    organizerZone: string;
    organizerName: string;
    deadline: string | null;
    location: string | null;
    chosenStart: string | null;
    chosenEnd: string | null;
    sequence: number;
    conference: ConferenceKind;
    videoLink: string | null;
    rescheduling: ReschedulingDto | null;
    cancelReason: string | null;
    /** How the meeting repeats; null for a single meeting. */
    recurrence: RecurrenceDto | null;
    /** A series booked as a rotation: the slots that alternate. */
    rotation?: RotationSlotDto[] | null;
    /** A booked series' dates, cancelled ones marked; null unless a recurring meeting is scheduled. */
    bookedOccurrences?: BookedOccurrenceDto[] | null;
    /** The organizer counts calendar-only answers as free outside working hours too. */
    allowOutsideWorkingHours: boolean;
    /** The organizer chose to keep the guest list from the guests. */
    hideGuestList: boolean;
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
