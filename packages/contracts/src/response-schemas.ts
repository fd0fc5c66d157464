import { z } from 'zod';
import { CALENDAR_FAILURES } from './calendar-failures';
import { MAIL_FAILURES } from './mail-failures';
import { HOLD_STATES } from './holds';
import { LOCALES } from './locales';
import { MEETING_STATUSES, PARTICIPANT_RESPONSES, PARTICIPANT_STATUSES } from './meeting-statuses';
import { recurrenceSchema, rotationSlotSchema } from './recurrence';
import { CONFERENCE_KINDS } from './video-link';
import { quorumOutcomeSchema, quorumRuleSchema } from './quorum';
import { pageResponseSchema } from './paging';
import { heatMapSchema } from './heat-map-schema';

// What the API answers, as zod: the OpenAPI document describes each success body with these, and the
// API tests check every answer against them (apps/server/test/support/response-check.ts). The types in
// meeting-dtos.ts stay the ones code uses; response-schemas.test.ts keeps both the same.

const instant = z.iso.datetime().describe('An instant, ISO 8601 in UTC.');
const localDate = z.iso.date().describe('A date on the organizer’s calendar, YYYY-MM-DD.');
const nullableText = z.string().nullable();

export const meResponseSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
    profileImageUrl: nullableText,
    isAdmin: z.boolean(),
    locale: z.enum(LOCALES).nullable().optional(),
  })
  .meta({ id: 'Me', description: 'The account the key or token belongs to.' });

export const participantResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: nullableText,
  required: z.boolean(),
  status: z.enum(PARTICIPANT_STATUSES),
  timeZone: nullableText,
  locale: z.enum(LOCALES).nullable(),
  answeredAt: instant.nullable(),
  answerDeletedAt: instant
    .nullable()
    .describe('When the retention job deleted their answer to the request; their status is then invited.'),
  declineNote: nullableText,
  response: z.enum(PARTICIPANT_RESPONSES),
  responseSource: z.enum(['calendar', 'link']).nullable(),
  responseAt: instant.nullable(),
  link: z.string().describe('The personal link, for the organizer to copy.'),
});

const reschedulingSchema = z.object({ previousStart: instant, previousEnd: instant });

export const meetingResponseSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    durationMinutes: z.number().int(),
    status: z.enum(MEETING_STATUSES),
    windowStart: instant,
    windowEnd: instant,
    allowedWeekdays: z.array(z.number().int()),
    allowedHours: z.object({ start: z.string(), end: z.string() }).nullable(),
    organizerZone: z.string(),
    deadline: instant.nullable(),
    location: nullableText,
    autoSchedule: z.boolean(),
    quorumRule: quorumRuleSchema,
    allowOutsideWorkingHours: z.boolean(),
    hideGuestList: z.boolean(),
    holds: z.number().int().describe('How many top times are held in the organizer’s calendar (0: none).'),
    chosenStart: instant.nullable(),
    chosenEnd: instant.nullable(),
    createdAt: instant,
    participantCount: z.number().int(),
    answeredCount: z.number().int(),
    declinedCount: z.number().int(),
    sequence: z.number().int(),
    conference: z.enum(CONFERENCE_KINDS),
    videoLink: nullableText,
    rescheduling: reschedulingSchema.nullable(),
    cancelReason: nullableText,
    recurrence: recurrenceSchema.nullable(),
    rotation: z.array(rotationSlotSchema).nullable().optional(),
  })
  .meta({ id: 'Meeting', description: 'A meeting request as listed.' });

export const meetingListResponseSchema = z
  .array(meetingResponseSchema)
  .meta({ id: 'MeetingList', description: 'Your meeting requests, newest first.' });

export const meetingPageResponseSchema = pageResponseSchema(
  meetingResponseSchema,
  'MeetingPage',
  'One page of your meeting requests, newest first.',
);

export const meetingDeliveryResponseSchema = z
  .object({
    calendar: z.object({
      state: z.enum(['pending', 'written', 'failed', 'no_calendar']),
      calendarName: nullableText,
      provider: nullableText,
      message: nullableText,
      reason: z.enum(CALENDAR_FAILURES).nullable(),
    }),
    invitationsFromCalendar: z.boolean(),
    emails: z.array(
      z.object({
        participantId: z.string(),
        state: z.enum(['pending', 'sent', 'failed', 'kept', 'not_sent']),
        message: nullableText,
        reason: z
          .enum(MAIL_FAILURES)
          .nullable()
          .describe('Why the mail server did not take it, as a code to put into the reader’s language.'),
      }),
    ),
  })
  .meta({ id: 'MeetingDelivery', description: 'Where the booked event and each e-mail stand.' });

const namedPerson = { participantId: z.string(), displayName: z.string() };
const slotReasonSchema = z.union([
  z.object({
    kind: z.enum(['everyone-free', 'everyone-coming-free', 'required-free', 'within-working-hours']),
  }),
  z.object({ ...namedPerson, kind: z.enum(['optional-busy', 'if-need-be', 'not-answered']) }),
  z.object({
    ...namedPerson,
    kind: z.literal('uncomfortable'),
    zone: z.string(),
    localTime: z.string(),
    comfortNote: z.enum([
      'working-hours',
      'before-working-hours',
      'after-working-hours',
      'outside-working-hours',
      'day-off',
      'night',
    ]),
  }),
]);

