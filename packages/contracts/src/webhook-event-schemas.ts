import { z } from 'zod';
import { MEETING_STATUSES, PARTICIPANT_STATUSES } from './meeting-statuses';
import { WEBHOOK_TEST_EVENT, type WebhookEvent } from './webhooks';

// The bodies Overlap POSTs to a webhook, as zod: the OpenAPI document's `webhooks` section is built from
// them, and the delivery tests parse every body that reaches the receiver with them.

const instant = z.iso.datetime().describe('An instant, ISO 8601 in UTC.');

const meeting = z
  .object({
    id: z.string(),
    title: z.string(),
    status: z.enum(MEETING_STATUSES),
    durationMinutes: z.number().int(),
    timeZone: z.string().describe('The organizer’s IANA zone.'),
    windowStart: instant,
    windowEnd: instant,
    deadline: instant.nullable(),
    start: instant.nullable().describe('Null until booked.'),
    end: instant.nullable(),
    sequence: z.number().int().describe('Raised with every change sent to calendars.'),
    location: z.string().nullable(),
    videoLink: z.string().nullable(),
    url: z.string().describe('The organizer’s page for the meeting.'),
  })
  .meta({
    id: 'WebhookMeeting',
    description: 'The meeting as the organizer sees it; never a participant’s personal link.',
  });

const participant = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    required: z.boolean(),
    status: z.enum(PARTICIPANT_STATUSES),
    timeZone: z.string().nullable(),
    declineNote: z.string().nullable(),
    answeredAt: instant.nullable(),
  })
  .meta({ id: 'WebhookParticipant', description: 'The person who answered or declined.' });

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D, id: string, description: string) =>
  z
    .object({ type: z.literal(type), timestamp: instant.describe('When the event happened.'), data })
    .meta({ id, description });

export const WEBHOOK_EVENT_SCHEMAS = {
  'meeting.created': envelope(
    'meeting.created',
    z.object({ meeting }),
    'MeetingCreatedEvent',
    'A meeting request was created and its invitations queued.',
  ),
  'participant.answered': envelope(
    'participant.answered',
    z.object({ meeting, participant }),
    'ParticipantAnsweredEvent',
    'Someone answered or declined on their personal link.',
  ),
  'meeting.ready': envelope(
    'meeting.ready',
    z.object({
      meeting,
      reason: z
        .enum(['answered', 'deadline'])
        .describe('`answered`: every required person answered; `deadline`: the answer-by time passed.'),
    }),
    'MeetingReadyEvent',
    'The meeting is ready to book.',
  ),
  'meeting.scheduled': envelope(
    'meeting.scheduled',
    z.object({ meeting }),
    'MeetingScheduledEvent',
    'A time was booked (`meeting.start`, `meeting.end`).',
  ),
  'meeting.rescheduled': envelope(
    'meeting.rescheduled',
    z.object({ meeting, previous: z.object({ start: instant, end: instant }) }),
    'MeetingRescheduledEvent',
    'The booked time moved; `previous` is the time before.',
  ),
  'meeting.cancelled': envelope(
    'meeting.cancelled',
    z.object({ meeting, reason: z.string().nullable().describe('The organizer’s words, if any.') }),
    'MeetingCancelledEvent',
    'The meeting was cancelled.',
  ),
  [WEBHOOK_TEST_EVENT]: envelope(
    WEBHOOK_TEST_EVENT,
    z.object({ webhook: z.object({ id: z.string(), url: z.string() }), message: z.string() }),
    'WebhookTestEvent',
    'Sent only by Send test.',
  ),
} satisfies Record<WebhookEvent | typeof WEBHOOK_TEST_EVENT, z.ZodType>;
