import { z } from 'zod';
import { isValidEmail, normalizeEmail } from './email';
import { holdCountSchema } from './holds';
import { LOCALES } from './locales';
import { MEETING_LIMITS } from './meeting-limits';
import { recurrenceSchema, seriesUntilSchema, skippedOccurrencesSchema } from './recurrence';
import { timeRangeSchema } from './settings';
import { textField } from './text-field';
import { videoLinkSchema } from './video-link';
import { DEFAULT_QUORUM_RULE, quorumRuleIssues, quorumRuleSchema } from './quorum';

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
        /** When auto-schedule books; left out: everyone required. */
        quorumRule: quorumRuleSchema.default(DEFAULT_QUORUM_RULE),
        /** As calendar apps offer: each guest's invitation and page name only them and the organizer. */
        hideGuestList: z.boolean({ error: 'Hide the guest list must be on or off' }).default(false),
        /** Left out: the organizer's default from Settings. */
        videoLink: videoLinkSchema.optional(),
        /** Present for a meeting that repeats: suggestions are then weekly (or monthly) slots. */
        recurrence: recurrenceSchema.nullable().default(null),
        /** How many of the top times to hold as tentative events in the organizer's write calendar. */
        holds: holdCountSchema.default(0),
      },
      { error: 'Request body must be a JSON object' },
    )
    .superRefine((m, ctx) => {
      for (const issue of meetingTimeIssues(m)) ctx.addIssue({ code: 'custom', ...issue });
      for (const issue of quorumRuleIssues(m.quorumRule, m.participants, m.recurrence !== null))
        ctx.addIssue({ code: 'custom', ...issue });
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
      /** When auto-schedule books; checked against the people invited now. */
      quorumRule: quorumRuleSchema.optional(),
      /** How many top times to hold in the organizer's calendar (0: none); a single open request only. */
      holds: holdCountSchema.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only the duration, window end, allowed days and hours, the rule, the holds, the video link and the series’ skipped dates and end can be changed'
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