const nextBestTimeSchema = z.object({
  start: instant,
  end: instant,
  reasons: z.array(z.string()),
  structuredReasons: z.array(slotReasonSchema),
  counts: z.object({
    free: z.number().int(),
    ifNeedBe: z.number().int(),
    busy: z.number().int(),
    unknown: z.number().int(),
    declined: z.number().int(),
  }),
});

export const meetingDetailResponseSchema = meetingResponseSchema
  .extend({
    participants: z.array(participantResponseSchema),
    allRequiredAccepted: z.boolean(),
    declineOffer: z
      .object({
        declined: z.array(
          z.object({ participantId: z.string(), name: nullableText, email: z.string(), note: nullableText }),
        ),
        nextBestTimes: z.array(nextBestTimeSchema),
      })
      .nullable(),
    invitation: z
      .object({ uid: z.string(), uids: z.array(z.string()), sequence: z.number().int() })
      .nullable(),
    mailDelivery: z.enum(['smtp', 'outbox']),
    delivery: meetingDeliveryResponseSchema.nullable().optional(),
    bookedOccurrences: z
      .array(z.object({ date: localDate, start: instant, end: instant, skipped: z.boolean() }))
      .nullable()
      .optional(),
  })
  .meta({
    id: 'MeetingDetail',
    description: 'One meeting with its participants (and their personal links), answers and delivery.',
  });

export const remindResponseSchema = z
  .object({ reminded: z.number().int().describe('How many people were sent a reminder.') })
  .meta({ id: 'RemindResult' });

export const suggestionsResponseSchema = z
  .looseObject({
    meeting: meetingResponseSchema,
    waitingFor: z.array(
      participantResponseSchema.pick({ id: true, email: true, name: true, required: true }),
    ),
    now: instant,
    ranking: z
      .looseObject({
        slots: z
          .array(
            z.looseObject({
              start: z.number().int().describe('Start, milliseconds since 1970 UTC: what `book` takes.'),
              end: z.number().int(),
            }),
          )
          .describe('The ranked times, best first.'),
        heatMap: heatMapSchema,
      })
      .optional()
      .describe('A single meeting’s ranking.'),
    series: z
      .looseObject({ slots: z.array(z.looseObject({})).describe('Weekly times, best first.') })
      .optional()
      .describe('A recurring meeting’s ranking.'),
    quorum: quorumOutcomeSchema
      .nullable()
      .optional()
      .describe(
        'For a single meeting: the rule, and for each ranked slot who can come and whether that meets it.',
      ),
  })
  .meta({
    id: 'Suggestions',
    description:
      'The ranked times: `ranking` for a single meeting (slots with reasons and counts, and the heat map), or `series` for a recurring one (weekly times with their occurrences).',
  });

export const deletedMeetingResponseSchema = z
  .object({
    id: z.string(),
    deleted: z.literal(true),
    cancelled: z
      .boolean()
      .describe('True when a cancellation was sent first (a booked meeting still ahead).'),
  })
  .meta({ id: 'DeletedMeeting' });

export const dataExportResponseSchema = z
  .looseObject({
    format: z.string(),
    exportedAt: instant,
    profile: z.looseObject({ id: z.string(), email: z.string(), name: z.string() }),
    settings: z.looseObject({ timeZone: z.string().nullable() }),
    meetings: z.array(z.looseObject({ id: z.string(), title: z.string() })),
    answersAsGuest: z.array(z.looseObject({})),
    connections: z.array(z.looseObject({})),
  })
  .meta({
    id: 'DataExport',
    description:
      'A copy of your data. Never credentials, tokens, secrets, key hashes or another person’s personal link.',
  });

export const meetingHoldsResponseSchema = z
  .object({
    count: z.number().int().describe('How many top times the meeting holds (0: none).'),
    state: z.enum(HOLD_STATES),
    calendarName: nullableText,
    provider: nullableText,
    message: nullableText.describe('Why the last write failed, in English words for the organizer.'),
    reason: z
      .enum(CALENDAR_FAILURES)
      .nullable()
      .describe('Why the last write failed, as a code to put into the reader’s language (null when none).'),
    updatedAt: instant.nullable(),
    holds: z.array(z.object({ rank: z.number().int(), start: instant, end: instant })),
  })
  .meta({
    id: 'MeetingHolds',
    description: 'The tentative holds a meeting keeps in its organizer’s calendar.',
  });
export type MeetingHoldsDto = z.infer<typeof meetingHoldsResponseSchema>;

export const guestHoldsResponseSchema = z
  .object({
    optedIn: z.boolean().describe('Whether the signed-in guest asked for the holds in their own calendar.'),
    writeCalendar: nullableText.describe(
      'The guest’s write calendar, where the holds go (null: none chosen).',
    ),
    state: z.enum(HOLD_STATES).nullable().describe('Where the guest’s holds stand (null: not opted in).'),
    calendarName: nullableText,
    message: nullableText.describe('Why the last write failed, in English words for the guest.'),
    reason: z.enum(CALENDAR_FAILURES).nullable(),
    limitedTo: z
      .number()
      .int()
      .nullable()
      .describe(
        'How many of the meeting’s holds the guest’s calendar keeps, when their account’s limit of 50 at once leaves room for fewer (null: all of them).',
      ),
    accountLimit: z.number().int().describe('How many times one account may hold at once.'),
    holds: z.array(z.object({ rank: z.number().int(), start: instant, end: instant })),
  })
  .meta({
    id: 'GuestHolds',
    description: 'The meeting’s tentative holds in a signed-in guest’s own calendar.',
  });
export type GuestHoldsDto = z.infer<typeof guestHoldsResponseSchema>;
